// Invoices beyond the generic lists: a vendor drafts one for a store it is linked to, its items, and the
// lifecycle transitions (send, pay by the store, void).
import { invoiceItemSchema, invoiceSchema } from '../../../../schemas/invoice.schema.ts';
import { invoiceItems, invoices } from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { permitted } from '../../route-meta.ts';
import { toCents } from '../../crud/record-mapping.ts';
import { idParam, presenter, security, transitionRoute } from '../../orders/http.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { invoiceLifecycle } from './invoices.lifecycle.ts';
import { billedWorkFor, draftInvoice, invoiceItemsOf } from './invoices.service.ts';

const presentInvoice = presenter(invoiceSchema, invoices);
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
      const body = request.body;
      const row = await draftInvoice(request, {
        storeId: body.store_id,
        note: body.note ?? null,
        items: body.items.map((i) => ({
          workOrderId: i.work_order_id ?? null,
          description: i.description,
          amountCents: toCents(i.amount),
        })),
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
      return { status: 'success', data: await billedWorkFor(request, request.query.store_id) };
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
      const rows = await invoiceItemsOf(request, request.params.id);
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
