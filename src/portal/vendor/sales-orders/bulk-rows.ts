// The grid of /portal/sales-order/bulk-salesorder as data: one sales order of one item per row (as in the
// CSV import). Blank rows are left out of what is sent, and the server's field errors (orders.N.field,
// orders.N.items.0.name) are put back on the grid row and column they came from — N counts only the rows
// sent. Pure: no DOM, so it is tested on its own.
import type { FieldError } from '../../../shared/errors.ts';

export interface BulkRow {
  /** A stable key for React while rows are added and removed. */
  key: number;
  customerId: number | null;
  item: string;
  cost: string;
  due: string;
  note: string;
}

export type BulkColumn = 'customer' | 'item' | 'cost' | 'due' | 'note';

/** Column → message, for one grid row. */
export type RowErrors = Partial<Record<BulkColumn, string>>;

export interface BulkOrder {
  customer_id: number;
  due_at: string | null;
  note: string;
  items: { name: string; cost: number }[];
}

let nextKey = 1;
export function emptyRow(): BulkRow {
  return { key: nextKey++, customerId: null, item: '', cost: '', due: '', note: '' };
}

export function isBlank(row: BulkRow): boolean {
  return row.customerId === null && !row.item.trim() && !row.cost.trim() && !row.due && !row.note.trim();
}

/**
 * The orders to send and, for each, the index of its grid row. What the user typed is sent as it is (a
 * missing customer as 0, an unreadable cost as NaN → null): the server's schema is the one judge, and its
 * answer names every field at fault.
 */
export function ordersOf(rows: readonly BulkRow[]): { orders: BulkOrder[]; rowOf: number[] } {
  const orders: BulkOrder[] = [];
  const rowOf: number[] = [];
  rows.forEach((row, index) => {
    if (isBlank(row)) return;
    const cost = row.cost.trim() === '' ? NaN : Number(row.cost);
    orders.push({
      customer_id: row.customerId ?? 0,
      due_at: row.due || null,
      note: row.note.trim(),
      items: [{ name: row.item.trim(), cost: Number.isFinite(cost) ? cost : (null as unknown as number) }],
    });
    rowOf.push(index);
  });
  return { orders, rowOf };
}

const columnOfField: Readonly<Record<string, BulkColumn>> = {
  customer_id: 'customer',
  due_at: 'due',
  note: 'note',
  name: 'item',
  cost: 'cost',
  items: 'item',
};

/** The message without its leading field path ("orders.2.items.0.cost must be ≥ 0" → "Must be ≥ 0"). */
function messageOf(error: FieldError): string {
  const text = error.message.startsWith(`${error.field} `)
    ? error.message.slice(error.field.length + 1)
    : error.message;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The server's field errors by grid row index; errors that name no row (the whole request: "orders must
 * have at least 1 item") come back under `general`.
 */
export function errorsByRow(
  fields: readonly FieldError[] | undefined,
  rowOf: readonly number[],
): { rows: Map<number, RowErrors>; general: string[] } {
  const rows = new Map<number, RowErrors>();
  const general: string[] = [];
  for (const error of fields ?? []) {
    const match = /^orders\.(\d+)(?:\.(\w+))?(?:\.\d+)?(?:\.(\w+))?$/.exec(error.field);
    const row = match ? rowOf[Number(match[1])] : undefined;
    if (!match || row === undefined) {
      // No cell to show it under: the message keeps the field it names.
      general.push(error.message.charAt(0).toUpperCase() + error.message.slice(1));
      continue;
    }
    const column = columnOfField[match[3] ?? match[2] ?? ''] ?? 'customer';
    const errors = rows.get(row) ?? {};
    errors[column] ??= messageOf(error);
    rows.set(row, errors);
  }
  return { rows, general };
}
