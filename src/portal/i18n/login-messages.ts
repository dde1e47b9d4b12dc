// The portal's messages its sign-in page shows, apart from the rest (en.ts takes them in): the login page is
// the portal's first route and stays light (no declarations, no react-admin), so it reads these alone.
export const productName = 'Service Platform';

export const loginMessages = {
  title: 'Sign in to your portal',
  subtitle: 'For store owners, store staff and platform administrators.',
  email: 'Email address',
  password: 'Password',
  show_password: 'Show password',
  hide_password: 'Hide password',
  submit: 'Sign in',
  submitting: 'Signing in…',
  forgot: 'Forgot your password?',
  required: 'Enter your email address and password.',
  signed_in_as: 'You are signed in as %{name}.',
  continue: 'Continue to the portal',
};
