// The audit log, read-only: a store's owner (and staff allowed the settings module) read their store's
// entries, the super admin everyone's (?store_id= narrows). Entries are written by the database trigger
// of src/server/audit/audit-trigger.ts, never through this resource.
import { auditEntrySchema } from '../../schemas/audit.schema.ts';
import { accessFor } from '../shared/access.ts';
import { Module } from '../shared/roles.ts';
import { defineResource } from '../server/crud/define-resource.ts';
import { auditLog } from '../server/db/schema/index.ts';

export const auditLogResource = defineResource({
  name: 'audit-log',
  schema: auditEntrySchema,
  table: auditLog,
  module: Module.settings,
  access: {
    module: Module.settings,
    audiences: { ...accessFor(Module.settings, []).audiences, view: ['platform', 'store'] },
  },
  operations: ['list', 'read'],
  filterable: ['user_id', 'acting_as_user_id', 'operation', 'entity', 'entity_id', 'request_id', 'at'],
  sortable: ['at', 'entity', 'operation'],
  searchable: ['entity', 'route', 'user_name', 'acting_as_name'],
  defaultSort: { field: 'at', order: 'DESC' },
});
