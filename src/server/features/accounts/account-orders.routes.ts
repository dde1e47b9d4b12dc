// A customer's view of their order's money (My account's order page): the payments, the balance and the
// charges asked for, each with the storefront page that pays it. The store's own reads of payments and
// charges (orders.routes.ts) carry internal fields; this answers only what the customer may know.
import { and, asc, eq } from 'drizzle-orm';
import { charges, payments } from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { paymentPathOf, requesterLabel } from '../../orders/charges.ts';
import { actorOf, idParam, security } from '../../orders/http.ts';
import { permitted } from '../../route-meta.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { visibleOrder } from '../sales-orders/sales-orders.service.ts';
import { balanceOf } from '../ledger/ledger.service.ts';
import { permitOf } from '../../../shared/permission-registry.ts';

const cents = (n: number) => n / 100;

export default async function accountOrderRoutes(app: ApiInstance) {
  app.get<{ Params: { id: number } }>(
    '/account/orders/:id/balance',
    {
      ...permitted(app, permitOf('account-orders:view'), { id: 'sales_orders' }),
      schema: {
        tags: ['accounts'],
        security,
        summary:
          "The customer's view of their order's money: payments, what is left to pay, and the charges the " +
          'store or a vendor asked for, with the page that pays each while it is requested',
        params: idParam,
        response: responses(200, { $ref: 'AccountOrderBalance#' }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const data = await request.inTenant(async (tx) => {
        const order = await visibleOrder(tx, request.params.id, actorOf(request));
        const paid = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.storeId, order.storeId), eq(payments.salesOrderId, order.id)))
          .orderBy(asc(payments.id));
        const asked = await tx
          .select()
          .from(charges)
          .where(and(eq(charges.storeId, order.storeId), eq(charges.salesOrderId, order.id)))
          .orderBy(asc(charges.id));
        // The ledger's figures (docs/product.md#payments-ledger): the same as the store's order page.
        const figures = await balanceOf(tx, order);
        return {
          total: cents(figures.chargedCents),
          paid: cents(figures.paidCents - figures.refundedCents),
          balance: cents(figures.balanceCents),
          payable: cents(figures.payableCents),
          deposit_due: cents(
            ['cancelled', 'refunded'].includes(order.status)
              ? 0
              : Math.max(0, order.depositCents - (figures.paidCents - figures.refundedCents)),
          ),
          payment_path: figures.payableCents > 0 ? app.paymentLinks.path(order) : null,
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
            title:
              c.kind === 'additional'
                ? `${c.itemNumber} - ${requesterLabel(c.requestedBy)} requested additional charge`
                : 'Extra charge',
            reason: c.reason,
            amount: cents(c.amountCents),
            status: c.status,
            created_at: c.createdAt.toISOString(),
            paid_at: c.paidAt?.toISOString() ?? null,
            payment_path: c.status === 'requested' ? paymentPathOf(c) : null,
          })),
        };
      });
      return { status: 'success', data };
    },
  );
}
