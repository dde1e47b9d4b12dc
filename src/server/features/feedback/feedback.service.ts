// Feedback after completion: the customer rates a completed order once, with the opaque token of the link
// (sent with the completion notification) as the only credential; the store hears of it as an event.
import { inScope, type Database, type Transaction } from '../../db/database.ts';
import { conflict, notFound } from '../../http-errors.ts';
import { emit } from '../../orders/events.ts';
import { feedbackWithOrder, lockFeedback, recordFeedback, storeOfToken } from './feedback.repository.ts';
import { said } from '../../../shared/i18n/said.ts';
import { englishOf } from '../../i18n/english.ts';

/** Runs fn in the store scope of the token's feedback (404 for a token that does not exist). */
async function inFeedbackScope<T>(
  db: Database,
  token: string,
  fn: (tx: Transaction, storeId: number) => Promise<T>,
) {
  const storeId = await inScope(db, { kind: 'platform' }, (tx) => storeOfToken(tx, token));
  if (storeId === undefined) throw notFound('This feedback link is not valid.');
  return inScope(db, { kind: 'store', storeId }, (tx) => fn(tx, storeId));
}

async function page(tx: Transaction, token: string) {
  const row = (await feedbackWithOrder(tx, token))!;
  return {
    order_no: row.orderNo,
    store_name: row.storeName,
    submitted: row.feedback.submittedAt !== null,
    rating: row.feedback.rating,
    comment: row.feedback.comment,
  };
}

/** The feedback page of a token. */
export function feedbackPage(db: Database, token: string) {
  return inFeedbackScope(db, token, (tx) => page(tx, token));
}

/** Leaves the feedback once (a second time is a 409) and tells the store. */
export function leaveFeedback(
  db: Database,
  token: string,
  body: { rating: number; comment?: string | null },
) {
  return inFeedbackScope(db, token, async (tx, storeId) => {
    const row = (await lockFeedback(tx, token))!;
    if (row.submittedAt) throw conflict('Feedback was already left for this order.');
    await recordFeedback(tx, row.id, {
      rating: body.rating,
      comment: body.comment ?? null,
      submittedAt: new Date(),
    });
    const result = await page(tx, token);
    const rated = said('order_rated', { order_no: result.order_no, rating: body.rating });
    await emit(tx, {
      storeId,
      type: 'feedback.submitted',
      entity: 'feedback',
      entityId: row.id,
      salesOrderId: row.salesOrderId,
      actor: { principal: null, token },
      said: rated,
      payload: {
        order_no: result.order_no,
        message: englishOf(rated),
        note: body.comment ?? null,
      },
    });
    return result;
  });
}
