// CSV of a resource's records for the portals' Export: one column per returned field of the record schema,
// RFC 4180 quoting, and cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR) defused with a
// leading apostrophe, since exports are opened in spreadsheets and their text comes from customers.
import type { RecordSchema } from '../../shared/resource-schema.ts';

/** Rows read per query while exporting. */
export const exportBatch = 1000;

/** The exported fields: every field the API returns (write-only fields never are). */
export function exportFields(schema: RecordSchema): string[] {
  return Object.entries(schema.properties)
    .filter(([, p]) => !p.writeOnly)
    .map(([k]) => k);
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    Array.isArray(value) && value.every((v) => typeof v !== 'object')
      ? value.join('; ')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n;]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(cell).join(',')}\r\n`;
}
