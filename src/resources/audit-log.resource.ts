// The audit log, read-only: entries are written by the database trigger of src/server/audit/audit-trigger.ts,
// never through this resource.
import { auditLog as declaration } from '../shared/declarations/integrations.declaration.ts';
import { defineResource } from '../server/crud/define-resource.ts';
import { auditLog } from '../server/db/schema/index.ts';

export const auditLogResource = defineResource(declaration, { table: auditLog });
