// Many of a vendor's own sales orders at once (the rules; the queries: vendor-sales-orders.repository.ts): /portal/sales-order/bulk-salesorder sends them as JSON, and
// /portal/setting/import-salesorders uploads a CSV (one order of one item per row: customer_email, item,
// cost, due_date, note) with the store side's CSV reader and upload mechanism. Both make every order or none:
// one transaction, and every bad row is reported (orders.N.field, or file.row N.column for the CSV).
import type { FastifyRequest } from 'fastify';
import type { FieldError } from '../../../shared/errors.ts';
import { vendorSalesOrderSchema } from '../../../../schemas/vendor-sales.schema.ts';
import { forbidden, invalid } from '../../http-errors.ts';
import { parseCsv, toCsv } from '../../catalogue/csv.ts';
import {
  insertOrders,
  vendorCustomerIds,
  vendorCustomersByEmail,
  type NewOrder,
} from './vendor-sales-orders.repository.ts';

export type { NewOrder };

const maxRowErrors = 50;
const noteRule = vendorSalesOrderSchema.properties.note;

export function vendorOf(principal: { vendorId: number | null } | null | undefined): number {
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

/** Makes every order or none; a customer that is not this vendor's is named per order. */
export function createBulkOrders(request: FastifyRequest, orders: NewOrder[]) {
  const vendorId = vendorOf(request.principal);
  return request.inTenant(async (tx) => {
    // A customer that is not this vendor's is named per order (the key would only say "one of them").
    const known = await vendorCustomerIds(tx, vendorId, [...new Set(orders.map((o) => o.customer_id))]);
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
    return insertOrders(tx, vendorId, orders);
  });
}

/** The CSV template of the import (for a vendor only). */
export function importTemplate(request: FastifyRequest): string {
  vendorOf(request.principal);
  return toCsv([
    ['customer_email', 'item', 'cost', 'due_date', 'note'],
    ['ada@example.com', 'Ring resizing', 45, '2026-12-01', 'Collect Friday'],
    ['ada@example.com', 'Clean and polish', 20, null, null],
  ]);
}

/** Imports the CSV's orders: a file with any bad row or unknown customer imports nothing. */
export async function importOrders(
  request: FastifyRequest,
  readForm: (request: FastifyRequest) => Promise<{ file: Buffer | null; fields: Record<string, string> }>,
) {
  const vendorId = vendorOf(request.principal);
  const { file, fields } = await readForm(request);
  if (!file) throw invalid([{ field: 'file', message: 'file is required' }]);
  const unknownField = Object.keys(fields)[0];
  if (unknownField)
    throw invalid([{ field: unknownField, message: `${unknownField} is not an allowed field` }]);
  const rows = parseOrdersCsv(file);
  return request.inTenant(async (tx) => {
    const byEmail = await vendorCustomersByEmail(tx, vendorId, [...new Set(rows.map((r) => r.email))]);
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
    return insertOrders(
      tx,
      vendorId,
      rows.map((r) => r.order),
    );
  });
}
