// PostgreSQL errors a request can provoke with input the schemas let through (a duplicate, a reference to a
// row that is not there, a row another tenant owns) become docs/product.md#api-errors's failures instead of a
// 500: 409 for
// conflicts, 400 naming the field, 403 when row-level security refuses a write.
import { ErrorCode, type FieldError } from '../../shared/errors.ts';
import { SQL, is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { ApiFailure, conflict, forbidden, invalid, unavailable } from '../http-errors.ts';
import * as schema from './schema/index.ts';

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

/**
 * Constraint name → the columns a person would fix, from the Drizzle schema (unique indexes and
 * constraints, foreign keys). PostgreSQL leaves the key out of the message on tables with row-level
 * security, so the constraint's name is what tells which field was at fault.
 */
const constraintFields: ReadonlyMap<string, string[]> = fieldsByConstraint();

function fieldsByConstraint() {
  const byName = new Map<string, string[]>([['users_login_key', ['email']]]);
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const add = (name: string | undefined, columns: { name: string }[]) => {
      // Drizzle names columns by their property; the database (casing: snake_case) and the API snake-case them.
      const fields = columns
        .map((c) => c.name.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`))
        .filter((c) => !tenantColumns.has(c));
      if (name && fields.length && !byName.has(name)) byName.set(name, fields);
    };
    for (const index of config.indexes)
      if (index.config.unique)
        add(
          index.config.name,
          index.config.columns.flatMap((c) => {
            const name = is(c, SQL) ? undefined : (c as { name?: unknown }).name;
            return typeof name === 'string' ? [{ name }] : [];
          }),
        );
    for (const unique of config.uniqueConstraints) add(unique.getName(), unique.columns);
    const snake = (name: string) => name.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
    for (const fk of config.foreignKeys) add(snake(fk.getName()), fk.reference().columns);
  }
  return byName;
}

/** The record fields named in a constraint's detail: `Key (store_id, tag)=(1, x) already exists.` */
function fieldsOfDetail(detail: string | undefined): string[] {
  const key = /Key \((.*)\)=\(/s.exec(detail ?? '')?.[1] ?? '';
  const names = key.match(/\b[a-z_][a-z0-9_]*\b/g) ?? [];
  const skip = new Set(['lower', 'case', 'when', 'then', 'else', 'end', 'storefront']);
  return [...new Set(names.filter((n) => !tenantColumns.has(n) && !skip.has(n)))];
}

/**
 * The database went away under the request (restart, fail-over, pg_terminate_backend, a proxy closing the
 * session, the pool unable to connect): nothing the caller did wrong, and trying again soon will work.
 * PostgreSQL's classes 08 (connection exception) and 57P0x (operator intervention), 53300 (too many
 * connections), and the driver's own socket errors, found anywhere in the cause chain.
 */
const driverMessages =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended|Cannot use a pool after calling end|Query read timeout/;
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);

export function isConnectionFault(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const candidate = e as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (/^08/.test(code) || /^57P0[1-4]$/.test(code) || code === '53300' || socketCodes.has(code))
      return true;
    if (typeof candidate.message === 'string' && driverMessages.test(candidate.message)) return true;
    e = candidate.cause;
  }
  return false;
}

/**
 * A transaction that lost to a concurrent one: serialization failure (40001) or deadlock (40P01). Running
 * it again is the remedy (database.ts retries it a few times); anywhere in the cause chain.
 */
export function isRetryableConflict(error: unknown): boolean {
  const code = findPgError(error)?.code;
  return code === '40001' || code === '40P01';
}

/** The text of a failed statement for the log: the SQL with its placeholders, never the values bound to them. */
export function failedStatement(error: unknown): { statement?: string; sqlState?: string } {
  let statement: string | undefined;
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const candidate = e as { query?: unknown; code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof candidate.query === 'string') statement ??= candidate.query;
    if (typeof candidate.code === 'string' && candidate.severity)
      return { statement, sqlState: candidate.code };
    e = candidate.cause;
  }
  return { statement };
}

export function databaseFailure(error: unknown): ApiFailure | null {
  if (isConnectionFault(error)) return unavailable(1);
  const pg = findPgError(error);
  if (!pg) return null;
  // Still losing to concurrent transactions after the retries (40001, 40P01), or past the request's
  // database deadline (57014 statement_timeout, 55P03 lock_timeout): try again shortly.
  if (isRetryableConflict(error) || pg.code === '57014' || pg.code === '55P03') return unavailable(1);
  const fields = (pg.constraint && constraintFields.get(pg.constraint)) || fieldsOfDetail(pg.detail);
  const named = (message: string): FieldError[] =>
    (fields.length ? fields : [pg.column ?? 'body']).map((field) => ({
      field,
      message: `${field} ${message}`,
    }));
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
