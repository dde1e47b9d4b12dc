// A resource declaration: its record schema, table, tenant scope and permission module. One generic
// mechanism (register-resource.ts) turns each declaration into ra-data-simple-rest routes.
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ModuleId } from '../../shared/roles.ts';
import type { RecordSchema } from '../../shared/resource-schema.ts';

export type StoreTable = PgTable & { storeId: AnyPgColumn; id: AnyPgColumn };

export interface ResourceDefinition {
  /** URL segment and react-admin resource name. */
  name: string;
  schema: RecordSchema;
  table: StoreTable;
  /** Spec section 6 module that guards it. */
  module: ModuleId;
  filterable: readonly string[];
  sortable: readonly string[];
  /** Text columns the `q` filter searches. */
  searchable: readonly string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
}

export function defineResource(definition: ResourceDefinition): ResourceDefinition {
  return definition;
}
