// The bulk grid's data (src/portal/vendor/sales-orders/bulk-rows.ts) against the server's own validation:
// what the grid sends is checked by the compiled VendorSalesOrderBulk schema the API uses, and every field
// the schema names comes back on the grid row and column it is about — blank rows skipped in between.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { vendorSalesOrderBulkSchema } from '../../../schemas/vendor-sales.schema.ts';
import { csvProblems } from '../../../src/portal/forms/csv-problems.ts';
import { addProjectFormats } from '../../../src/server/validation.ts';
import {
  emptyRow,
  errorsByRow,
  ordersOf,
  type BulkRow,
} from '../../../src/portal/vendor/sales-orders/bulk-rows.ts';

const row = (change: Partial<BulkRow>): BulkRow => ({ ...emptyRow(), ...change });

/** The server's field names for a body: ajv's instance paths, dotted (as the error envelope gives them). */
function serverFields(body: unknown): string[] {
  const ajv = addProjectFormats(addFormats(new Ajv({ allErrors: true, strict: false })));
  const validate = ajv.compile(vendorSalesOrderBulkSchema);
  validate(body);
  return (validate.errors ?? []).map((e) => e.instancePath.slice(1).replace(/\//g, '.'));
}

describe('the bulk grid', () => {
  it('sends the filled rows only, valid by the API schema when they are complete', () => {
    const rows = [
      row({ customerId: 7, item: ' Ring resizing ', cost: '45', due: '2026-12-01' }),
      emptyRow(),
      row({ customerId: 8, item: 'Polish', cost: '20.5', note: ' Friday ' }),
    ];
    const { orders, rowOf } = ordersOf(rows);
    expect(rowOf).toEqual([0, 2]);
    expect(orders).toEqual([
      { customer_id: 7, due_at: '2026-12-01', note: '', items: [{ name: 'Ring resizing', cost: 45 }] },
      { customer_id: 8, due_at: null, note: 'Friday', items: [{ name: 'Polish', cost: 20.5 }] },
    ]);
    expect(serverFields({ orders })).toEqual([]);
  });

  it('puts each field the schema refuses on its grid row and column', () => {
    const rows = [
      row({ customerId: 7, item: 'Fine', cost: '1' }),
      emptyRow(),
      row({ item: '', cost: '-5', due: 'soon' }),
      row({ customerId: 7, item: 'x'.repeat(201), cost: 'ten', note: 'n'.repeat(2001) }),
    ];
    const { orders, rowOf } = ordersOf(rows);
    const fields = serverFields({ orders });
    expect(fields.length).toBeGreaterThanOrEqual(6);
    const { rows: byRow, general } = errorsByRow(
      fields.map((field) => ({ field, message: `${field} is wrong` })),
      rowOf,
    );
    expect(general).toEqual([]);
    expect([...byRow.keys()].sort()).toEqual([2, 3]);
    expect(Object.keys(byRow.get(2)!).sort()).toEqual(['cost', 'customer', 'due', 'item']);
    expect(Object.keys(byRow.get(3)!).sort()).toEqual(['cost', 'item', 'note']);
    expect(byRow.get(2)!.cost).toBe('Is wrong');
  });

  it('keeps what names no row as a message of the whole grid', () => {
    expect(
      errorsByRow([{ field: 'orders', message: 'orders must have at least 1 item' }], []).general,
    ).toEqual(['Orders must have at least 1 item']);
  });
});

describe('the CSV row report', () => {
  it('reads file.row N.column as row and column, anything else as the whole file', () => {
    expect(
      csvProblems([
        { field: 'file.row 3.cost', message: 'row 3: cost must be a price with at most 2 decimals' },
        { field: 'file', message: 'file has no rows' },
      ]),
    ).toEqual([
      { row: '3', column: 'cost', message: 'must be a price with at most 2 decimals' },
      { row: '—', column: 'file', message: 'file has no rows' },
    ]);
  });
});
