// Invoices beyond the generic lists: a vendor drafts one for a store it is linked to, its items, and the
// lifecycle transitions (send, pay by the store, void).
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { invoiceItemSchema, invoiceSchema } from '../../../../schemas/invoice.schema.ts';
import { invoiceItems, invoices, storeVendors } from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { forbidden, invalid, notFound } from '../../http-errors.ts';
import { permitted } from '../../route-meta.ts';
import { toCents } from '../../crud/record-mapping.ts';
import { actorOf, idParam, presenter, security, transitionRoute } from '../../orders/http.ts';
import { createInvoice, draftsHiddenFrom, invoiceLifecycle } from '../../orders/invoices.ts';
import { visibleRows } from '../../orders/parties.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';

export const presentInvoice = presenter(invoiceSchema, invoices);
const presentItem = presenter(invoiceItemSchema, invoiceItems);
const tags = ['invoices'];

export default async function invoiceRoutes(app: ApiInstance) {
  app.post(
    '/invoices',
    {
      ...permitted(app, permitOf('invoices:draft')),
      schema: {
        tags,
        security,
        summary: 'Draft an invoice to a store the vendor is linked to (items may name work orders it did)',
        body: { $ref: 'InvoiceRequest#' },
        response: responses(201, { $ref: 'Invoice#' }, 400, 401, 403, 409),
      },
    },
    async (request, reply) => {
      const p = request.principal!;
      if (p.vendorId === null) throw forbidden('Only a vendor issues invoices.');
      const body = request.body;
      const row = await request.inTenant(async (tx) => {
        const [link] = await tx
          .select({ storeId: storeVendors.storeId })
          .from(storeVendors)
          .where(
            and(
              eq(storeVendors.storeId, body.store_id),
              eq(storeVendors.vendorId, p.vendorId!),
              eq(storeVendors.status, 'active'),
            ),
          );
        if (!link)
          throw invalid([{ field: 'store_id', message: 'store_id is not a store you are linked to' }]);
        return createInvoice(
          tx,
          {
            vendorId: p.vendorId!,
            storeId: body.store_id,
            note: body.note ?? null,
            items: body.items.map((i) => ({
              workOrderId: i.work_order_id ?? null,
              description: i.description,
              amountCents: toCents(i.amount),
            })),
          },
          actorOf(request),
        );
      });
      reply.status(201);
      return { status: 'success', data: presentInvoice(row) };
    },
  );

  app.get(
    '/invoices/billed-work',
    {
      ...permitted(app, permitOf('invoices:billed-work')),
      schema: {
        tags,
        security,
        summary: "The vendor's work orders for a store that are on an invoice that is not void",
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['store_id'],
          properties: { store_id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
        response: responses(200, { type: 'array', items: { $ref: 'BilledWork#' } }, 400, 401, 403),
      },
    },
    async (request) => {
      const p = request.principal!;
      if (p.vendorId === null) throw forbidden('Only a vendor issues invoices.');
      const rows = await request.inTenant((tx) =>
        tx
          .select({
            work_order_id: invoiceItems.workOrderId,
            invoice_id: invoices.id,
            invoice_no: invoices.invoiceNo,
          })
          .from(invoiceItems)
          .innerJoin(
            invoices,
            and(eq(invoices.vendorId, invoiceItems.vendorId), eq(invoices.id, invoiceItems.invoiceId)),
          )
          .where(
            and(
              eq(invoiceItems.vendorId, p.vendorId!),
              eq(invoices.storeId, request.query.store_id),
              ne(invoices.status, 'void'),
              isNotNull(invoiceItems.workOrderId),
            ),
          )
          .orderBy(asc(invoiceItems.workOrderId)),
      );
      return {
        status: 'success',
        data: rows as { work_order_id: number; invoice_id: number; invoice_no: string }[],
      };
    },
  );

  app.get(
    '/invoices/:id/items',
    {
      ...permitted(app, permitOf('invoices:items'), { id: 'invoices' }),
      schema: {
        tags,
        security,
        summary: "An invoice's items",
        params: idParam,
        response: responses(200, { type: 'array', items: { $ref: 'InvoiceItem#' } }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const rows = await request.inTenant(async (tx) => {
        const [invoice] = await tx
          .select()
          .from(invoices)
          .where(
            and(eq(invoices.id, request.params.id), visibleRows(actor, invoices), draftsHiddenFrom(actor)),
          );
        if (!invoice) throw notFound('No such invoice.');
        return tx
          .select()
          .from(invoiceItems)
          .where(and(eq(invoiceItems.vendorId, invoice.vendorId), eq(invoiceItems.invoiceId, invoice.id)))
          .orderBy(asc(invoiceItems.id));
      });
      return { status: 'success', data: rows.map(presentItem) };
    },
  );

  transitionRoute(app, {
    path: 'invoices',
    table: 'invoices',
    lifecycle: invoiceLifecycle,
    bodySchema: 'InvoiceTransition',
    recordSchema: 'Invoice',
    present: presentInvoice,
  });
}
