// Request validation with ajv: bodies are checked strictly (a number is not a string), while query
// strings and path parameters are text on the wire and are coerced to the declared types. Unknown fields
// are refused rather than silently dropped, and every error is reported so the client can mark each field.
import Ajv, { type AnySchema } from 'ajv';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { maxJsonDepth } from './json-limits.ts';

function createAjv(coerce: boolean, schemas: readonly AnySchema[]) {
  const ajv = new Ajv({
    allErrors: true,
    removeAdditional: false,
    useDefaults: true,
    coerceTypes: coerce ? 'array' : false,
    strict: false,
  });
  addFormats(ajv);
  addProjectFormats(ajv);
  for (const schema of schemas) ajv.addSchema(schema);
  return ajv;
}

/** PostgreSQL takes years 1 to 9999 as ISO text (later ones need a sign JavaScript writes and it refuses). */
const inDatabaseRange = (ms: number) => {
  const year = new Date(ms).getUTCFullYear();
  return Number.isFinite(ms) && year >= 1 && year <= 9999;
};
const formatCheck = (name: 'date' | 'date-time') => {
  const format = fullFormats[name] as { validate: (s: string) => boolean };
  return format.validate;
};
const isDateTime = formatCheck('date-time');
const isDate = formatCheck('date');

/**
 * Formats of our own: `money` is an amount in the currency unit with at most 2 decimals
 * (docs/product.md#formats-price:
 * "digits with at most 2 decimals"); the database keeps it as integer cents (docs/product.md#payments-money).
 * `date` and
 * `date-time` are RFC 3339 and also within the database's range (the instant, in UTC, in years 1–9999), so a
 * valid-looking date the database would refuse is a 400, not a 500.
 */
export function addProjectFormats(ajv: Ajv): Ajv {
  return ajv
    .addFormat('money', {
      type: 'number',
      validate: (n: number) => Number.isFinite(n) && Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
    })
    .addFormat('date-time', {
      type: 'string',
      validate: (s: string) => isDateTime(s) && inDatabaseRange(Date.parse(s)),
    })
    .addFormat('date', {
      type: 'string',
      validate: (s: string) => isDate(s) && inDatabaseRange(Date.parse(`${s}T00:00:00Z`)),
    });
}

/**
 * Text PostgreSQL cannot store or that no client meant to send: NUL (PostgreSQL refuses it in text) and
 * lone UTF-16 surrogates (they would be stored as U+FFFD, not as sent).
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
export const unstorableText = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Paths (a.b.0.c) of every string or key inside a value that holds unstorable text. Iterative (an explicit
 * stack), so no nesting of client data can overflow the call stack; values nested deeper than
 * `maxJsonDepth` are not looked into (the body parser refuses them before this runs).
 */
export function unstorableFields(value: unknown): string[] {
  const out: string[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (unstorableText.test(v)) out.push(path.join('.'));
    } else if (v !== null && typeof v === 'object' && path.length <= maxJsonDepth) {
      const entries = Array.isArray(v) ? v.map((item, i) => [String(i), item] as const) : Object.entries(v);
      // Pushed in reverse: paths come out in document order.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        if (!Array.isArray(v) && unstorableText.test(key)) out.push([...path, key].join('.'));
        else stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return out;
}

/** A canonical integer as text: no sign but a leading minus, no leading zeros, spaces, exponent or hex. */
const canonicalInteger = /^(0|-?[1-9][0-9]*)$/;

interface ValidationError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
}

/** The integer-typed properties of a params / querystring schema (where ajv would coerce loose text). */
function integerProperties(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  return Object.entries(properties)
    .filter(([, p]) => p.type === 'integer' || (Array.isArray(p.type) && p.type.includes('integer')))
    .map(([name]) => name);
}

/**
 * Checks that run before ajv on every part of every request: unstorable text anywhere (body, query,
 * params, headers), and, on text parts, integers written canonically (ajv's coercion would take " 24",
 * "+24", "024", "24.0", "24e0" and "0x18" as 24). They report in ajv's shape, so the error handler names
 * the fields like any other validation error.
 */
function preChecks(schema: unknown, text: boolean): (data: unknown) => ValidationError[] {
  const integers = text ? integerProperties(schema) : [];
  return (data) => {
    const errors: ValidationError[] = unstorableFields(data).map((field) => ({
      instancePath: field ? `/${field.replace(/\./g, '/')}` : '',
      keyword: 'format',
      params: {},
      message: 'must not contain NUL characters or unpaired surrogates',
    }));
    if (data && typeof data === 'object')
      for (const name of integers) {
        const value = (data as Record<string, unknown>)[name];
        if (typeof value === 'string' && !canonicalInteger.test(value))
          errors.push({
            instancePath: `/${name}`,
            keyword: 'type',
            params: { type: 'integer' },
            message: '',
          });
      }
    return errors;
  };
}

export function createValidatorCompiler(schemas: readonly object[]): FastifySchemaCompiler<AnySchema> {
  const body = createAjv(false, schemas as AnySchema[]);
  const text = createAjv(true, schemas as AnySchema[]);
  return ({ schema, httpPart }) => {
    const validate = (httpPart === 'body' ? body : text).compile(schema);
    const before = preChecks(schema, httpPart !== 'body');
    const checked = (data: unknown) => {
      const errors = before(data);
      if (errors.length) {
        checked.errors = errors as FastifySchemaValidationError[];
        return false;
      }
      const valid = validate(data) as boolean;
      checked.errors = validate.errors as FastifySchemaValidationError[] | null | undefined;
      return valid;
    };
    checked.errors = null as FastifySchemaValidationError[] | null | undefined;
    return checked;
  };
}

/**
 * For multipart routes: the handler streams and checks the body itself (files), so the body schema only
 * documents the form; params and query strings are still validated by `compiler`.
 */
export function multipartBodyCompiler(
  compiler: FastifySchemaCompiler<AnySchema>,
): FastifySchemaCompiler<AnySchema> {
  return (route) => (route.httpPart === 'body' ? () => true : compiler(route));
}
