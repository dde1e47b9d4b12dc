// One audit-log entry: a row an API request inserted, updated or deleted (src/server/audit). Read-only.
import { id } from './fields.ts';

const nullableInteger = { type: ['integer', 'null'], readOnly: true } as const;
const nullableText = { type: ['string', 'null'], readOnly: true } as const;
const snapshot = {
  type: ['object', 'null'],
  readOnly: true,
  additionalProperties: true,
  description: 'The row before / after the change (secrets shown as "[redacted]")',
} as const;

export const auditEntrySchema = {
  $id: 'AuditEntry',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'at', 'operation', 'entity', 'changed'],
  properties: {
    id,
    store_id: { ...nullableInteger, title: 'Store' },
    vendor_id: { ...nullableInteger, title: 'Vendor' },
    at: { type: 'string', format: 'date-time', readOnly: true, title: 'When' },
    user_id: { ...nullableInteger, title: 'Who', description: 'The person who made the change' },
    user_name: { ...nullableText, title: 'Who' },
    role_id: { ...nullableInteger, title: 'Role' },
    acting_as_user_id: {
      ...nullableInteger,
      title: 'Acting as',
      description: 'The store owner the super admin acted as (null when acting as themself)',
    },
    acting_as_name: { ...nullableText, title: 'Acting as' },
    operation: {
      type: 'string',
      enum: ['insert', 'update', 'delete', 'act_as'],
      readOnly: true,
      title: 'What',
    },
    entity: { type: 'string', readOnly: true, title: 'Record type', maxLength: 100 },
    entity_id: { ...nullableText, title: 'Record id', maxLength: 100 },
    record_name: {
      ...nullableText,
      title: 'Record',
      description:
        'How the record is named (its name, number or email, from the row after or before the change)',
    },
    changed: { type: 'array', items: { type: 'string' }, readOnly: true, title: 'Changed fields' },
    before: snapshot,
    after: snapshot,
    request_id: { ...nullableText, title: 'Request', maxLength: 100 },
    method: { ...nullableText, title: 'Method' },
    route: { ...nullableText, title: 'Route' },
    ip: { ...nullableText, title: 'From' },
  },
} as const;
