// Public storefront reads: the white-label settings of the store a host belongs to, and its services.
import { ErrorCode } from '../../../shared/errors.ts';
import { ApiFailure } from '../../http-errors.ts';
import { responses } from '../../envelope.ts';
import { findStoreByHost } from '../../stores/find-store.ts';
import { publicRoute } from '../../route-meta.ts';
import { sendCached } from '../../cache/cached-reply.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { portalServices, storeSettingsRecord } from './storefront.service.ts';

export default async function storefrontRoutes(app: ApiInstance) {
  app.get(
    '/white-label-settings',
    {
      ...publicRoute(),
      schema: {
        tags: ['storefront'],
        summary:
          "A store's white-label settings, found by its host (custom domain first, then its first label)",
        querystring: {
          type: 'object',
          required: ['store_url'],
          additionalProperties: false,
          properties: { store_url: { type: 'string', minLength: 1, maxLength: 253 } },
        },
        response: responses(200, { $ref: 'StoreSettings#' }, 400, 403, 404),
      },
    },
    async (request, reply) => {
      const found = findStoreByHost(app.db, request.query.store_url, app.config.hostLabels, app.publicCache);
      // A cached host is not awaited: every await is a microtask turn on the storefront's most frequent read.
      const store = found instanceof Promise ? await found : found;
      if (!store) throw new ApiFailure(ErrorCode.storeNotFound);
      if (!store.isActive) throw new ApiFailure(ErrorCode.storeInactive);
      return sendCached(app.publicCache, request, reply, store.id, async () => ({
        status: 'success',
        data: await storeSettingsRecord(app.db, store, app.config.publicDomain),
      }));
    },
  );

  app.get(
    '/stores/:id/portal-services',
    {
      ...publicRoute({ id: 'stores' }),
      schema: {
        tags: ['storefront'],
        summary:
          "A store's active services for the storefront; is_partial=true lists them without their options, " +
          'otherwise each carries its images and options',
        params: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            is_customer_side: { type: 'boolean' },
            is_partial: { type: 'boolean' },
            item_tag: { type: 'string', maxLength: 100 },
            top_level_tag: { type: 'string', maxLength: 100 },
            search: { type: 'string', maxLength: 100 },
          },
        },
        response: responses(200, { type: 'array', items: { $ref: 'PortalService#' } }, 400, 403, 404),
      },
    },
    async (request, reply) => {
      const storeId = request.params.id;
      return sendCached(app.publicCache, request, reply, storeId, async () => ({
        status: 'success',
        data: await portalServices(app.db, storeId, request.query),
      }));
    },
  );
}
