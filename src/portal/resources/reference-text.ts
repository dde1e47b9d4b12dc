// How a record of any resource is named where another refers to it: by the field its declaration names it
// with (the view's `representation`), else its name, label, order number, email or person's name — never by
// a raw id, unless it has nothing else.
import type { RaRecord } from 'react-admin';

export function referenceText(record: RaRecord | undefined | null, representation?: string): string {
  if (!record) return '';
  const declared = representation ? record[representation] : undefined;
  if (representation === 'first_name' && typeof declared === 'string' && declared) {
    const last = typeof record.last_name === 'string' ? record.last_name : '';
    return `${declared} ${last}`.trim();
  }
  if ((typeof declared === 'string' && declared) || typeof declared === 'number') return String(declared);
  if (typeof record.name === 'string' && record.name) return record.name;
  const first = record.first_name;
  if (typeof first === 'string' && first) {
    const last = typeof record.last_name === 'string' ? record.last_name : '';
    return `${first} ${last}`.trim();
  }
  for (const key of ['name', 'label', 'order_no', 'estimate_no', 'invoice_no', 'item_number', 'email']) {
    const value = record[key];
    if (typeof value === 'string' && value) return value;
  }
  return `#${record.id}`;
}
