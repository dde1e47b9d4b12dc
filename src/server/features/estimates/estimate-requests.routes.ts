// The storefront's estimate request (/request-estimate), for guests and customers alike: the request itself
// (JSON, schema-validated; a guest is recorded as a guest customer), then its photos one by one under the
// request's follow token (the token is the credential, so a guest needs no account), and the follow view
// the mailed link opens, where the holder of the token answers a quote (approve → an order paid in store, or
// decline), as the holder of a charge's payment token pays it. Public writes are counted per client address (public-write-limit.ts). The store
// reads a request's photos beside the estimate (GET /estimates/:id/photos).
import type { FastifyInstance } from 'fastify';
import { ESTIMATE_PHOTO_LIMIT } from '../../../../schemas/estimate-request.schema.ts';
import { responses } from '../../envelope.ts';
import { invalid } from '../../http-errors.ts';
import { emptyBodyAsObject, idParam, security } from '../../orders/http.ts';
import { permitted, publicRoute } from '../../route-meta.ts';
import { multipartBodyCompiler } from '../../validation.ts';
import { readForm } from '../uploads/read-form.ts';
import { checkImage } from '../uploads/uploads.service.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { presentPhoto } from './estimates.presenters.ts';
import { estimatePhotosOf } from './estimates.service.ts';
import {
  addRequestPhoto,
  answerQuote,
  followView,
  requestEstimateFromStorefront,
  requestOf,
  type EstimateRequestBody,
} from './estimate-requests.service.ts';

const tags = ['estimates'];
const tokenParams = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

export default async function estimateRequestRoutes(app: FastifyInstance) {
  app.post<{ Body: EstimateRequestBody }>(
    '/estimate-requests',
    {
      ...publicRoute({}, { throttled: true }),
      schema: {
        tags,
        security: [{}, ...security],
        summary:
          'Ask a store for an estimate from its storefront: a guest gives contact details (recorded as a ' +
          'guest customer), a customer is known by the session. Answers the follow token, under which up ' +
          `to ${ESTIMATE_PHOTO_LIMIT} photos are added; the requester is mailed a link to follow it.`,
        body: { $ref: 'StorefrontEstimateRequest#' },
        response: responses(201, { $ref: 'EstimateReceipt#' }, 400, 401, 403, 429),
      },
    },
    async (request, reply) => {
      const created = await requestEstimateFromStorefront(app, request, request.body);
      reply.status(201);
      return {
        status: 'success',
        data: {
          id: created.id,
          estimate_no: created.estimateNo,
          follow_token: created.followToken!,
          photo_limit: ESTIMATE_PHOTO_LIMIT,
        },
      };
    },
  );

  app.post<{ Params: { token: string } }>(
    '/estimate-requests/:token/photos',
    {
      config: { meta: { public: true, objects: { token: 'token' }, multipart: true } },
      validatorCompiler: multipartBodyCompiler(app.validatorCompiler!),
      schema: {
        tags,
        security: [{}, ...security],
        summary:
          `Add a photo to an estimate request (its follow token is the credential; at most ${ESTIMATE_PHOTO_LIMIT}, ` +
          'each an image of at most 8388608 bytes) while it waits for its quote. Only the store and the ' +
          'customer who sent it can read it.',
        consumes: ['multipart/form-data'],
        params: tokenParams,
        body: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', format: 'binary' } },
        },
        response: responses(201, { $ref: 'EstimatePhoto#' }, 400, 404, 409, 413, 429),
      },
    },
    async (request, reply) => {
      // The upload is judged first, as a JSON body is before any handler runs: bad input is a 400 whatever the token.
      const { file, fileName, fields } = await readForm(request);
      const unknownField = Object.keys(fields)[0];
      if (unknownField)
        throw invalid([{ field: unknownField, message: `${unknownField} is not an allowed field` }]);
      const contentType = checkImage(file);
      const row = await addRequestPhoto(app, request, request.params.token, {
        file: file!,
        fileName,
        contentType,
      });
      reply.status(201);
      return { status: 'success', data: presentPhoto(row) };
    },
  );

  app.get<{ Params: { token: string } }>(
    '/estimate-requests/:token',
    {
      ...publicRoute({ token: 'token' }),
      schema: {
        tags,
        summary:
          'Follow an estimate request by its token (the mailed link): its state, the quoted items and total; ' +
          'no personal data',
        params: tokenParams,
        response: responses(200, { $ref: 'EstimateFollow#' }, 400, 404),
      },
    },
    async (request) => {
      const found = await requestOf(app, request.params.token);
      return { status: 'success', data: await followView(app, found) };
    },
  );

  app.post<{ Params: { token: string; action: 'approve' | 'decline' } }>(
    '/estimate-requests/:token/transitions/:action',
    {
      ...publicRoute({ token: 'token', action: 'value' }),
      preValidation: emptyBodyAsObject,
      schema: {
        tags,
        security: [{}, ...security],
        summary:
          'Answer a quoted estimate request by its follow token: approve (it becomes a sales order, paid in ' +
          'store; the answer names its order number) or decline. 409 unless the estimate is quoted.',
        params: {
          ...tokenParams,
          required: ['token', 'action'],
          properties: { ...tokenParams.properties, action: { type: 'string', enum: ['approve', 'decline'] } },
        },
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: responses(200, { $ref: 'EstimateFollow#' }, 400, 404, 409),
      },
    },
    async (request) => {
      const { token, action } = request.params;
      return { status: 'success', data: await answerQuote(app, request, token, action) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/estimates/:id/photos',
    {
      ...permitted(app, permitOf('estimates:photos'), { id: 'estimates' }),
      schema: {
        tags,
        security,
        summary: 'The photos sent with an estimate request',
        params: idParam,
        response: responses(200, { type: 'array', items: { $ref: 'EstimatePhoto#' } }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const rows = await estimatePhotosOf(request, request.params.id);
      return { status: 'success', data: rows.map(presentPhoto) };
    },
  );
}
