// A resource's server half: its declaration (src/shared/declarations — record schema, tenancy, permission
// rule, list options, portal views, all browser-safe) extended with what only the server knows: the table,
// the row scope and the write hooks. One generic mechanism (register-resource.ts) turns each into
// ra-data-simple-rest routes.
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '../../shared/declarations/declare.ts';
import type { Config } from '../config.ts';
import type { Transaction } from '../db/database.ts';
import type { Principal } from '../plugins/auth.ts';

export { allOperations, type Operation } from '../../shared/declarations/declare.ts';

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
  /** Signs what the platform mails out (an email change's confirmation link): ENCRYPTION_KEY or the JWT secret. */
  sealingSecret: string;
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
  /**
   * Adds fields computed over other tables to a page of outgoing records at once (a store's usage): one
   * query per page, never one per row. Runs in the request's transaction, so it sees what the caller may.
   */
  enrich?(records: Row[], ctx: { tx: Transaction; principal: Principal }): Promise<void>;
}

/** What only the server knows of a resource. */
export interface ServerPart {
  table: PgTable;
  /** The table property the record's `id` is (default `id`). */
  idColumn?: string;
  /** The tables of the declaration's child lists. */
  children?: readonly ChildDefinition[];
  /**
   * Where a row is, for readers held to some locations, when the table has no location_id of its own (a
   * feedback row is where its order is). Required of every resource the permissions registry lists as
   * revealing orders (orderRevealingResources) that has no location column.
   */
  location?: SQL;
  /** An extra row condition for this principal (e.g. only staff users), on top of the tenant's. */
  scope?(principal: Principal): SQL | undefined;
  hooks?: ResourceHooks;
}

export type ResourceDefinition = Omit<ResourceDeclaration, 'children'> &
  ServerPart & { declaration: ResourceDeclaration };

/** Extends a declaration with its server half; its child lists must be the declaration's. */
export function defineResource(declaration: ResourceDeclaration, server: ServerPart): ResourceDefinition {
  const declared = [...(declaration.children ?? [])].sort().join();
  const stored = (server.children ?? [])
    .map((c) => c.field)
    .sort()
    .join();
  if (declared !== stored)
    throw new Error(`${declaration.name}: child lists declared [${declared}] but stored [${stored}]`);
  const { children: _fields, ...rest } = declaration;
  return { ...rest, ...server, declaration };
}
