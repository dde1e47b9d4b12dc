// The one CSV writer of the server: the portals' Export (one column per returned field of the record schema)
// and the import templates. RFC 4180 quoting, and every cell that a spreadsheet would run as a formula
// defused with a leading apostrophe — whatever the value's type (a string, a list of strings joined, an
// object as JSON), since exports are opened in spreadsheets and their text comes from customers. Only a
// number is written as it is (-5 is a number to a spreadsheet, not a formula).
import type { RecordSchema } from '../../shared/resource-schema.ts';

/** Rows read per query while exporting. */
export const exportBatch = 1000;

/** The exported fields: every field the API returns (write-only fields never are). */
export function exportFields(schema: RecordSchema): string[] {
  return Object.entries(schema.properties)
    .filter(([, p]) => !p.writeOnly)
    .map(([k]) => k);
}

/** What a spreadsheet reads as the start of a formula, after any leading blanks it may skip. */
const formulaStart = /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/;

function text(value: unknown): string {
  if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object'))
    return value.map((v) => (v === null || v === undefined ? '' : String(v))).join('; ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let written = text(value);
  if (typeof value !== 'number' && typeof value !== 'bigint' && formulaStart.test(written))
    written = `'${written}`;
  return /[",\r\n;]/.test(written) || written !== written.trim()
    ? `"${written.replace(/"/g, '""')}"`
    : written;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(cell).join(',')}\r\n`;
}
