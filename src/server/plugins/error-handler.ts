// Turns every error into docs/product.md#api-errors's failed envelope: validation errors become 400 with the
// fields at fault,
// known failures keep their code, and anything unexpected is logged and becomes a 500 without details.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, defaultMessages, type FieldError } from '../../shared/errors.ts';
import { ApiFailure } from '../http-errors.ts';
import { tooLarge } from '../json-limits.ts';
import crypto from 'node:crypto';
import { databaseFailure, failedStatement, isConnectionFault } from '../db/pg-errors.ts';
import { isStripeError, stripeFailure } from '../billing/stripe-errors.ts';

/** A person-readable message for one ajv error (docs/product.md#formats wording where it has one). */
function describe(keyword: string, params: Record<string, unknown>, fallback: string | undefined): string {
  switch (keyword) {
    case 'required':
      return 'This field is required.';
    case 'additionalProperties':
      return 'This field is not allowed.';
    case 'minLength':
      return params.limit === 1 ? 'This field is required.' : `Must be at least ${params.limit} characters.`;
    case 'maxLength':
      return `Must be at most ${params.limit} characters.`;
    case 'pattern':
    case 'format':
      return 'Incorrect format';
    case 'type':
      return `Must be ${String(params.type).replace(',', ' or ')}.`;
    case 'enum':
      return `Must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'minimum':
      return `Must be at least ${params.limit}.`;
    case 'maximum':
      return `Must be at most ${params.limit}.`;
    default:
      return fallback
        ? `${fallback.charAt(0).toUpperCase()}${fallback.slice(1)}.`
        : 'This value is not valid.';
  }
}

function fieldsOf(error: FastifyError): FieldError[] {
  const fields: FieldError[] = [];
  for (const v of error.validation ?? []) {
    const params = v.params as Record<string, unknown>;
    const base = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const named = (params.missingProperty ?? params.additionalProperty) as string | undefined;
    const field = [base, named].filter(Boolean).join('.') || (error.validationContext ?? 'body');
    // One message per field: the first problem found is the one to fix.
    if (!fields.some((f) => f.field === field))
      fields.push({ field, message: describe(v.keyword, params, v.message) });
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
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        },
      });
    }
    if (error.validation) {
      const fields = fieldsOf(error);
      return reply.status(400).send({
        status: 'failed',
        error: {
          code: ErrorCode.validation,
          message: fields[0] ? `${fields[0].field}: ${fields[0].message}` : defaultMessages.VALIDATION_ERROR,
          fields,
        },
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
