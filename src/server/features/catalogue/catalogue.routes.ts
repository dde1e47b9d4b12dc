// docs/product.md#api-fixed-paths's catalogue reads and the SKU import: a store's service and item
// categories, a page of an
// option's values (option-value: page, option_id, search), the storefront's read of one service with its
// options, the SKU template (CSV) and the SKU import into an option's values (multipart upload).
import { responses } from '../../envelope.ts';
import { itemCategories, serviceCategories } from '../../db/schema/index.ts';
import { permitted, publicRoute } from '../../route-meta.ts';
import { sendCached } from '../../cache/cached-reply.ts';
import { multipartBodyCompiler } from '../../validation.ts';
import { actingStore, optionValuePage, portalService, storeCategories } from './catalogue.service.ts';
import { checkImportService, importSkus, skuTemplateCsv } from './sku-import.service.ts';
import { idsParams } from '../../path-params.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { readForm } from '../uploads/read-form.ts';

const valuesPageSize = 20;

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
        const data = await storeCategories(app.db, request, table, request.params.store);
        return { status: 'success', data };
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
      return { status: 'success', data: await optionValuePage(app.db, request, request.query) };
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
      return sendCached(app.publicCache, request, reply, storeId, async () => ({
        status: 'success',
        data: await portalService(app.db, storeId, id),
      }));
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
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="sku-template-store-${request.params.id}.csv"`)
        .send(skuTemplateCsv());
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
      await checkImportService(request, serviceId);
      const form = await readForm(request);
      return { status: 'success', data: await importSkus(request, serviceId, form) };
    },
  );
}
