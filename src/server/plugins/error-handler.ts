// Turns every error into section 8's failed envelope: validation errors become 400 with the fields at fault,
// known failures keep their code, and anything unexpected is logged and becomes a 500 without details.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, defaultMessages, type FieldError } from '../../shared/errors.ts';
import { ApiFailure } from '../http-errors.ts';
import { databaseFailure } from '../db/pg-errors.ts';

function fieldsOf(error: FastifyError): FieldError[] {
  return (error.validation ?? []).map((v) => {
    const base = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const missing = (v.params as { missingProperty?: string }).missingProperty;
    const extra = (v.params as { additionalProperty?: string }).additionalProperty;
    const field = [base, missing ?? extra].filter(Boolean).join('.') || (error.validationContext ?? 'body');
    const message = extra ? 'is not an allowed field' : (v.message ?? 'is not valid');
    return { field, message: `${field} ${message}` };
  });
}

export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    // A database refusal the input caused (duplicate, missing reference, another tenant's row) is a 4xx.
    const error = (databaseFailure(thrown) ?? thrown) as FastifyError;
    if (error instanceof ApiFailure) {
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
          message: fields[0]?.message ?? defaultMessages.VALIDATION_ERROR,
          fields,
        },
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large …
      return reply.status(status).send({
        status: 'failed',
        error: { code: error.code ?? ErrorCode.validation, message: error.message },
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      status: 'failed',
      error: { code: ErrorCode.internal, message: defaultMessages.INTERNAL_ERROR },
    });
  });
});
