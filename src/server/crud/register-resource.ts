// Registers list / read / create / update / delete routes for a declared store-owned resource, following
// ra-data-simple-rest's conventions (filter, range and sort query; Content-Range header) inside section 7's
// envelope. Scope comes from the token; row-level security enforces it again in the database.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Ajv from 'ajv';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { Action, Role } from '../../shared/roles.ts';
import { createSchemaOf, readOnlyFields, updateSchemaOf } from '../../shared/resource-schema.ts';
import { responses } from '../envelope.ts';
import { invalid, notFound } from '../http-errors.ts';
import type { ResourceDefinition } from './define-resource.ts';
import { listQuerystring, parseListQuery } from './list-query.ts';

const filterAjv = new Ajv({ allErrors: true, strict: false });

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

type Row = Record<string, unknown>;

function toRecord(row: Row, fields: string[]): Row {
  const out: Row = {};
  for (const field of fields) {
    const value = row[camel(field)];
    out[field] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

function toColumns(body: Row, writable: Set<string>): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(body)) if (writable.has(key)) out[camel(key)] = value;
  return out;
}

const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const createQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: { store_id: { type: 'integer', minimum: 1, description: 'Super admin only: the store to create in' } },
} as const;

export function registerResource(app: FastifyInstance, resource: ResourceDefinition) {
  const { name, schema, table, module } = resource;
  // The derived create and update schemas are registered with the named schemas (schemas/index.ts).
  const createSchema = createSchemaOf(schema);
  const updateSchema = updateSchemaOf(schema);
  const fields = Object.keys(schema.properties);
  const writable = new Set(Object.keys(createSchema.properties));
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const column = (field: string) => {
    const c = columns[camel(field)];
    if (!c) throw new Error(`${name}: no column for field ${field}`);
    return c;
  };
  const ref = { $ref: `${schema.$id}#` };
  // Filter values are checked against the declared field types, so a wrong type is a 400, not a SQL error.
  const filterProperty = (field: string) => {
    const { readOnly: _r, title: _t, default: _d, ...property } = schema.properties[field] ?? {};
    return { anyOf: [property, { type: 'array', maxItems: 500, items: property }] };
  };
  const validateFilter = filterAjv.compile({
    type: 'object',
    properties: {
      q: { type: 'string', maxLength: 200 },
      id: filterProperty('id'),
      ...Object.fromEntries(resource.filterable.map((f) => [f, filterProperty(f)])),
    },
  });
  const tags = [name];
  const security = [{ bearer: [] }];

  /** Store roles act in their own store; the super admin may narrow to one store. */
  const storeCondition = (request: FastifyRequest, storeId?: number): SQL | undefined => {
    const principal = request.principal!;
    if (principal.roleId === Role.superAdmin) return storeId ? eq(table.storeId, storeId) : undefined;
    return eq(table.storeId, principal.storeId ?? -1);
  };
  const findOne = (request: FastifyRequest, id: number) =>
    request.inTenant(async (tx) => {
      const [row] = await tx
        .select()
        .from(table)
        .where(and(eq(table.id, id), storeCondition(request)));
      if (!row) throw notFound();
      return row as Row;
    });

  app.get<{ Querystring: { filter?: string; range?: string; sort?: string } }>(
    `/${name}`,
    {
      preValidation: app.requirePermission(module, Action.view),
      schema: {
        tags,
        security,
        summary: `List ${name} (ra-data-simple-rest: filter, range, sort; Content-Range header)`,
        querystring: listQuerystring,
        response: responses(200, { type: 'array', items: ref }, 400, 401, 403),
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, resource);
      if (!validateFilter(query.filter)) {
        throw invalid(
          (validateFilter.errors ?? []).map((e) => {
            const field = `filter${e.instancePath.replace(/\//g, '.')}`;
            return { field, message: `${field} ${e.message ?? 'is not valid'}` };
          }),
        );
      }
      const conditions: (SQL | undefined)[] = [storeCondition(request)];
      for (const [key, value] of Object.entries(query.filter)) {
        if (key === 'q') {
          if (typeof value !== 'string') throw invalid([{ field: 'filter.q', message: 'filter.q must be text' }]);
          const pattern = `%${value.replace(/[%_\\]/g, '\\$&')}%`;
          conditions.push(or(...resource.searchable.map((f) => ilike(column(f), pattern))));
        } else if (Array.isArray(value)) {
          conditions.push(value.length ? inArray(column(key), value) : eq(column(key), null as never));
        } else {
          conditions.push(eq(column(key), value));
        }
      }
      const where = and(...conditions);
      const order = query.sort.order === 'ASC' ? asc : desc;
      const { rows, total } = await request.inTenant(async (tx) => {
        const rows = await tx
          .select()
          .from(table)
          .where(where)
          .orderBy(order(column(query.sort.field)), order(table.id))
          .limit(query.limit)
          .offset(query.offset);
        const [counted] = await tx.select({ total: count() }).from(table).where(where);
        return { rows, total: counted?.total ?? 0 };
      });
      const last = rows.length ? query.offset + rows.length - 1 : query.offset;
      reply.header('Content-Range', `${name} ${query.offset}-${last}/${total}`);
      return { status: 'success', data: rows.map((r) => toRecord(r as Row, fields)) };
    },
  );

  app.get<{ Params: { id: number } }>(
    `/${name}/:id`,
    {
      preValidation: app.requirePermission(module, Action.view),
      schema: { tags, security, summary: `Read one of ${name}`, params: idParams, response: responses(200, ref, 400, 401, 403, 404) },
    },
    async (request) => ({ status: 'success', data: toRecord(await findOne(request, request.params.id), fields) }),
  );

  app.post<{ Body: Row; Querystring: { store_id?: number } }>(
    `/${name}`,
    {
      preValidation: app.requirePermission(module, Action.create),
      schema: {
        tags,
        security,
        summary: `Create one of ${name}`,
        querystring: createQuerystring,
        body: { $ref: `${createSchema.$id}#` },
        response: responses(201, ref, 400, 401, 403),
      },
    },
    async (request, reply) => {
      const principal = request.principal!;
      const storeId = principal.roleId === Role.superAdmin ? request.query.store_id : principal.storeId;
      if (!storeId) throw invalid([{ field: 'store_id', message: 'store_id is required' }]);
      const row = await request.inTenant(async (tx) => {
        const [created] = await tx
          .insert(table)
          .values({ ...toColumns(request.body, writable), storeId } as never)
          .returning();
        return created as Row;
      });
      reply.status(201);
      return { status: 'success', data: toRecord(row, fields) };
    },
  );

  app.put<{ Body: Row; Params: { id: number } }>(
    `/${name}/:id`,
    {
      preValidation: app.requirePermission(module, Action.edit),
      schema: {
        tags,
        security,
        summary: `Update one of ${name} (read-only fields sent back are ignored)`,
        params: idParams,
        body: { $ref: `${updateSchema.$id}#` },
        response: responses(200, ref, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const changes = toColumns(request.body, writable);
      const row = await request.inTenant(async (tx) => {
        const [updated] = Object.keys(changes).length
          ? await tx
              .update(table)
              .set(changes as never)
              .where(and(eq(table.id, request.params.id), storeCondition(request)))
              .returning()
          : await tx.select().from(table).where(and(eq(table.id, request.params.id), storeCondition(request)));
        if (!updated) throw notFound();
        return updated as Row;
      });
      return { status: 'success', data: toRecord(row, fields) };
    },
  );

  app.delete<{ Params: { id: number } }>(
    `/${name}/:id`,
    {
      preValidation: app.requirePermission(module, Action.delete),
      schema: { tags, security, summary: `Delete one of ${name}`, params: idParams, response: responses(200, ref, 400, 401, 403, 404) },
    },
    async (request) => {
      const row = await request.inTenant(async (tx) => {
        const [deleted] = await tx
          .delete(table)
          .where(and(eq(table.id, request.params.id), storeCondition(request)))
          .returning();
        if (!deleted) throw notFound();
        return deleted as Row;
      });
      return { status: 'success', data: toRecord(row, fields) };
    },
  );

  return { readOnly: readOnlyFields(schema) };
}
