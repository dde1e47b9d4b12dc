// docs/product.md#api-fixed-paths's catalogue reads and the SKU import: a store's service and item
// categories, a page of an
// option's values (option-value: page, option_id, search), the storefront's read of one service with its
// options, the SKU template (CSV) and the SKU import into an option's values (multipart upload).
import type { FastifyRequest } from 'fastify';
import { and, asc, count, eq, ilike, inArray, max, or, sql } from 'drizzle-orm';
import { ErrorCode, type FieldError } from '../../../shared/errors.ts';
import { CHOICE_TYPES, OptionType, createOption, tagForType } from '../../../shared/rules/index.ts';
import { responses } from '../../envelope.ts';
import { ApiFailure, forbidden, invalid, notFound } from '../../http-errors.ts';
import { inScope, type Transaction } from '../../db/database.ts';
import {
  itemCategories,
  optionValues,
  serviceCategories,
  serviceOptions,
  services,
  storeVendors,
  stores,
} from '../../db/schema/index.ts';
import { permitted, publicRoute } from '../../route-meta.ts';
import { sendCached } from '../../cache/cached-reply.ts';
import { multipartBodyCompiler } from '../../validation.ts';
import { toCents } from '../../crud/record-mapping.ts';
import { bumpVersion, loadServices, valueRecord } from '../../catalogue/service-tree.ts';
import { parseCsv, toCsv } from '../../catalogue/csv.ts';
import { actingStore, storeOfService } from './catalogue.service.ts';
import { idsParams } from '../../path-params.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { actsForStores, isPlatform, permitOf, reachesStore } from '../../../shared/permission-registry.ts';
import { readForm } from '../uploads/read-form.ts';

const valuesPageSize = 20;
const maxSkuErrors = 50;

/** 403 unless the store is in the principal's reach: its own, a linked vendor's, or the super admin's. */
async function assertStoreReach(tx: Transaction, request: FastifyRequest, storeId: number) {
  const p = request.principal!;
  if (isPlatform(p.roleId)) return;
  if (p.vendorId !== null) {
    const [link] = await tx
      .select({ id: storeVendors.id })
      .from(storeVendors)
      .where(and(eq(storeVendors.vendorId, p.vendorId), eq(storeVendors.storeId, storeId)));
    if (link) return;
  } else if (p.storeId === storeId) return;
  throw forbidden();
}

export default async function catalogueRoutes(app: ApiInstance) {
  const multipartCompiler = multipartBodyCompiler(app.validatorCompiler!);

  for (const [path, table, ref, what] of [
    [
      '/service-categories/store/:store',
      serviceCategories,
      'ServiceCategory#',
      'service categories (top-level tags)',
    ],
    ['/item-categories/store/:store', itemCategories, 'ItemCategory#', 'item categories (item tags)'],
  ] as const) {
    app.get(
      path,
      {
        ...permitted(app, permitOf('service-categories:view'), { store: 'stores' }),
        schema: {
          tags: ['services'],
          security: [{ bearer: [] }],
          summary: `A store's ${what}, in order; others than its own people see the active ones`,
          params: idsParams('store'),
          response: responses(200, { type: 'array', items: { $ref: ref } }, 400, 401, 403),
        },
      },
      async (request) => {
        const storeId = request.params.store;
        const p = request.principal!;
        const insider = actsForStores(p.roleId);
        const rows = await request.inTenant(async (tx) => {
          await assertStoreReach(tx, request, storeId);
          // A vendor reads a linked store's categories in that store's scope (they are the store's rows).
          const read = (t: Transaction) =>
            t
              .select()
              .from(table)
              .where(and(eq(table.storeId, storeId), insider ? undefined : eq(table.isActive, true)))
              .orderBy(asc(table.sequence), asc(table.name));
          return p.vendorId !== null ? inScope(app.db, { kind: 'store', storeId }, read) : read(tx);
        });
        return {
          status: 'success',
          data: rows.map((c) => ({
            id: c.id,
            store_id: c.storeId,
            name: c.name,
            tag: c.tag,
            description: c.description,
            image: c.image,
            sequence: c.sequence,
            is_active: c.isActive,
            created_at: c.createdAt.toISOString(),
            updated_at: c.updatedAt.toISOString(),
          })),
        };
      },
    );
  }

  app.get(
    '/option-value',
    {
      ...publicRoute(),
      schema: {
        tags: ['services'],
        summary:
          "A page of an option's values (mass dropdowns hold thousands). Public for an active service of an " +
          'active store; the store itself also sees inactive ones',
        querystring: {
          type: 'object',
          required: ['option_id'],
          additionalProperties: false,
          properties: {
            option_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
            page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            page_size: { type: 'integer', minimum: 1, maximum: 100, default: valuesPageSize },
            search: { type: 'string', maxLength: 100 },
          },
        },
        response: responses(200, { $ref: 'OptionValuePage#' }, 400, 404),
      },
    },
    async (request) => {
      const { option_id, page, page_size, search } = request.query;
      const [found] = await inScope(app.db, { kind: 'platform' }, (tx) =>
        tx
          .select({
            storeId: serviceOptions.storeId,
            serviceActive: services.isActive,
            storeActive: stores.isActive,
          })
          .from(serviceOptions)
          .innerJoin(
            services,
            and(eq(services.storeId, serviceOptions.storeId), eq(services.id, serviceOptions.serviceId)),
          )
          .innerJoin(stores, eq(stores.id, serviceOptions.storeId))
          .where(eq(serviceOptions.id, option_id)),
      );
      const p = request.principal;
      const insider = !!p && reachesStore(p, found?.storeId);
      if (!found || (!insider && !(found.serviceActive && found.storeActive))) throw notFound();
      const pattern = search ? `%${search.replace(/[%_\\]/g, '\\$&')}%` : null;
      const where = and(
        eq(optionValues.storeId, found.storeId),
        eq(optionValues.optionId, option_id),
        pattern ? or(ilike(optionValues.value, pattern), ilike(optionValues.sku, pattern)) : undefined,
      );
      const { rows, total } = await inScope(
        app.db,
        { kind: 'store', storeId: found.storeId },
        async (tx) => ({
          rows: await tx
            .select()
            .from(optionValues)
            .where(where)
            .orderBy(asc(optionValues.sequence), asc(optionValues.id))
            .limit(page_size)
            .offset((page - 1) * page_size),
          total: (await tx.select({ n: count() }).from(optionValues).where(where))[0]?.n ?? 0,
        }),
      );
      return {
        status: 'success',
        data: {
          count: total,
          next: page * page_size < total ? page + 1 : null,
          previous: page > 1 ? page - 1 : null,
          results: rows.map((v) => valueRecord(v, [])),
        },
      };
    },
  );

  app.get(
    '/stores/:store/portal-services/:id',
    {
      ...publicRoute({ store: 'stores', id: 'services' }),
      schema: {
        tags: ['storefront'],
        summary: 'One active service of an active store with its options, for the storefront',
        params: idsParams('store', 'id'),
        response: responses(200, { $ref: 'StoreService#' }, 400, 403, 404),
      },
    },
    async (request, reply) => {
      const { store: storeId, id } = request.params;
      return sendCached(app.publicCache, request, reply, storeId, async () => {
        const [store] = await inScope(
          app.db,
          { kind: 'platform' },
          (tx) => tx.select({ isActive: stores.isActive }).from(stores).where(eq(stores.id, storeId)),
          { readOnly: true },
        );
        if (!store) throw notFound('Store not found.');
        if (!store.isActive) throw new ApiFailure(ErrorCode.storeInactive);
        const found = await inScope(
          app.db,
          { kind: 'store', storeId },
          (tx) => loadServices(tx, storeId, [id]),
          { readOnly: true },
        );
        const service = found.get(id);
        if (!service || service.is_active !== true) throw notFound();
        return { status: 'success', data: service };
      });
    },
  );

  app.get(
    '/store/:id/download-sku-template',
    {
      ...permitted(app, permitOf('services:sku-template'), { id: 'stores' }),
      schema: {
        tags: ['services'],
        security: [{ bearer: [] }],
        summary: 'The CSV template for service/:id/import-sku (columns sku, value, price, image)',
        params: idsParams('id'),
        response: {
          200: { description: 'A CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
          400: { description: 'Invalid input', $ref: 'ErrorEnvelope#' },
          401: { description: 'Not authenticated', $ref: 'ErrorEnvelope#' },
          403: { description: 'Not allowed in this scope', $ref: 'ErrorEnvelope#' },
        },
      },
    },
    async (request, reply) => {
      actingStore(request, request.params.id);
      const csv = toCsv([
        ['sku', 'value', 'price', 'image'],
        ['RING-925-7', 'Sterling silver band, size 7', 0, null],
        ['RING-18K-7', '18k gold band, size 7', 45.5, 'https://example.com/ring.jpg'],
      ]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="sku-template-store-${request.params.id}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/service/:id/import-sku',
    {
      ...permitted(app, permitOf('services:import-sku'), { id: 'services' }, { multipart: true }),
      validatorCompiler: multipartCompiler,
      schema: {
        tags: ['services'],
        security: [{ bearer: [] }],
        summary:
          "Import SKUs (CSV: sku, value, price, image) into an option's values: a known SKU is updated, a new " +
          'one added. Without option_id the first mass dropdown is used, or one is created',
        consumes: ['multipart/form-data'],
        params: idsParams('id'),
        body: {
          type: 'object',
          required: ['file'],
          properties: {
            file: { type: 'string', format: 'binary', description: 'The CSV file' },
            option_id: { type: 'integer', description: 'The option to import into' },
          },
        },
        response: responses(
          200,
          {
            type: 'object',
            required: ['option_id', 'created', 'updated'],
            additionalProperties: false,
            properties: {
              option_id: { type: 'integer' },
              created: { type: 'integer' },
              updated: { type: 'integer' },
            },
          },
          400,
          401,
          403,
          404,
        ),
      },
    },
    async (request) => {
      const serviceId = request.params.id;
      // The service is checked before the upload is read: another store's id costs nothing.
      await request.inTenant((tx) => storeOfService(tx, request, serviceId));
      const { file, fields } = await readForm(request);
      if (!file) throw invalid([{ field: 'file', message: 'file is required' }]);
      const unknownField = Object.keys(fields).find((f) => f !== 'option_id');
      if (unknownField)
        throw invalid([{ field: unknownField, message: `${unknownField} is not an allowed field` }]);
      let optionId: number | null = null;
      if (fields.option_id !== undefined) {
        optionId = Number(fields.option_id);
        if (!Number.isInteger(optionId) || optionId < 1 || optionId > 2147483647)
          throw invalid([{ field: 'option_id', message: 'option_id must be an option id' }]);
      }
      const rows = parseSkuCsv(file);
      const result = await request.inTenant(async (tx) => {
        const storeId = await storeOfService(tx, request, serviceId);
        const option = await importTarget(tx, storeId, serviceId, optionId);
        const counts = await upsertSkus(tx, storeId, option, rows);
        await bumpVersion(tx, storeId, serviceId);
        return { option_id: option, ...counts };
      });
      return { status: 'success', data: result };
    },
  );
}

interface SkuRow {
  sku: string;
  value: string;
  priceCents: number;
  image: string | null;
}

/** Reads and checks the SKU CSV; every bad cell is reported as file.row N.column. */
function parseSkuCsv(file: Buffer): SkuRow[] {
  const text = file.toString('utf8');
  if (text.includes('\u0000')) throw invalid([{ field: 'file', message: 'file is not a CSV text file' }]);
  const [header, ...lines] = parseCsv(text);
  const columns = (header ?? []).map((h) => h.trim().toLowerCase());
  const col = (name: string) => columns.indexOf(name);
  const missing = ['sku', 'value'].filter((c) => col(c) < 0);
  if (missing.length)
    throw invalid([
      { field: 'file', message: `file needs the columns sku and value (missing: ${missing.join(', ')})` },
    ]);
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const rows: SkuRow[] = [];
  lines.forEach((cells, i) => {
    const at = (c: string, message: string) =>
      errors.push({ field: `file.row ${i + 2}.${c}`, message: `row ${i + 2}: ${c} ${message}` });
    const cell = (c: string) => (col(c) >= 0 ? (cells[col(c)] ?? '').trim() : '');
    const sku = cell('sku');
    const value = cell('value');
    const price = cell('price');
    const image = cell('image');
    if (!sku || sku.length > 100) at('sku', 'must have 1 to 100 characters');
    else if (seen.has(sku)) at('sku', 'appears twice in the file');
    seen.add(sku);
    if (!value || value.length > 200) at('value', 'must have 1 to 200 characters');
    if (price && !/^\d{1,8}(\.\d{1,2})?$/.test(price)) at('price', 'must be a price with at most 2 decimals');
    if (image && !/^https?:\/\/\S+$/.test(image)) at('image', 'must be an http(s) URL');
    rows.push({ sku, value, priceCents: price ? toCents(Number(price)) : 0, image: image || null });
  });
  if (errors.length) throw invalid(errors.slice(0, maxSkuErrors));
  if (!rows.length) throw invalid([{ field: 'file', message: 'file has no rows' }]);
  return rows;
}

/** The option SKUs go into: the named one (a choice option of the service), the first mass dropdown, or a new one. */
async function importTarget(
  tx: Transaction,
  storeId: number,
  serviceId: number,
  optionId: number | null,
): Promise<number> {
  const options = await tx
    .select({ id: serviceOptions.id, type: serviceOptions.type })
    .from(serviceOptions)
    .where(and(eq(serviceOptions.storeId, storeId), eq(serviceOptions.serviceId, serviceId)))
    .orderBy(asc(serviceOptions.sequence));
  if (optionId !== null) {
    const option = options.find((o) => o.id === optionId);
    if (!option)
      throw invalid([{ field: 'option_id', message: 'option_id is not an option of this service' }]);
    if (!CHOICE_TYPES.includes(option.type))
      throw invalid([{ field: 'option_id', message: 'option_id is not an option with choices' }]);
    return option.id;
  }
  const mass = options.find((o) => o.type === OptionType.massDropdown);
  if (mass) return mass.id;
  const fresh = createOption({ id: 0, type: OptionType.massDropdown, label: { value: 'SKU' } });
  const [created] = await tx
    .insert(serviceOptions)
    .values({
      storeId,
      serviceId,
      sequence: options.length + 1,
      type: OptionType.massDropdown,
      tag: tagForType(OptionType.massDropdown)!,
      label: 'SKU',
      toggles: fresh.toggles,
      metaData: { ...fresh.meta_data, is_external_database: true },
      advanceOptionMetaData: fresh.advance_option_meta_data,
    })
    .returning({ id: serviceOptions.id });
  return created!.id;
}

async function upsertSkus(tx: Transaction, storeId: number, optionId: number, rows: SkuRow[]) {
  const where = and(eq(optionValues.storeId, storeId), eq(optionValues.optionId, optionId));
  const [last] = await tx
    .select({ n: max(optionValues.sequence) })
    .from(optionValues)
    .where(where);
  let sequence = (last?.n ?? -1) + 1;
  let created = 0;
  let updated = 0;
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const known = new Map(
      (
        await tx
          .select({ id: optionValues.id, sku: optionValues.sku })
          .from(optionValues)
          .where(
            and(
              where,
              inArray(
                optionValues.sku,
                chunk.map((r) => r.sku),
              ),
            ),
          )
      ).map((v) => [v.sku, v.id]),
    );
    const fresh = chunk.filter((r) => !known.has(r.sku));
    const changed = chunk.filter((r) => known.has(r.sku));
    if (fresh.length)
      await tx.insert(optionValues).values(
        fresh.map((r) => ({
          storeId,
          optionId,
          sequence: sequence++,
          sku: r.sku,
          value: r.value,
          priceCents: r.priceCents,
          image: r.image,
        })),
      );
    if (changed.length)
      await tx.execute(sql`
        update ${optionValues} set value = v.value, price_cents = v.price, image = v.image, updated_at = now()
        from (values ${sql.join(
          changed.map(
            (r) => sql`(${known.get(r.sku)!}::int, ${r.value}::text, ${r.priceCents}::int, ${r.image}::text)`,
          ),
          sql`, `,
        )}) as v(id, value, price, image)
        where ${optionValues.storeId} = ${storeId} and ${optionValues.id} = v.id`);
    created += fresh.length;
    updated += changed.length;
  }
  return { created, updated };
}
