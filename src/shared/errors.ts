// The error catalogue of docs/product.md#api-errors: every error code the API returns, with its HTTP status
// and the
// message shown when the server gives none. Server and client import the same codes.

import type { SaidParams } from './i18n/said.ts';

export const ErrorCode = {
  validation: 'VALIDATION_ERROR',
  tokenNotValid: 'token_not_valid',
  notAuthenticated: 'NOT_AUTHENTICATED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  storeInactive: 'STORE.INACTIVE',
  storeNotFound: 'STORE.NOT_FOUND',
  network: 'NETWORK_ERROR',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
  paymentProviderUnavailable: 'PAYMENT_PROVIDER.UNAVAILABLE',
  paymentMethodUnavailable: 'PAYMENT_METHOD.UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export const defaultMessages: Record<ErrorCodeValue, string> = {
  VALIDATION_ERROR: 'Some fields are not valid.',
  token_not_valid: 'Given token not valid for any token type',
  NOT_AUTHENTICATED: 'Authentication credentials were not provided.',
  INVALID_CREDENTIALS: 'No active account found with the given credentials',
  EMAIL_NOT_VERIFIED:
    'Your email address is not confirmed yet. Open the link we mailed you, or ask for a new one.',
  FORBIDDEN: 'You do not have permission to perform this action.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'This change conflicts with the current state.',
  'STORE.INACTIVE': 'This site does not exist',
  'STORE.NOT_FOUND': 'This site does not exist',
  NETWORK_ERROR: 'Currently facing issue with the browser, please try again or use other browser',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait and try again.',
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a moment.',
  'PAYMENT_PROVIDER.UNAVAILABLE':
    'The payment provider could not take the request just now. Nothing was charged; please try again in a moment.',
  'PAYMENT_METHOD.UNAVAILABLE': 'This store does not take this payment method. Choose another way to pay.',
  INTERNAL_ERROR: 'Something went wrong. Please try again.',
};

export const httpStatusOf: Record<ErrorCodeValue, number> = {
  VALIDATION_ERROR: 400,
  token_not_valid: 401,
  NOT_AUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  'STORE.INACTIVE': 403,
  'STORE.NOT_FOUND': 404,
  NETWORK_ERROR: 400,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  'PAYMENT_PROVIDER.UNAVAILABLE': 503,
  'PAYMENT_METHOD.UNAVAILABLE': 400,
  INTERNAL_ERROR: 500,
};

/**
 * The words of an error in every language (docs/product.md#api-errors-words): the catalogue key and params
 * beside the English `message`, when the server said it as a sentence.
 */
export interface ErrorWords {
  message: string;
  message_key?: string | null;
  message_params?: SaidParams | null;
}

/** A field at fault: its path in the input and what is wrong with it. */
export interface FieldError extends ErrorWords {
  field: string;
}

export interface ApiError extends ErrorWords {
  code: string;
  fields?: FieldError[];
}
