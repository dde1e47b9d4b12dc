// Many of a vendor's own sales orders at once: /portal/sales-order/bulk-salesorder sends them as JSON, and
// /portal/setting/import-salesorders uploads a CSV (one order of one item per row: customer_email, item,
// cost, due_date, note) with the store side's CSV reader and upload mechanism. Both make every order or none:
// one transaction, and every bad row is reported (orders.N.field, or file.row N.column for the CSV).
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FieldError } from '../../../shared/errors.ts';
import { vendorSalesOrderSchema } from '../../../../schemas/vendor-sales.schema.ts';
import { responses } from '../../envelope.ts';
import { forbidden, invalid } from '../../http-errors.ts';
import type { Transaction } from '../../db/database.ts';
import { vendorCustomers, vendorSalesOrderItems, vendorSalesOrders } from '../../db/schema/index.ts';
import { permitted } from '../../route-meta.ts';
import { multipartBodyCompiler } from '../../validation.ts';
import { toCents } from '../../crud/record-mapping.ts';
import { parseCsv, toCsv } from '../../catalogue/csv.ts';
import { randomOrderNumber } from '../../orders/order-numbers.ts';
import { totalCentsOf } from '../../resources/vendor-sales.resource.ts';
import { readForm } from '../uploads/read-form.ts';
import { permitOf } from '../../../shared/permission-registry.ts';

const tags = ['vendor-sales-orders'];
const security = [{ bearer: [] }];
const maxRowErrors = 50;
const noteRule = vendorSalesOrderSchema.properties.note;

interface NewOrder {
  customer_id: number;
  due_at?: string | null;
  note?: string;
  items: { name: string; cost: number }[];
}

/** Inserts the orders (numbers, totals, items) and returns their numbers, in order. */
async function createOrders(tx: Transaction, vendorId: number, orders: readonly NewOrder[]) {
  const made = await tx
    .insert(vendorSalesOrders)
    .values(
      orders.map((o) => ({
        vendorId,
        orderNo: randomOrderNumber(),
        customerId: o.customer_id,
        dueAt: o.due_at ?? null,
        note: o.note ?? '',
        totalCents: totalCentsOf(o.items),
      })),
    )
    .returning({ id: vendorSalesOrders.id, orderNo: vendorSalesOrders.orderNo });
  await tx.insert(vendorSalesOrderItems).values(
    orders.flatMap((o, i) =>
      o.items.map((item, sequence) => ({
        vendorId,
        salesOrderId: made[i]!.id,
        name: item.name,
        costCents: toCents(item.cost),
        sequence,
      })),
    ),
  );
  return { created: made.length, order_nos: made.map((m) => m.orderNo) };
}

function vendorOf(principal: { vendorId: number | null } | null | undefined): number {
  if (!principal || principal.vendorId === null) throw forbidden('Only a vendor makes its own sales orders.');
  return principal.vendorId;
}

interface CsvRow {
  email: string;
  order: NewOrder;
}

/** Reads and checks the CSV; every bad cell is reported as file.row N.column (the SKU import's shape). */
function parseOrdersCsv(file: Buffer): CsvRow[] {
  const text = file.toString('utf8');
  if (text.includes('\u0000')) throw invalid([{ field: 'file', message: 'file is not a CSV text file' }]);
  const [header, ...lines] = parseCsv(text);
  const columns = (header ?? []).map((h) => h.trim().toLowerCase());
  const col = (name: string) => columns.indexOf(name);
  const missing = ['customer_email', 'item', 'cost'].filter((c) => col(c) < 0);
  if (missing.length)
    throw invalid([
      {
        field: 'file',
        message: `file needs the columns customer_email, item and cost (missing: ${missing.join(', ')})`,
      },
    ]);
  const errors: FieldError[] = [];
  const rows: CsvRow[] = lines.map((cells, i) => {
    const at = (c: string, message: string) =>
      errors.push({ field: `file.row ${i + 2}.${c}`, message: `row ${i + 2}: ${c} ${message}` });
    const cell = (c: string) => (col(c) >= 0 ? (cells[col(c)] ?? '').trim() : '');
    const email = cell('customer_email').toLowerCase();
    const item = cell('item');
    const cost = cell('cost');
    const due = cell('due_date');
    const note = cell('note');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) at('customer_email', 'must be an email address');
    if (!item || item.length > 200) at('item', 'must have 1 to 200 characters');
    if (!/^\d{1,8}(\.\d{1,2})?$/.test(cost)) at('cost', 'must be a price with at most 2 decimals');
    if (due && (!/^\d{4}-\d{2}-\d{2}$/.test(due) || Number.isNaN(Date.parse(`${due}T00:00:00Z`))))
      at('due_date', 'must be a date written YYYY-MM-DD');
    if (note.length > noteRule.maxLength) at('note', `must have at most ${noteRule.maxLength} characters`);
    return {
      email,
      order: { customer_id: 0, due_at: due || null, note, items: [{ name: item, cost: Number(cost) }] },
    };
  });
  if (!rows.length && !errors.length) throw invalid([{ field: 'file', message: 'file has no rows' }]);
  if (errors.length) failRows(errors);
  return rows;
}

function failRows(errors: FieldError[]): never {
  throw invalid(
    errors.slice(0, maxRowErrors),
    `${errors.length} problem(s) in the file; nothing was imported.`,
  );
}

export default async function vendorSalesOrderRoutes(app: FastifyInstance) {
  const multipartCompiler = multipartBodyCompiler(app.validatorCompiler!);

  app.post<{ Body: { orders: NewOrder[] } }>(
    '/vendor-sales-orders/bulk',
    {
      ...permitted(app, permitOf('vendor-sales-orders:import')),
      schema: {
        tags,
        security,
        summary: 'Create many of the vendor’s own sales orders at once: all of them, or none',
        body: { $ref: 'VendorSalesOrderBulk#' },
        response: responses(201, { $ref: 'VendorSalesOrderImportResult#' }, 400, 401, 403),
      },
    },
    async (request, reply) => {
      const vendorId = vendorOf(request.principal);
      const { orders } = request.body;
      const data = await request.inTenant(async (tx) => {
        // A customer that is not this vendor's is named per order (the key would only say "one of them").
        const ids = [...new Set(orders.map((o) => o.customer_id))];
        const known = new Set(
          (
            await tx
              .select({ id: vendorCustomers.id })
              .from(vendorCustomers)
              .where(and(eq(vendorCustomers.vendorId, vendorId), inArray(vendorCustomers.id, ids)))
          ).map((c) => c.id),
        );
        const unknown = orders.flatMap((o, i) =>
          known.has(o.customer_id)
            ? []
            : [
                {
                  field: `orders.${i}.customer_id`,
                  message: `orders.${i}.customer_id is not one of your customers`,
                },
              ],
        );
        if (unknown.length) throw invalid(unknown);
        return createOrders(tx, vendorId, orders);
      });
      return reply.code(201).send({ status: 'success', data });
    },
  );

  app.get(
    '/vendor-sales-orders/import-template',
    {
      ...permitted(app, permitOf('vendor-sales-orders:import')),
      schema: {
        tags,
        security,
        summary: 'The CSV template of the sales-order import (customer_email, item, cost, due_date, note)',
        response: {
          200: { description: 'A CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
          401: { description: 'Not authenticated', $ref: 'ErrorEnvelope#' },
          403: { description: 'Not allowed in this scope', $ref: 'ErrorEnvelope#' },
        },
      },
    },
    async (request, reply) => {
      vendorOf(request.principal);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="sales-orders-template.csv"')
        .send(
          toCsv([
            ['customer_email', 'item', 'cost', 'due_date', 'note'],
            ['ada@example.com', 'Ring resizing', 45, '2026-12-01', 'Collect Friday'],
            ['ada@example.com', 'Clean and polish', 20, null, null],
          ]),
        );
    },
  );

  app.post(
    '/vendor-sales-orders/import',
    {
      ...permitted(app, permitOf('vendor-sales-orders:import'), {}, { multipart: true }),
      validatorCompiler: multipartCompiler,
      schema: {
        tags,
        security,
        summary:
          'Import the vendor’s own sales orders from CSV (one order of one item per row); a file with any ' +
          'bad row imports nothing and names every bad cell as file.row N.column',
        consumes: ['multipart/form-data'],
        body: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', format: 'binary', description: 'The CSV file' } },
        },
        response: responses(201, { $ref: 'VendorSalesOrderImportResult#' }, 400, 401, 403),
      },
    },
    async (request, reply) => {
      const vendorId = vendorOf(request.principal);
      const { file, fields } = await readForm(request);
      if (!file) throw invalid([{ field: 'file', message: 'file is required' }]);
      const unknownField = Object.keys(fields)[0];
      if (unknownField)
        throw invalid([{ field: unknownField, message: `${unknownField} is not an allowed field` }]);
      const rows = parseOrdersCsv(file);
      const data = await request.inTenant(async (tx) => {
        const emails = [...new Set(rows.map((r) => r.email))];
        const found = await tx
          .select({ id: vendorCustomers.id, email: sql<string>`lower(${vendorCustomers.email})` })
          .from(vendorCustomers)
          .where(
            and(
              eq(vendorCustomers.vendorId, vendorId),
              inArray(sql`lower(${vendorCustomers.email})`, emails),
            ),
          );
        const byEmail = new Map(found.map((c) => [c.email, c.id]));
        const errors: FieldError[] = [];
        rows.forEach((r, i) => {
          const id = byEmail.get(r.email);
          if (id === undefined)
            errors.push({
              field: `file.row ${i + 2}.customer_email`,
              message: `row ${i + 2}: customer_email ${r.email} is not one of your customers`,
            });
          else r.order.customer_id = id;
        });
        if (errors.length) failRows(errors);
        return createOrders(
          tx,
          vendorId,
          rows.map((r) => r.order),
        );
      });
      return reply.code(201).send({ status: 'success', data });
    },
  );
}
