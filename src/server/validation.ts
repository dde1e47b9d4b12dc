// Request validation with ajv: bodies are checked strictly (a number is not a string), while query
// strings and path parameters are text on the wire and are coerced to the declared types. Unknown fields
// are refused rather than silently dropped, and every error is reported so the client can mark each field.
import Ajv, { type AnySchema } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

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

/**
 * Formats of our own: `money` is an amount in the currency unit with at most 2 decimals (spec section 5:
 * "digits with at most 2 decimals"); the database keeps it as integer cents (decisions.md).
 */
export function addProjectFormats(ajv: Ajv): Ajv {
  return ajv.addFormat('money', {
    type: 'number',
    validate: (n: number) => Number.isFinite(n) && Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
  });
}

export function createValidatorCompiler(schemas: readonly object[]): FastifySchemaCompiler<AnySchema> {
  const body = createAjv(false, schemas as AnySchema[]);
  const text = createAjv(true, schemas as AnySchema[]);
  return ({ schema, httpPart }) => (httpPart === 'body' ? body : text).compile(schema);
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
