// Turns every error into docs/product.md#api-errors's failed envelope: validation errors become 400 with the
// fields at fault,
// known failures keep their code, and anything unexpected is logged and becomes a 500 without details.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, defaultMessages, type ApiError, type FieldError } from '../../shared/errors.ts';
import { DEFAULT_LOCALE, negotiateLocale } from '../../shared/i18n/locales.ts';
import { wordsIn } from '../i18n/store-words.ts';
import { ApiFailure } from '../http-errors.ts';
import { fieldSaid } from '../i18n/english.ts';
import { listOf, refusal, sayError, word, type Said } from '../../shared/i18n/said.ts';
import { tooLarge } from '../json-limits.ts';
import crypto from 'node:crypto';
import { databaseFailure, failedStatement, isConnectionFault } from '../db/pg-errors.ts';
import { isStripeError, stripeFailure } from '../billing/stripe-errors.ts';

/** The words of one ajv error (docs/product.md#formats wording where it has one), keyed for every language. */
function describe(
  keyword: string,
  params: Record<string, unknown>,
  fallback: string | undefined,
): Said | string {
  switch (keyword) {
    case 'required':
      return refusal('field.required');
    case 'additionalProperties':
      return refusal('field.not_allowed');
    case 'minLength':
      return params.limit === 1
        ? refusal('field.required')
        : refusal('field.min_length', { limit: Number(params.limit) });
    case 'maxLength':
      return refusal('field.max_length', { limit: Number(params.limit) });
    case 'pattern':
    case 'format':
      return refusal('field.format');
    case 'type': {
      const types = String(params.type)
        .split(',')
        .map((t) => word(`errors.type.${t}`));
      const last = types.pop()!;
      return types.length
        ? refusal('field.type_or', { type: listOf(types, ', '), other: last })
        : refusal('field.type', { type: last });
    }
    case 'enum':
      return refusal('field.one_of', {
        values: listOf((params.allowedValues as unknown[]).map(String), ', '),
      });
    case 'minimum':
      return refusal('field.minimum', { limit: Number(params.limit) });
    case 'maximum':
      return refusal('field.maximum', { limit: Number(params.limit) });
    case 'exclusiveMinimum':
      return refusal('field.more_than', { limit: Number(params.limit) });
    case 'exclusiveMaximum':
      return refusal('field.less_than', { limit: Number(params.limit) });
    case 'multipleOf':
      return refusal('field.multiple_of', { step: Number(params.multipleOf) });
    case 'minItems':
      return refusal('field.min_items', { smart_count: Number(params.limit) });
    case 'maxItems':
      return refusal('field.max_items', { smart_count: Number(params.limit) });
    case 'uniqueItems':
      return refusal('field.unique_items');
    default:
      // ajv's own English for a keyword the product has no words for.
      return fallback ? `${fallback.charAt(0).toUpperCase()}${fallback.slice(1)}.` : refusal('field.invalid');
  }
}

/**
 * The error in the language the request asks for (Accept-Language: the faces send their page's language),
 * where the server keyed its words (docs/product.md#api-errors-words); English otherwise.
 */
function inAskedWords(request: FastifyRequest, error: ApiError): ApiError {
  const asked = request.headers['accept-language'];
  if (!asked) return error;
  const locale = negotiateLocale(asked);
  return locale === DEFAULT_LOCALE ? error : sayError(wordsIn(locale).t, locale, error);
}

function fieldsOf(error: FastifyError): FieldError[] {
  const fields: FieldError[] = [];
  for (const v of error.validation ?? []) {
    const params = v.params as Record<string, unknown>;
    const base = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const named = (params.missingProperty ?? params.additionalProperty) as string | undefined;
    const field = [base, named].filter(Boolean).join('.') || (error.validationContext ?? 'body');
    // One message per field: the first problem found is the one to fix.
    if (!fields.some((f) => f.field === field)) {
      const words = describe(v.keyword, params, v.message);
      fields.push(typeof words === 'string' ? { field, message: words } : fieldSaid(field, words));
    }
  }
  return fields;
}

export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    // A database refusal the input caused (duplicate, missing reference, another tenant's row) is a 4xx.
    // Stripe's refusal or outage is a 503 with its own code: the payment provider, not our fault or the input's.
    // A failure thrown on purpose (every 401/403/404) is answered as it is: it carries no driver error.
    const error = (
      thrown instanceof ApiFailure ? thrown : (databaseFailure(thrown) ?? stripeFailure(thrown) ?? thrown)
    ) as FastifyError;
    if (isStripeError(thrown))
      request.log.warn(
        {
          stripe: {
            type: thrown.type,
            code: thrown.code,
            requestId: thrown.requestId,
            status: thrown.statusCode,
          },
        },
        'stripe refused or unreachable',
      );
    if (error instanceof ApiFailure) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      if (error !== thrown && isConnectionFault(thrown))
        request.log.warn(
          { errorId: crypto.randomUUID(), ...failedStatement(thrown) },
          'database unavailable',
        );
      return reply.status(error.statusCode).send({
        status: 'failed',
        error: inAskedWords(request, {
          code: error.code,
          message: error.message,
          ...(error.said ? { message_key: error.said.key, message_params: error.said.params } : {}),
          ...(error.fields ? { fields: error.fields } : {}),
        }),
      });
    }
    if (error.validation) {
      const fields = inAskedWords(request, {
        code: ErrorCode.validation,
        message: defaultMessages.VALIDATION_ERROR,
        message_key: 'errors.code.validation_error',
        message_params: {},
        fields: fieldsOf(error),
      });
      const first = fields.fields?.[0];
      return reply.status(400).send({
        status: 'failed',
        // The summary names the first field; a face shows each field's words under its input.
        error: first
          ? { code: fields.code, message: `${first.field}: ${first.message}`, fields: fields.fields }
          : fields,
      });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const large = tooLarge();
      return reply.status(large.statusCode).send({
        status: 'failed',
        error: { code: large.code, message: large.message, fields: large.fields },
      });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large …
      return reply.status(status).send({
        status: 'failed',
        error: { code: error.code ?? ErrorCode.validation, message: error.message },
      });
    }
    // Logged by an error id with the statement and its SQLSTATE only: a failed query's message carries the
    // values bound to it (names, emails), which must not reach the logs.
    const errorId = crypto.randomUUID();
    const { statement, sqlState } = failedStatement(error);
    request.log.error(
      statement
        ? { errorId, statement, sqlState }
        : { errorId, err: { type: error.name, message: error.message, stack: error.stack } },
      'unhandled error',
    );
    return reply.status(500).send({
      status: 'failed',
      error: { code: ErrorCode.internal, message: `${defaultMessages.INTERNAL_ERROR} (error id ${errorId})` },
    });
  });
});
