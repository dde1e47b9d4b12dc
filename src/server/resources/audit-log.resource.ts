// The audit log, read-only: entries are written by the database trigger of src/server/audit/audit-trigger.ts,
// never through this resource.
import { auditLog as declaration } from '../../shared/declarations/integrations.declaration.ts';
import { defineResource, type Row } from '../crud/define-resource.ts';
import { auditLog } from '../db/schema/index.ts';

/** The fields that name a row, in the order a person would recognise it by. */
const namingFields = [
  'name',
  'title',
  'order_no',
  'estimate_no',
  'invoice_no',
  'subject',
  'email',
  'slug',
  'url',
];

/** How a logged row is named: from its snapshot after (or before, for a delete) the change. */
export function recordNameOf(row: Row): string | null {
  for (const snapshot of [row.after, row.before]) {
    if (!snapshot || typeof snapshot !== 'object') continue;
    const s = snapshot as Record<string, unknown>;
    for (const key of namingFields) if (typeof s[key] === 'string' && s[key]) return s[key] as string;
    if (typeof s.first_name === 'string' && s.first_name)
      return `${s.first_name} ${typeof s.last_name === 'string' ? s.last_name : ''}`.trim();
  }
  return null;
}

export const auditLogResource = defineResource(declaration, {
  table: auditLog,
  hooks: { present: (record, row) => ({ ...record, record_name: recordNameOf(row) }) },
});
