// Client-side checks of the login form, so the user hears what is missing before a round trip.

export interface LoginFields {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginFields, string>>;

export const requiredMessage = 'This field is required';
export const emailMessage = 'Please enter a valid email address';

export function validateLogin({ email, password }: LoginFields): LoginErrors {
  const errors: LoginErrors = {};
  const trimmed = email.trim();
  if (trimmed === '') errors.email = requiredMessage;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) errors.email = emailMessage;
  if (password === '') errors.password = requiredMessage;
  return errors;
}
