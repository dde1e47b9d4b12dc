// The audit log as CSV, filtered like its list (the same `filter` JSON, the super admin's ?store_id=): the
// owner's store's entries, or the super admin's choice, newest first, at most 50,000 rows.
import type { FastifyInstance } from 'fastify';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { and, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import { auditLog as declaration } from '../../shared/declarations/integrations.declaration.ts';
import { Action, Role } from '../../shared/roles.ts';
import { guarded } from '../route-meta.ts';
import { failures } from '../envelope.ts';
import { forbidden, invalid } from '../http-errors.ts';
import { auditLog } from '../db/schema/index.ts';

const maxRows = 50_000;
const text = { type: 'string', maxLength: 200 } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const validateFilter = addFormats(new Ajv({ allErrors: true })).compile({
  type: 'object',
  additionalProperties: false,
  properties: {
    q: text,
    user_id: id,
    acting_as_user_id: id,
    operation: { enum: ['insert', 'update', 'delete', 'act_as'] },
    entity: text,
    entity_id: text,
    request_id: text,
    at_gte: { type: 'string', format: 'date-time' },
    at_lte: { type: 'string', format: 'date-time' },
  },
});

const columns = [
  ['at', (r: typeof auditLog.$inferSelect) => r.at.toISOString()],
  ['store_id', (r) => r.storeId],
  ['user', (r) => r.userName ?? r.userId],
  ['acting_as', (r) => r.actingAsName ?? r.actingAsUserId],
  ['operation', (r) => r.operation],
  ['entity', (r) => r.entity],
  ['entity_id', (r) => r.entityId],
  ['changed', (r) => r.changed.join(' ')],
  ['before', (r) => (r.before ? JSON.stringify(r.before) : '')],
  ['after', (r) => (r.after ? JSON.stringify(r.after) : '')],
  ['method', (r) => r.method],
  ['route', (r) => r.route],
  ['ip', (r) => r.ip],
  ['request_id', (r) => r.requestId],
] as const satisfies readonly (readonly [string, (r: typeof auditLog.$inferSelect) => unknown])[];

/** RFC 4180 quoting; a leading = + - @ is prefixed so spreadsheets do not run it as a formula. */
const cell = (value: unknown) => {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export default async function auditExportRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { filter?: string; store_id?: number } }>(
    '/audit-log/export',
    {
      ...guarded(app, declaration.access, Action.view, {}, { resource: declaration.name }),
      schema: {
        tags: [declaration.name],
        security: [{ bearer: [] }],
        summary: 'The audit log as CSV (same filter as the list; newest first; at most 50,000 rows)',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            filter: { type: 'string', maxLength: 2000, description: 'JSON object, as for the list' },
            store_id: { ...id, description: 'Super admin: the store' },
          },
        },
        response: {
          200: { description: 'text/csv', type: 'string' },
          400: failures[400],
          401: failures[401],
          403: failures[403],
        },
      },
    },
    async (request, reply) => {
      const principal = request.principal!;
      let filter: unknown = {};
      try {
        filter = request.query.filter === undefined ? {} : JSON.parse(request.query.filter);
      } catch {
        throw invalid([{ field: 'filter', message: 'filter is not valid JSON' }]);
      }
      if (!validateFilter(filter))
        throw invalid(
          (validateFilter.errors ?? []).map((e) => {
            const field = `filter${e.instancePath.replace(/\//g, '.')}${e.params && 'additionalProperty' in e.params ? `.${String(e.params.additionalProperty)}` : ''}`;
            return { field, message: `${field} ${e.message ?? 'is not valid'}` };
          }),
        );
      const f = filter as Record<string, string | number | undefined>;
      const isAdmin = principal.roleId === Role.superAdmin;
      if (!isAdmin && request.query.store_id !== undefined && request.query.store_id !== principal.storeId)
        throw forbidden('store_id is not yours.');
      const storeId = isAdmin ? request.query.store_id : (principal.storeId ?? -1);
      const conditions: (SQL | undefined)[] = [
        storeId === undefined ? undefined : eq(auditLog.storeId, storeId),
        f.user_id === undefined ? undefined : eq(auditLog.userId, Number(f.user_id)),
        f.acting_as_user_id === undefined
          ? undefined
          : eq(auditLog.actingAsUserId, Number(f.acting_as_user_id)),
        f.operation === undefined ? undefined : eq(auditLog.operation, f.operation as 'insert'),
        f.entity === undefined ? undefined : eq(auditLog.entity, String(f.entity)),
        f.entity_id === undefined ? undefined : eq(auditLog.entityId, String(f.entity_id)),
        f.request_id === undefined ? undefined : eq(auditLog.requestId, String(f.request_id)),
        f.at_gte === undefined ? undefined : gte(auditLog.at, new Date(String(f.at_gte))),
        f.at_lte === undefined ? undefined : lte(auditLog.at, new Date(String(f.at_lte))),
      ];
      if (f.q !== undefined) {
        const pattern = `%${String(f.q).replace(/[%_\\]/g, '\\$&')}%`;
        conditions.push(
          or(
            ilike(auditLog.entity, pattern),
            ilike(auditLog.route, pattern),
            ilike(auditLog.userName, pattern),
            ilike(auditLog.actingAsName, pattern),
          ),
        );
      }
      const rows = await request.inTenant((tx) =>
        tx
          .select()
          .from(auditLog)
          .where(and(...conditions))
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(maxRows),
      );
      const lines = [columns.map(([name]) => name).join(',')];
      for (const row of rows) lines.push(columns.map(([, get]) => cell(get(row))).join(','));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(lines.join('\r\n') + '\r\n');
    },
  );
}
