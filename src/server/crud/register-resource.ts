// Registers list / read / create / update / delete routes for a declared resource, following
// ra-data-simple-rest's conventions (filter, range and sort query; Content-Range header) inside
// docs/product.md#api-base's
// envelope. The tenant (store or vendor) comes from the token; the super admin may name one. Row-level
// security enforces the same again in the database. Everything here is driven by the declaration: money,
// arrays, write-only fields, child lists, filters, access — a new resource needs no route code.
import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { ApiInstance } from '../schema-types.ts';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { Action, type ActionId } from '../../shared/roles.ts';
import { accessFor, storeAccess, vendorAccess } from '../../shared/access.ts';
import { createSchemaOf, updateSchemaOf, type JsonSchemaProperty } from '../../shared/resource-schema.ts';
import { failures, responses } from '../envelope.ts';
import { csvLine, exportBatch, exportFields } from './csv-export.ts';
import { forbidden, invalid, notFound } from '../http-errors.ts';
import { addProjectFormats } from '../validation.ts';
import type { Transaction } from '../db/database.ts';
import { stores, vendors } from '../db/schema/index.ts';
import { locationScope, requireLocation, type Principal } from '../plugins/auth.ts';
import { guarded } from '../route-meta.ts';
import { allOperations, type ResourceDefinition, type Row, type WriteContext } from './define-resource.ts';
import { listQuerystring, parseListQuery } from './list-query.ts';
import { boundedCount, totalOf } from './count-rows.ts';

/** Lists and single reads only read: no waiting for their COMMIT (database.ts inScope). */
const readOnly = { readOnly: true } as const;
/** The key of the page's bounded total among a list row's columns (no column is named so). */
const pageTotal = '__page_total';

type ListQuerystring = { filter?: string; range?: string; sort?: string } & Record<string, number>;
import {
  fieldMappings,
  incoming,
  itemProperties,
  toColumns,
  toRecord,
  type FieldMapping,
} from './record-mapping.ts';
import { isPlatform, orderRevealingResources } from '../../shared/permission-registry.ts';

const filterAjv = addProjectFormats(addFormats(new Ajv({ allErrors: true, strict: false })));

const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const typesOf = (p: JsonSchemaProperty | undefined): string[] =>
  p?.type === undefined ? [] : Array.isArray(p.type) ? [...(p.type as string[])] : [p.type as string];

/** A field's schema as a filter value: annotations dropped, null allowed where the field allows it. */
function filterValueSchema(p: JsonSchemaProperty): object {
  const { readOnly: _r, writeOnly: _w, title: _t, default: _d, description: _s, examples: _e, ...rest } = p;
  return rest;
}

/** Numbers and dates can be filtered by range (`<field>_gte`, `<field>_lte`). */
function isRangeable(p: JsonSchemaProperty | undefined): boolean {
  const types = typesOf(p);
  return (
    types.includes('number') ||
    types.includes('integer') ||
    (types.includes('string') && (p?.format === 'date-time' || p?.format === 'date'))
  );
}

// Typed by the schemas where TypeScript can see them (the id in the path); a body and a list query are typed
// by hand because their schemas are the resource's, built while the server starts (src/server/schema-types.ts).
export function registerResource(app: ApiInstance, resource: ResourceDefinition, sealingSecret: string) {
  const { name, schema, table } = resource;
  const tenancy = resource.tenancy ?? 'store';
  const operations = new Set(resource.operations ?? allOperations);
  const rule =
    resource.access ??
    (tenancy === 'store'
      ? storeAccess(resource.module)
      : tenancy === 'vendor'
        ? vendorAccess(resource.module)
        : accessFor(resource.module, ['platform']));
  const hooks = resource.hooks ?? {};
  const createSchema = createSchemaOf(schema);
  const updateSchema = updateSchemaOf(schema);
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const tableName = getTableName(table);
  const idProp = resource.idColumn ?? 'id';
  const idColumn = columns[idProp];
  const tenantProp = tenancy === 'store' ? 'storeId' : tenancy === 'vendor' ? 'vendorId' : null;
  const tenantColumn = tenantProp ? columns[tenantProp] : undefined;
  /** Records bound to a location obey docs/product.md#roles-permission-check's per-location permissions (plugins/auth.ts). */
  const locationColumn = columns.locationId;
  /** Where a row is for readers held to locations: its own column, or where the resource says (its order). */
  const rowLocation = resource.location ?? locationColumn;
  if (orderRevealingResources[name] && !rowLocation)
    throw new Error(`${name}: the permissions registry says it reveals orders, but it has no location`);
  const tenantParam = tenancy === 'vendor' ? 'vendor_id' : 'store_id';
  if (!idColumn) throw new Error(`${name}: the table has no ${idProp} column`);
  if (tenantProp && !tenantColumn)
    throw new Error(`${name}: a ${tenancy} table needs a ${tenantProp} column`);

  const mappings = fieldMappings(schema.properties, table);
  const byField = new Map(mappings.map((m) => [m.field, m]));
  const children = (resource.children ?? []).map((child) => {
    const childColumns = getTableColumns(child.table) as Record<string, AnyPgColumn>;
    const parent = childColumns[child.parentColumn];
    if (!parent) throw new Error(`${name}.${child.field}: no column ${child.parentColumn}`);
    return {
      ...child,
      parent,
      columns: childColumns,
      mappings: fieldMappings(itemProperties(schema, child.field), child.table),
    };
  });
  const childFields = new Set(children.map((c) => c.field));
  const column = (field: string): AnyPgColumn => {
    const m = byField.get(field);
    const c = m?.column ? columns[m.column] : undefined;
    if (!c) throw new Error(`${name}: no column for field ${field}`);
    return c;
  };
  // Fail at start-up, not on the first request, when a declaration names a field the table lacks.
  for (const f of [...resource.filterable, ...resource.sortable, ...resource.searchable, 'id']) column(f);
  for (const m of mappings)
    if (
      m.column === null &&
      !m.writeOnly &&
      !childFields.has(m.field) &&
      !hooks.present &&
      !hooks.enrich &&
      !m.readOnly
    )
      throw new Error(`${name}: field ${m.field} has no column, child list or hook`);

  const ref = { $ref: `${schema.$id}#` };
  const property = (field: string) => schema.properties[field] ?? {};
  const rangeable = resource.filterable.filter((f) => isRangeable(property(f)));
  const filterKeys = [...resource.filterable, ...rangeable.flatMap((f) => [`${f}_gte`, `${f}_lte`])];
  const filterProperty = (field: string) => {
    const p = property(field);
    const value = typesOf(p).includes('array') ? (p.items as object) : filterValueSchema(p);
    return { anyOf: [value, { type: 'array', maxItems: 500, items: value }] };
  };
  const scalar = (field: string) => {
    const p = filterValueSchema(property(field)) as JsonSchemaProperty;
    return { ...p, type: typesOf(p).filter((t) => t !== 'null') };
  };
  // Filter values are checked against the declared field types, so a wrong type is a 400, not a SQL error.
  const validateFilter = filterAjv.compile({
    type: 'object',
    properties: {
      q: { type: 'string', maxLength: 200 },
      id: filterProperty('id'),
      ...Object.fromEntries(resource.filterable.map((f) => [f, filterProperty(f)])),
      ...Object.fromEntries(
        rangeable.flatMap((f) => [
          [`${f}_gte`, scalar(f)],
          [`${f}_lte`, scalar(f)],
        ]),
      ),
    },
  });

  const tags = [name];
  const security = [{ bearer: [] }];
  const tenantQuery = {
    type: 'object',
    additionalProperties: false,
    properties: tenantColumn
      ? {
          [tenantParam]: {
            type: 'integer',
            minimum: 1,
            maximum: 2147483647,
            description: 'Super admin: the tenant',
          },
        }
      : {},
  } as const;
  const listQuery = {
    ...listQuerystring,
    properties: { ...listQuerystring.properties, ...tenantQuery.properties },
  } as const;
  const meta = (action: ActionId, withId: boolean, op: string) =>
    guarded(app, rule, action, withId ? { id: tableName } : {}, { resource: name, permit: `${name}:${op}` });

  const isAdmin = (p: Principal) => isPlatform(p.roleId);
  const ownTenant = (p: Principal) => (tenancy === 'vendor' ? p.vendorId : p.storeId);

  /** The rows this principal may touch: its own tenant's (the super admin: all, or the one it names). */
  const rowCondition = (request: FastifyRequest, narrow?: number): SQL | undefined => {
    const p = request.principal!;
    const conditions: (SQL | undefined)[] = [resource.scope?.(p)];
    if (rowLocation) conditions.push(locationScope(request, rowLocation));
    if (tenantColumn) {
      if (isAdmin(p)) {
        if (narrow !== undefined) conditions.push(eq(tenantColumn, narrow));
      } else {
        const own = ownTenant(p);
        if (narrow !== undefined && narrow !== own) throw forbidden(`${tenantParam} is not yours.`);
        conditions.push(eq(tenantColumn, own ?? -1));
      }
    }
    return and(...conditions);
  };

  const present = (row: Row) => {
    const record = toRecord(row, mappings);
    return hooks.present ? hooks.present(record, row) : record;
  };

  /** Records of rows, with their child lists. */
  const recordsOf = async (tx: Transaction, rows: Row[], principal: Principal): Promise<Row[]> => {
    const records = rows.map(present);
    if (!rows.length) return records;
    const ids = rows.map((r) => r[idProp] as number);
    for (const child of children) {
      const position = child.positionColumn ? child.columns[child.positionColumn] : undefined;
      const found = (await tx
        .select()
        .from(child.table)
        .where(inArray(child.parent, ids))
        .orderBy(...(position ? [asc(position)] : []), asc(child.columns.id ?? child.parent))) as Row[];
      const byParent = new Map<unknown, Row[]>();
      for (const item of found) {
        const list = byParent.get(item[child.parentColumn]) ?? [];
        list.push(toRecord(item, child.mappings));
        byParent.set(item[child.parentColumn], list);
      }
      records.forEach((record, i) => (record[child.field] = byParent.get(ids[i]) ?? []));
    }
    if (hooks.enrich) await hooks.enrich(records, { tx, principal });
    return records;
  };

  /** Replaces the child lists the body carries. */
  const writeChildren = async (tx: Transaction, row: Row, body: Row, tenantId: number | null) => {
    for (const child of children) {
      if (!(child.field in body)) continue;
      const parentId = row[idProp];
      await tx.delete(child.table).where(eq(child.parent, parentId));
      const items = (body[child.field] as Row[]) ?? [];
      if (!items.length) continue;
      await tx.insert(child.table).values(
        items.map((item, i) => ({
          ...toColumns(item, child.mappings),
          [child.parentColumn]: parentId,
          ...(tenantProp ? { [tenantProp]: tenantId } : {}),
          ...(child.positionColumn ? { [child.positionColumn]: i } : {}),
        })) as never,
      );
    }
  };

  const filterCondition = (key: string, value: unknown): SQL | undefined => {
    if (key === 'q') {
      if (typeof value !== 'string') throw invalid([{ field: 'filter.q', message: 'filter.q must be text' }]);
      const pattern = `%${value.replace(/[%_\\]/g, '\\$&')}%`;
      return or(...resource.searchable.map((f) => ilike(column(f), pattern)));
    }
    const range = /^(.*)_(gte|lte)$/.exec(key);
    if (range && rangeable.includes(range[1]!)) {
      const m = byField.get(range[1]!)!;
      return (range[2] === 'gte' ? gte : lte)(column(m.field), incoming(m, value));
    }
    const m = byField.get(key) as FieldMapping;
    const c = column(key);
    if (typesOf(m.property).includes('array'))
      return Array.isArray(value) ? arrayOverlaps(c, value) : arrayContains(c, [value]);
    if (Array.isArray(value))
      return value.length
        ? inArray(
            c,
            value.map((v) => incoming(m, v)),
          )
        : sql`false`;
    if (value === null) return isNull(c);
    return eq(c, incoming(m, value));
  };

  const tenantExists = async (tx: Transaction, id: number) => {
    const parent = tenancy === 'vendor' ? vendors : stores;
    const [found] = await tx.select({ id: parent.id }).from(parent).where(eq(parent.id, id));
    if (!found) throw invalid([{ field: tenantParam, message: `${tenantParam} ${id} does not exist` }]);
  };

  /** The list's query, checked against the declaration: its filters as a row condition, and its order. */
  const listOf = (request: FastifyRequest<{ Querystring: ListQuerystring }>) => {
    const query = parseListQuery(request.query, { ...resource, filterable: filterKeys });
    if (!validateFilter(query.filter)) {
      throw invalid(
        (validateFilter.errors ?? []).map((e) => {
          const field = `filter${e.instancePath.replace(/\//g, '.')}`;
          return { field, message: `${field} ${e.message ?? 'is not valid'}` };
        }),
      );
    }
    const where = and(
      rowCondition(request, request.query[tenantParam]),
      ...Object.entries(query.filter).map(([k, v]) => filterCondition(k, v)),
    );
    const order = query.sort.order === 'ASC' ? asc : desc;
    return { query, where, orderBy: [order(column(query.sort.field)), order(idColumn)] };
  };

  if (operations.has('list'))
    app.get<{ Querystring: ListQuerystring }>(
      `/${name}`,
      {
        ...meta(Action.view, false, 'list'),
        schema: {
          tags,
          security,
          summary: `List ${name} (ra-data-simple-rest: filter, range, sort; Content-Range header)`,
          querystring: listQuery,
          response: responses(200, { type: 'array', items: ref }, 400, 401, 403),
        },
      },
      async (request, reply) => {
        const { query, where, orderBy } = listOf(request);
        const { records, total } = await request.inTenant(async (tx) => {
          // The page and its bounded total in one statement (count-rows.ts).
          const found = (await tx
            .select({ ...columns, [pageTotal]: boundedCount(table, where) })
            .from(table)
            .where(where)
            .orderBy(...orderBy)
            .limit(query.limit)
            .offset(query.offset)) as Row[];
          // No row carries the count on an empty page: past the first row it is counted on its own.
          const seen = found.length ? Number(found[0]![pageTotal]) : query.offset === 0 ? 0 : undefined;
          const total = await totalOf(tx, table, where, seen);
          const rows = found.map(({ [pageTotal]: _total, ...row }) => row);
          return { records: await recordsOf(tx, rows, request.principal!), total };
        }, readOnly);
        const last = records.length ? query.offset + records.length - 1 : query.offset;
        reply.header('Content-Range', `${name} ${query.offset}-${last}/${total}`);
        return { status: 'success', data: records };
      },
    );

  // Every row the list's filter matches, as CSV, written batch by batch as they are read (one transaction,
  // so the export is one consistent snapshot however long it is).
  if (operations.has('list'))
    app.get<{ Querystring: ListQuerystring }>(
      `/${name}/export`,
      {
        ...meta(Action.view, false, 'export'),
        schema: {
          tags,
          security,
          summary: `Export every ${name} record the filter matches as CSV (filter and sort as the list's)`,
          querystring: listQuery,
          response: {
            200: { description: 'A CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
            400: failures[400],
            401: failures[401],
            403: failures[403],
          },
        },
      },
      async (request, reply) => {
        const { where, orderBy } = listOf(request);
        const fields = exportFields(schema);
        const stream = new PassThrough();
        reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${name}.csv"`)
          .send(stream);
        stream.write(csvLine(fields));
        try {
          await request.inTenant(async (tx) => {
            for (let offset = 0; ; offset += exportBatch) {
              const rows = (await tx
                .select()
                .from(table)
                .where(where)
                .orderBy(...orderBy)
                .limit(exportBatch)
                .offset(offset)) as Row[];
              const records = await recordsOf(tx, rows, request.principal!);
              if (records.length) stream.write(records.map((r) => csvLine(fields.map((f) => r[f]))).join(''));
              if (rows.length < exportBatch) break;
            }
          });
          stream.end();
        } catch (error) {
          request.log.error({ err: error }, 'export failed while streaming');
          stream.destroy(error as Error);
        }
        return reply;
      },
    );

  const findOne = async (tx: Transaction, request: FastifyRequest, id: number): Promise<Row> => {
    const [row] = await tx
      .select()
      .from(table)
      .where(and(eq(idColumn, id), rowCondition(request)));
    if (!row) throw notFound();
    return row as Row;
  };

  if (operations.has('read'))
    app.get(
      `/${name}/:id`,
      {
        ...meta(Action.view, true, 'read'),
        schema: {
          tags,
          security,
          summary: `Read one of ${name}`,
          params: idParams,
          response: responses(200, ref, 400, 401, 403, 404),
        },
      },
      async (request) => {
        const [record] = await request.inTenant(
          async (tx) => recordsOf(tx, [await findOne(tx, request, request.params.id)], request.principal!),
          readOnly,
        );
        return { status: 'success', data: record };
      },
    );

  if (operations.has('create'))
    app.post<{ Body: Row; Querystring: Record<string, number | undefined> }>(
      `/${name}`,
      {
        ...meta(Action.create, false, 'create'),
        schema: {
          tags,
          security,
          summary: `Create one of ${name}`,
          querystring: tenantQuery,
          body: { $ref: `${createSchema.$id}#` },
          response: responses(201, ref, 400, 401, 403, 409),
        },
      },
      async (request, reply) => {
        const principal = request.principal!;
        let tenantId: number | null = null;
        if (tenantColumn) {
          const named = request.query[tenantParam];
          if (isAdmin(principal)) {
            if (!named) throw invalid([{ field: tenantParam, message: `${tenantParam} is required` }]);
            tenantId = named;
          } else {
            tenantId = ownTenant(principal);
            if (!tenantId || (named !== undefined && named !== tenantId)) throw forbidden();
          }
        }
        const record = await request.inTenant(async (tx) => {
          if (tenantId !== null && isAdmin(principal)) await tenantExists(tx, tenantId);
          const ctx: WriteContext = {
            tx,
            principal,
            config: app.config,
            op: 'create',
            tenantId,
            sealingSecret,
          };
          let values = toColumns(request.body, mappings);
          if (locationColumn) requireLocation(request, values.locationId as number | null | undefined);
          if (tenantProp) values[tenantProp] = tenantId;
          if (hooks.beforeWrite) values = await hooks.beforeWrite(values, request.body, ctx);
          const [created] = (await tx
            .insert(table)
            .values(values as never)
            .returning()) as Row[];
          await writeChildren(tx, created!, request.body, tenantId);
          await hooks.afterWrite?.(created!, request.body, ctx);
          const [out] = await recordsOf(tx, [created!], request.principal!);
          return out;
        });
        reply.status(201);
        return { status: 'success', data: record };
      },
    );

  if (operations.has('update'))
    app.put(
      `/${name}/:id`,
      {
        ...meta(Action.edit, true, 'update'),
        schema: {
          tags,
          security,
          summary: `Update one of ${name} (read-only fields sent back are ignored)`,
          params: idParams,
          body: { $ref: `${updateSchema.$id}#` },
          response: responses(200, ref, 400, 401, 403, 404, 409),
        },
      },
      async (request) => {
        // The resource's update schema is built at run time: TypeScript sees no body type.
        const body = request.body as Row;
        const principal = request.principal!;
        const record = await request.inTenant(async (tx) => {
          const existing = await findOne(tx, request, request.params.id);
          const tenantId = tenantProp ? (existing[tenantProp] as number) : null;
          const ctx: WriteContext = {
            tx,
            principal,
            config: app.config,
            op: 'update',
            tenantId,
            existing,
            sealingSecret,
          };
          let values = toColumns(body, mappings);
          if (locationColumn && 'locationId' in values)
            requireLocation(request, values.locationId as number | null | undefined);
          if (hooks.beforeWrite) values = await hooks.beforeWrite(values, body, ctx);
          let row = existing;
          if (Object.keys(values).length) {
            [row] = (await tx
              .update(table)
              .set(values as never)
              .where(and(eq(idColumn, request.params.id), rowCondition(request)))
              .returning()) as Row[] as [Row];
          }
          await writeChildren(tx, row, body, tenantId);
          await hooks.afterWrite?.(row, body, ctx);
          const [out] = await recordsOf(tx, [row], request.principal!);
          return out;
        });
        return { status: 'success', data: record };
      },
    );

  if (operations.has('delete'))
    app.delete(
      `/${name}/:id`,
      {
        ...meta(Action.delete, true, 'delete'),
        schema: {
          tags,
          security,
          summary: `Delete one of ${name}`,
          params: idParams,
          response: responses(200, ref, 400, 401, 403, 404, 409),
        },
      },
      async (request) => {
        const principal = request.principal!;
        const record = await request.inTenant(async (tx) => {
          const existing = await findOne(tx, request, request.params.id);
          const [out] = await recordsOf(tx, [existing], request.principal!);
          const tenantId = tenantProp ? (existing[tenantProp] as number) : null;
          await hooks.beforeDelete?.(existing, {
            tx,
            principal,
            config: app.config,
            tenantId,
            sealingSecret,
          });
          await tx.delete(table).where(and(eq(idColumn, request.params.id), rowCondition(request)));
          await hooks.afterDelete?.(existing, { tx, principal, config: app.config, tenantId, sealingSecret });
          return out;
        });
        return { status: 'success', data: record };
      },
    );

  return { access: rule, operations: [...operations] };
}
