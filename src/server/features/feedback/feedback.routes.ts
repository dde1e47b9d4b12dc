// Feedback after completion (spec route /feedback/:token): the customer rates a completed order once. The
// opaque token in the link (sent with the completion notification) is the only credential.
import { eq } from 'drizzle-orm';
import { inScope, type Transaction } from '../../db/database.ts';
import { feedback, salesOrders, stores } from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { conflict, notFound } from '../../http-errors.ts';
import { publicRoute } from '../../route-meta.ts';
import { emit } from '../../orders/events.ts';
import type { ApiInstance } from '../../schema-types.ts';

const tokenParams = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

const tags = ['feedback'];

export default async function feedbackRoutes(app: ApiInstance) {
  /** The feedback row of a token, read in its store's scope. */
  const inFeedbackScope = async <T>(token: string, fn: (tx: Transaction, storeId: number) => Promise<T>) => {
    const [found] = await inScope(app.db, { kind: 'platform' }, (tx) =>
      tx.select({ storeId: feedback.storeId }).from(feedback).where(eq(feedback.token, token)),
    );
    if (!found) throw notFound('This feedback link is not valid.');
    return inScope(app.db, { kind: 'store', storeId: found.storeId }, (tx) => fn(tx, found.storeId));
  };

  const page = async (tx: Transaction, token: string) => {
    const [row] = await tx
      .select({ feedback, orderNo: salesOrders.orderNo, storeName: stores.name })
      .from(feedback)
      .innerJoin(salesOrders, eq(salesOrders.id, feedback.salesOrderId))
      .innerJoin(stores, eq(stores.id, feedback.storeId))
      .where(eq(feedback.token, token));
    return {
      order_no: row!.orderNo,
      store_name: row!.storeName,
      submitted: row!.feedback.submittedAt !== null,
      rating: row!.feedback.rating,
      comment: row!.feedback.comment,
    };
  };

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
      data: await inFeedbackScope(request.params.token, (tx) => page(tx, request.params.token)),
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
      const { token } = request.params;
      const data = await inFeedbackScope(token, async (tx, storeId) => {
        const [row] = await tx.select().from(feedback).where(eq(feedback.token, token)).for('update');
        if (row!.submittedAt) throw conflict('Feedback was already left for this order.');
        await tx
          .update(feedback)
          .set({
            rating: request.body.rating,
            comment: request.body.comment ?? null,
            submittedAt: new Date(),
          })
          .where(eq(feedback.id, row!.id));
        const result = await page(tx, token);
        await emit(tx, {
          storeId,
          type: 'feedback.submitted',
          entity: 'feedback',
          entityId: row!.id,
          salesOrderId: row!.salesOrderId,
          actor: { principal: null, token },
          payload: {
            order_no: result.order_no,
            message: `Order ${result.order_no} was rated ${request.body.rating} of 5`,
            note: request.body.comment ?? null,
          },
        });
        return result;
      });
      reply.status(201);
      return { status: 'success', data };
    },
  );
}
