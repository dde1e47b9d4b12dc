// PostgreSQL errors a request can provoke with input the schemas let through (a duplicate, a reference to a
// row that is not there, a row another tenant owns) become section 8's failures instead of a 500: 409 for
// conflicts, 400 naming the field, 403 when row-level security refuses a write.
import { ErrorCode, type FieldError } from '../../shared/errors.ts';
import { ApiFailure, conflict, forbidden, invalid } from '../http-errors.ts';

interface PgError {
  code: string;
  detail?: string;
  constraint?: string;
  column?: string;
  table?: string;
}

/** The driver's error, found through Drizzle's wrapping (`cause`). */
function findPgError(error: unknown): PgError | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as Partial<PgError> & { severity?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code) && candidate.severity)
      return candidate as PgError;
    e = candidate.cause;
  }
  return null;
}

const tenantColumns = new Set(['store_id', 'vendor_id', 'audience']);

/** Constraints whose key is an expression: the field a person would fix. */
const constraintFields: Record<string, string> = { users_login_key: 'email' };

/** The record fields named in a constraint's detail: `Key (store_id, tag)=(1, x) already exists.` */
function fieldsOfDetail(detail: string | undefined): string[] {
  const key = /Key \((.*)\)=\(/s.exec(detail ?? '')?.[1] ?? '';
  const names = key.match(/\b[a-z_][a-z0-9_]*\b/g) ?? [];
  const skip = new Set(['lower', 'case', 'when', 'then', 'else', 'end', 'storefront']);
  return [...new Set(names.filter((n) => !tenantColumns.has(n) && !skip.has(n)))];
}

export function databaseFailure(error: unknown): ApiFailure | null {
  const pg = findPgError(error);
  if (!pg) return null;
  const known = pg.constraint ? constraintFields[pg.constraint] : undefined;
  const fields = known ? [known] : fieldsOfDetail(pg.detail);
  const named = (message: string): FieldError[] =>
    (fields.length ? fields : [pg.column ?? 'body']).map((field) => ({ field, message: `${field} ${message}` }));
  switch (pg.code) {
    case '23505':
      return new ApiFailure(
        ErrorCode.conflict,
        `${fields.join(', ') || 'This record'} is already in use.`,
        named('is already in use'),
      );
    case '23503':
      // Deleting a row others still point at is a conflict; pointing at a missing row is bad input.
      if (/still referenced/.test(pg.detail ?? '')) return conflict('This record is still in use.');
      return invalid(named('does not exist'));
    case '42501':
      return forbidden();
    case '23502':
    case '23514':
    case '22001':
    case '22003':
    case '22007':
    case '22008':
    case '22P02':
      return invalid(named('is not valid'));
    default:
      return null;
  }
}
