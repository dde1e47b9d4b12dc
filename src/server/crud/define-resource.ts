// A resource declaration: its record schema, table, tenant, permission module and list options. One
// generic mechanism (register-resource.ts) turns each declaration into ra-data-simple-rest routes.
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AccessRule } from '../../shared/access.ts';
import type { ModuleId } from '../../shared/roles.ts';
import type { RecordSchema } from '../../shared/resource-schema.ts';
import type { Config } from '../config.ts';
import type { Transaction } from '../db/database.ts';
import type { Principal } from '../plugins/auth.ts';

export type StoreTable = PgTable & { storeId: AnyPgColumn; id: AnyPgColumn };

/**
 * Whose rows these are: `store` tables lead with store_id, `vendor` tables with vendor_id (the tenant comes
 * from the token; the super admin may name one with ?store_id= / ?vendor_id=); `platform` tables have no
 * tenant column (stores, vendors, reference lists) and narrow rows with `scope`.
 */
export type Tenancy = 'store' | 'vendor' | 'platform';

/** ra-data-simple-rest's operations: GET list, GET one, POST, PUT, DELETE. */
export type Operation = 'list' | 'read' | 'create' | 'update' | 'delete';
export const allOperations: readonly Operation[] = ['list', 'read', 'create', 'update', 'delete'];

export type Row = Record<string, unknown>;

export interface WriteContext {
  tx: Transaction;
  principal: Principal;
  config: Config;
  op: 'create' | 'update';
  /** The store or vendor the row belongs to; null for platform tables. */
  tenantId: number | null;
  /** The row as it was, on update. */
  existing?: Row;
}

/**
 * A list of child rows edited with their parent (a user's permissions, a price list's items): the record's
 * `field` is an array of objects (its `items` schema), stored in `table` under the parent's tenant with
 * `parentColumn` pointing at the parent. Writing the field replaces the children; reading lists them.
 */
export interface ChildDefinition {
  field: string;
  table: PgTable;
  /** The child table's property (camel case) holding the parent id. */
  parentColumn: string;
  /** A child property set to the item's position (0..n-1) and ordered by. */
  positionColumn?: string;
}

export interface ResourceHooks {
  /** Adjusts the column values before insert or update (hash a password, check a role); may throw. */
  beforeWrite?(values: Row, body: Row, ctx: WriteContext): Row | Promise<Row>;
  /** Runs after the row (and its children) are written, in the same transaction. */
  afterWrite?(row: Row, body: Row, ctx: WriteContext): void | Promise<void>;
  beforeDelete?(row: Row, ctx: Omit<WriteContext, 'op' | 'existing'>): void | Promise<void>;
  afterDelete?(row: Row, ctx: Omit<WriteContext, 'op' | 'existing'>): void | Promise<void>;
  /** Adds computed fields (not columns) to an outgoing record. */
  present?(record: Row, row: Row): Row;
}

export interface ResourceDefinition {
  /** URL segment and react-admin resource name. */
  name: string;
  schema: RecordSchema;
  table: PgTable;
  /** Default `store`. */
  tenancy?: Tenancy;
  /** Spec section 6 module that guards it. */
  module: ModuleId;
  /** Who may do what; default: the tenancy's audiences (see shared/access.ts) under `module`. */
  access?: AccessRule;
  /** Default: all five. */
  operations?: readonly Operation[];
  /** The table property the record's `id` is (default `id`). */
  idColumn?: string;
  /** Fields the list filters on by equality (arrays: contains); numbers and dates also get _gte / _lte. */
  filterable: readonly string[];
  sortable: readonly string[];
  /** Text columns the `q` filter searches. */
  searchable: readonly string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  children?: readonly ChildDefinition[];
  /** An extra row condition for this principal (e.g. only staff users), on top of the tenant's. */
  scope?(principal: Principal): SQL | undefined;
  hooks?: ResourceHooks;
}

export function defineResource(definition: ResourceDefinition): ResourceDefinition {
  return definition;
}
