// Feedback after completion (the storefront's /feedback/:token): the customer rates a completed order once. The
// opaque token in the link (sent with the completion notification) is the only credential.
import { responses } from '../../envelope.ts';
import { publicRoute } from '../../route-meta.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { feedbackPage, leaveFeedback } from './feedback.service.ts';

const tokenParams = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

const tags = ['feedback'];

export default async function feedbackRoutes(app: ApiInstance) {
  app.get(
    '/order-feedback/:token',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary: 'The feedback page of a completed order (storefront /feedback/:token)',
        params: tokenParams,
        response: responses(200, { $ref: 'FeedbackPage#' }, 400, 404),
      },
    },
    async (request) => ({
      status: 'success',
      data: await feedbackPage(app.db, request.params.token),
    }),
  );

  app.post(
    '/order-feedback/:token',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary: 'Leave feedback on a completed order, once (a second time is a 409)',
        params: tokenParams,
        body: { $ref: 'FeedbackRequest#' },
        response: responses(201, { $ref: 'FeedbackPage#' }, 400, 404, 409),
      },
    },
    async (request, reply) => {
      const data = await leaveFeedback(app.db, request.params.token, request.body);
      reply.status(201);
      return { status: 'success', data };
    },
  );
}
