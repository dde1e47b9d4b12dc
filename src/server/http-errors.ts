// Errors a handler throws on purpose; the error handler turns them into docs/product.md#api-errors's failed
// envelope.
import {
  ErrorCode,
  defaultMessages,
  httpStatusOf,
  type ErrorCodeValue,
  type FieldError,
} from '../shared/errors.ts';
import { refusal, type RefusalKey, type Said } from '../shared/i18n/said.ts';
import { englishOf } from './i18n/english.ts';

/** What a refusal says: English words as they are, or a sentence each reader gets in their language. */
export type Refusal = string | Said;

/** The catalogue key of a code's default words ("STORE.INACTIVE" → errors.code.store_inactive). */
const codeWords = (code: ErrorCodeValue): Said =>
  refusal(`code.${code.toLowerCase().replace(/\./g, '_')}` as RefusalKey);

export class ApiFailure extends Error {
  /** The words' key and params, sent beside the English message (docs/product.md#api-errors-words). */
  readonly said: Said | undefined;
  constructor(
    readonly code: ErrorCodeValue,
    message?: Refusal,
    readonly fields?: FieldError[],
    readonly statusCode: number = httpStatusOf[code],
    /** Sent as Retry-After (seconds) with 429 and 503: when trying again may succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    // No stack trace: a failure thrown on purpose is answered, never logged with its stack, and capturing
    // one cost ~40 µs — most of the CPU time of a 401 (docs/performance.md, "The hot path").
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(
      message === undefined
        ? defaultMessages[code]
        : typeof message === 'string'
          ? message
          : englishOf(message),
    );
    Error.stackTraceLimit = limit;
    this.said = message === undefined ? codeWords(code) : typeof message === 'string' ? undefined : message;
  }
}

export const notFound = (message?: Refusal) => new ApiFailure(ErrorCode.notFound, message);
export const forbidden = (message?: Refusal) => new ApiFailure(ErrorCode.forbidden, message);
export const conflict = (message: Refusal) => new ApiFailure(ErrorCode.conflict, message);
/** A 400 naming the fields at fault; its message is the first field's (with its words, when keyed). */
export const invalid = (fields: FieldError[], message?: Refusal) =>
  new ApiFailure(ErrorCode.validation, message ?? firstField(fields), fields);

const firstField = (fields: FieldError[]): Refusal | undefined => {
  const first = fields[0];
  if (!first) return undefined;
  return first.message_key ? { key: first.message_key, params: first.message_params ?? {} } : first.message;
};
export const unavailable = (retryAfterSeconds = 1) =>
  new ApiFailure(ErrorCode.unavailable, undefined, undefined, 503, retryAfterSeconds);
