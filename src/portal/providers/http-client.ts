// The HTTP client under react-admin's data provider: fetchUtils.fetchJson plus docs/product.md#api-base's
// conventions. It
// adds the Bearer access token (renewed first when its exp has passed), unwraps the {status, data} envelope
// so ra-data-simple-rest sees raw records and arrays, and turns a failed envelope into an HttpError whose
// body.errors maps each field at fault to its message — react-admin puts those on the form's inputs.
import { reportError } from '../../shell/error-reporting.ts';
import { fetchUtils, HttpError } from 'react-admin';
import { networkErrorMessage, refreshAccessToken } from '../../client/api.ts';
import { getSession, isExpired } from '../../client/session.ts';
import { ErrorCode, defaultMessages, type ApiError, type FieldError } from '../../shared/errors.ts';

export interface ApiErrorBody extends ApiError {
  /** react-admin's server-side validation shape: input source → message, plus the summary for the form. */
  errors?: Record<string, unknown>;
}

/** The message of a field error without its leading field path: the input it is shown under names the field. */
export function fieldMessage({ field, message }: FieldError): string {
  const text = message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** docs/product.md#api-errors's field list → react-admin's {source: message}; dotted paths become nested objects. */
export function fieldErrors(
  fields: FieldError[] | undefined,
  summary: string,
): Record<string, unknown> | undefined {
  if (!fields?.length) return undefined;
  const errors: Record<string, unknown> = { root: { serverError: summary } };
  for (const error of fields) {
    const path = error.field.split('.');
    let node = errors;
    path.forEach((key, i) => {
      if (i === path.length - 1) {
        if (node[key] === undefined) node[key] = fieldMessage(error);
      } else {
        if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
        node = node[key] as Record<string, unknown>;
      }
    });
  }
  return errors;
}

/** A failed envelope (or any non-2xx answer) as the HttpError react-admin understands. */
export function apiHttpError(status: number, body: unknown): HttpError {
  const failed = (body as { error?: ApiError } | null)?.error;
  const error: ApiError = failed?.code
    ? failed
    : {
        code: ErrorCode.internal,
        message: status >= 500 ? defaultMessages.INTERNAL_ERROR : `Request failed (${status})`,
      };
  const payload: ApiErrorBody = { ...error, errors: fieldErrors(error.fields, error.message) };
  return new HttpError(error.message, status, payload);
}

const tokenNotValid = () =>
  new HttpError(defaultMessages.token_not_valid, 401, {
    code: ErrorCode.tokenNotValid,
    message: defaultMessages.token_not_valid,
  } satisfies ApiErrorBody);

/** The access token to send: the stored one, or a renewed one when it has expired; null when logged out. */
export async function bearerToken(): Promise<string | null> {
  const session = getSession();
  if (!session?.access) return null;
  if (!isExpired(session.access)) return session.access;
  const renewed = await refreshAccessToken();
  if (!renewed) throw tokenNotValid();
  return renewed;
}

export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  // The server words its refusals in the page's language, <html lang> (docs/product.md#api-errors-words).
  headers.set('Accept-Language', globalThis.document?.documentElement.lang ?? '');
  const token = await bearerToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let result: { status: number; headers: Headers; body: string; json: unknown };
  try {
    result = await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (e) {
    if (e instanceof HttpError) throw apiHttpError(e.status, e.body);
    // A cancelled query is not a failure; anything else is the network (docs/product.md#api-network-failure:
    // code 400, reported).
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    reportError(e);
    const message = networkErrorMessage(e);
    throw new HttpError(message, 400, { code: ErrorCode.network, message } satisfies ApiErrorBody);
  }
  const envelope = result.json as { status?: string; data?: unknown } | undefined;
  if (envelope?.status !== 'success') throw apiHttpError(result.status, envelope);
  return { ...result, json: envelope.data };
}
