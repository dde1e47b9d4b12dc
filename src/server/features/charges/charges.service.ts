// The customer's payment pages of charges: the charge a token names on the page of its kind, what it shows,
// and answering it — agreeing to pay in store, paying by card where the store takes cards (once per
// idempotency key), or declining (docs/product.md#orders-charge-answer). The lifecycle is charges.lifecycle.ts; the queries are in the repository.
import type { FastifyRequest } from 'fastify';
import type { ChargeKind } from '../../../shared/state-machines.ts';
import { inScope, type Database, type Transaction } from '../../db/database.ts';
import { conflict, notFound } from '../../http-errors.ts';
import { fromCents } from '../../crud/record-mapping.ts';
import { requireCardPayments, startCardPayment } from '../../orders/payments/card-payments.ts';
import { customerPaymentMethods } from '../../orders/payments/provider.ts';
import { idempotent } from '../../orders/payments/idempotency.ts';
import type { CustomerPaymentMethod } from '../../orders/payments/payment-provider.ts';
import { runTransition } from '../../orders/transition.ts';
import { chargeLifecycle, chargeOfToken, requesterLabel } from './charges.lifecycle.ts';
import { chargePageOf, lockChargeWithOrder } from './charges.repository.ts';

/** The charge a token names, on the page of its kind (an extra charge's token on the additional page: 404). */
async function chargeOf(db: Database, kind: ChargeKind, token: string) {
  const row = await inScope(db, { kind: 'platform' }, (tx) => chargeOfToken(tx, token));
  if (!row || row.kind !== kind) throw notFound('This payment link is not valid.');
  return row;
}

/** The payment page of a charge: what it is for, how much, its state and how it can be paid. */
export async function chargePaymentView(db: Database, kind: ChargeKind, token: string) {
  const { storeId } = await chargeOf(db, kind, token);
  return inScope(db, { kind: 'store', storeId }, async (tx) => {
    const row = (await chargePageOf(tx, token))!;
    const c = row.charge;
    return {
      kind,
      reference: c.itemNumber ?? row.orderNo,
      amount: fromCents(c.amountCents),
      reason: c.reason,
      status: c.status,
      store_name: row.storeName,
      requested_by: requesterLabel(c.requestedBy),
      payment_methods: await customerPaymentMethods(tx, storeId),
    };
  });
}

/** Starts paying a charge by card: it is paid (and held work resumes) once the provider collects it. */
async function payByCard(
  tx: Transaction,
  kind: ChargeKind,
  id: number,
  token: string,
  request: FastifyRequest,
): Promise<{ status: number; body: { redirect_url: string | null } }> {
  const charge = (await lockChargeWithOrder(tx, id, token))!;
  const c = charge.charge;
  if (c.status !== 'requested') throw conflict(`This charge is ${c.status}: there is nothing to pay.`);
  const started = await startCardPayment(tx, {
    storeId: c.storeId,
    salesOrderId: c.salesOrderId,
    subject: `${kind}_charge`,
    subjectId: c.id,
    amountCents: c.amountCents,
    description:
      kind === 'additional'
        ? `Additional charge on ${c.itemNumber}`
        : `Extra charge on order ${charge.orderNo}`,
    returnPath: `/extra-middle-page?kind=${kind}&gutter=${token}`,
    userId: request.principal?.userId ?? null,
  });
  return { status: 200, body: { redirect_url: started.redirectUrl } };
}

/**
 * Pays a charge from its page (`path` names the operation for the idempotency key); the answer is the
 * stored one of the key (a card payment's redirect_url).
 */
export async function payCharge(
  db: Database,
  request: FastifyRequest,
  kind: ChargeKind,
  path: string,
  token: string,
  body: { method?: CustomerPaymentMethod },
  key: string | undefined,
) {
  const { storeId, id } = await chargeOf(db, kind, token);
  const actor = { principal: request.principal, token };
  return inScope(db, { kind: 'store', storeId }, async (tx) => {
    // Bad input before state: a card where the store takes none is a 400 whatever the charge's state.
    if (body.method === 'card') await requireCardPayments(tx, storeId, 'method');
    return idempotent(tx, storeId, key, `POST /${path}/:gutter`, { token, ...body }, async () => {
      if (body.method === 'card') return payByCard(tx, kind, id, token, request);
      // docs/product.md#orders-charge-answer: paying in store is agreeing now; the counter takes the money.
      await runTransition(tx, chargeLifecycle(kind), id, 'agree', actor, { method: 'in_store' });
      return { status: 200, body: { redirect_url: null } };
    });
  });
}

/** The customer declines a charge from its page (docs/product.md#orders-charge-answer): nothing is owed. */
export async function declineCharge(
  db: Database,
  request: FastifyRequest,
  kind: ChargeKind,
  token: string,
  body: { reason?: string },
) {
  const { storeId, id } = await chargeOf(db, kind, token);
  const actor = { principal: request.principal, token };
  const reason = body.reason?.trim();
  await inScope(db, { kind: 'store', storeId }, (tx) =>
    runTransition(tx, chargeLifecycle(kind), id, 'decline', actor, {
      declined_by: 'customer',
      reason: reason || null,
    }),
  );
  return chargePaymentView(db, kind, token);
}
