// A customer's view of their order's money: the payments, the balance (the order's ledger:
// docs/product.md#payments-ledger) and the charges asked for, each with the storefront page that pays it
// while it is requested. Only what the customer may know (no internal fields).
import type { FastifyRequest } from 'fastify';
import { paymentPathOf } from '../charges/charges.lifecycle.ts';
import { said } from '../../../shared/i18n/said.ts';
import { englishOf } from '../../i18n/english.ts';
import { OwnerType } from '../../../shared/roles.ts';
import { actorOf } from '../../orders/http.ts';
import { visibleOrder } from '../sales-orders/sales-orders.service.ts';
import { balanceOf } from '../ledger/ledger.service.ts';
import { chargesOfOrder, paymentsOfOrder } from './account-orders.repository.ts';

const cents = (n: number) => n / 100;

/** A charge's title in words each reader gets in their language (docs/product.md#languages-server-sentences). */
function chargeTitle(c: { kind: string; itemNumber: string | null; requestedBy: number }) {
  const title =
    c.kind === 'additional'
      ? said(
          c.requestedBy === OwnerType.vendor
            ? 'additional_charge_requested.vendor'
            : 'additional_charge_requested.store',
          { item_number: c.itemNumber ?? '' },
        )
      : said('extra_charge');
  return { title: englishOf(title), title_key: title.key, title_params: title.params };
}

export function accountOrderBalance(request: FastifyRequest, orderId: number) {
  return request.inTenant(async (tx) => {
    const order = await visibleOrder(tx, orderId, actorOf(request));
    const paid = await paymentsOfOrder(tx, order);
    const asked = await chargesOfOrder(tx, order);
    // The ledger's figures (docs/product.md#payments-ledger): the same as the store's order page.
    const figures = await balanceOf(tx, order);
    const netPaid = figures.paidCents - figures.refundedCents;
    const closed = order.status === 'cancelled' || order.status === 'refunded';
    return {
      total: cents(figures.chargedCents),
      paid: cents(netPaid),
      balance: cents(figures.balanceCents),
      payable: cents(figures.payableCents),
      deposit_due: cents(closed ? 0 : Math.max(0, order.depositCents - netPaid)),
      payment_path: figures.payableCents > 0 ? request.server.paymentLinks.path(order) : null,
      payments: paid.map((p) => ({
        id: p.id,
        subject: p.subject,
        amount: cents(p.amountCents),
        method: p.method,
        status: p.status,
        created_at: p.createdAt.toISOString(),
      })),
      charges: asked.map((c) => ({
        id: c.id,
        kind: c.kind,
        ...chargeTitle(c),
        reason: c.reason,
        amount: cents(c.amountCents),
        status: c.status,
        created_at: c.createdAt.toISOString(),
        paid_at: c.paidAt?.toISOString() ?? null,
        payment_path: c.status === 'requested' ? paymentPathOf(c) : null,
      })),
    };
  });
}
