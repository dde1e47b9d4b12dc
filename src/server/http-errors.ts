// Errors a handler throws on purpose; the error handler turns them into docs/product.md#api-errors's failed
// envelope.
import {
  ErrorCode,
  defaultMessages,
  httpStatusOf,
  type ErrorCodeValue,
  type FieldError,
} from '../shared/errors.ts';

export class ApiFailure extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    message?: string,
    readonly fields?: FieldError[],
    readonly statusCode: number = httpStatusOf[code],
    /** Sent as Retry-After (seconds) with 429 and 503: when trying again may succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    // No stack trace: a failure thrown on purpose is answered, never logged with its stack, and capturing
    // one cost ~40 µs — most of the CPU time of a 401 (docs/performance.md, "The hot path").
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message ?? defaultMessages[code]);
    Error.stackTraceLimit = limit;
  }
}

export const notFound = (message?: string) => new ApiFailure(ErrorCode.notFound, message);
export const forbidden = (message?: string) => new ApiFailure(ErrorCode.forbidden, message);
export const conflict = (message: string) => new ApiFailure(ErrorCode.conflict, message);
export const invalid = (fields: FieldError[], message?: string) =>
  new ApiFailure(ErrorCode.validation, message ?? fields[0]?.message, fields);
export const unavailable = (retryAfterSeconds = 1) =>
  new ApiFailure(ErrorCode.unavailable, undefined, undefined, 503, retryAfterSeconds);
