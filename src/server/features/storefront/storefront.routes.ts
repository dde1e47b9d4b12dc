// Public storefront reads: the white-label settings of the store a host belongs to, and its services.
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { ErrorCode } from '../../../shared/errors.ts';
import { ApiFailure, notFound } from '../../http-errors.ts';
import { responses } from '../../envelope.ts';
import { inScope } from '../../db/database.ts';
import { services, storeSettings, stores } from '../../db/schema/index.ts';
import { findStoreByHost, storeUrl } from '../../stores/find-store.ts';
import { publicRoute } from '../../route-meta.ts';
import { loadServices } from '../../catalogue/service-tree.ts';
import { sendCached } from '../../cache/cached-reply.ts';
import type { ApiInstance } from '../../schema-types.ts';

export const defaultColors = { background: '#faf9f7', button: '#204a48' } as const;

const cents = (value: number) => Math.round(value) / 100;

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
      return sendCached(app.publicCache, request, reply, store.id, async () => {
        const [s] = await inScope(
          app.db,
          { kind: 'store', storeId: store.id },
          (tx) => tx.select().from(storeSettings).where(eq(storeSettings.storeId, store.id)),
          { readOnly: true },
        );
        return {
          status: 'success',
          data: {
            store_id: store.id,
            url: storeUrl(store, app.config.publicDomain),
            title: s?.title || store.name,
            background_color: s?.backgroundColor || defaultColors.background,
            border_color: s?.borderColor ?? null,
            button_color: s?.buttonColor || defaultColors.button,
            button_hover_color: s?.buttonHoverColor ?? null,
            button_hover_font_color: s?.buttonHoverFontColor ?? null,
            font_color: s?.fontColor ?? null,
            top_bar_color: s?.topBarColor ?? null,
            top_bar_text: s?.topBarText ?? null,
            logo: s?.logo ?? null,
            favicon: s?.favicon ?? null,
            privacy_policy_link: s?.privacyPolicyLink ?? null,
            terms_conditions_link: s?.termsConditionsLink ?? null,
            top_up_amount: cents(s?.topUpAmountCents ?? 0),
            use_platform_shipping: s?.usePlatformShipping ?? true,
            is_fixed_shipping: s?.isFixedShipping ?? false,
            is_order_tracking_enabled: s?.isOrderTrackingEnabled ?? true,
            is_active: store.isActive,
            ada_script: s?.adaScript ?? null,
            google_analytics_script: s?.googleAnalyticsScript ?? null,
            google_tag_script: s?.googleTagScript ?? null,
            is_custom_font_style: s?.isCustomFontStyle ?? false,
            font_style: s?.fontStyle ?? null,
            is_own_font: s?.isOwnFont ?? false,
            regular_font_family_url: s?.regularFontFamilyUrl ?? null,
            bold_font_family_url: s?.boldFontFamilyUrl ?? null,
            italic_font_family_url: s?.italicFontFamilyUrl ?? null,
            store: {
              id: store.id,
              name: store.name,
              first_name: store.firstName,
              website_url: store.websiteUrl,
              is_international_shipping: store.isInternationalShipping,
            },
          },
        };
      });
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
      return sendCached(app.publicCache, request, reply, storeId, async () => {
        const [store] = await inScope(
          app.db,
          { kind: 'platform' },
          (tx) => tx.select().from(stores).where(eq(stores.id, storeId)),
          { readOnly: true },
        );
        if (!store) throw notFound('Store not found.');
        if (!store.isActive) throw new ApiFailure(ErrorCode.storeInactive);
        const { item_tag, top_level_tag, search, is_partial } = request.query;
        const { rows, full } = await inScope(
          app.db,
          { kind: 'store', storeId },
          async (tx) => {
            const rows = await tx
              .select()
              .from(services)
              .where(
                and(
                  eq(services.storeId, storeId),
                  eq(services.isActive, true),
                  item_tag ? eq(services.itemTag, item_tag) : undefined,
                  top_level_tag ? eq(services.topLevelTag, top_level_tag) : undefined,
                  search
                    ? or(
                        ilike(services.name, `%${search.replace(/[%_\\]/g, '\\$&')}%`),
                        ilike(services.description, `%${search.replace(/[%_\\]/g, '\\$&')}%`),
                      )
                    : undefined,
                ),
              )
              .orderBy(asc(services.sequence), asc(services.id));
            // The whole services (images, options) unless the caller asks for the partial list.
            const full = is_partial
              ? null
              : await loadServices(
                  tx,
                  storeId,
                  rows.map((r) => r.id),
                );
            return { rows, full };
          },
          { readOnly: true },
        );
        return {
          status: 'success',
          data: rows.map((s) => ({
            id: s.id,
            store_id: s.storeId,
            name: s.name,
            description: s.description,
            price: cents(s.basePriceCents),
            item_tag: s.itemTag,
            top_level_tag: s.topLevelTag,
            image: s.image,
            ...(full ? { images: full.get(s.id)?.images, options: full.get(s.id)?.options } : {}),
          })),
        };
      });
    },
  );
}
