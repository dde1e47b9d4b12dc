// How the storefront's public reads are shown: a store's white-label settings and its services.
import { storeSettings, stores, services } from '../../db/schema/index.ts';
import { storeUrl } from '../../stores/find-store.ts';
import type { loadServices } from '../../catalogue/service-tree.ts';

const defaultColors = { background: '#faf9f7', button: '#204a48' } as const;

const cents = (value: number) => Math.round(value) / 100;

type StoreRow = typeof stores.$inferSelect;
type SettingsRow = typeof storeSettings.$inferSelect;
type ServiceRow = typeof services.$inferSelect;
type FullServices = Awaited<ReturnType<typeof loadServices>>;

/** The StoreSettings record: the store's settings, their defaults where none are set. */
export function presentStoreSettings(
  store: Pick<
    StoreRow,
    | 'id'
    | 'name'
    | 'slug'
    | 'customDomain'
    | 'isActive'
    | 'firstName'
    | 'websiteUrl'
    | 'isInternationalShipping'
  >,
  s: SettingsRow | undefined,
  publicDomain: string,
) {
  return {
    store_id: store.id,
    url: storeUrl(store, publicDomain),
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
    language: s?.language ?? 'en',
    currency: s?.currency ?? 'USD',
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
  };
}

/** A PortalService record; with its images and options unless the list is partial. */
export function presentPortalService(s: ServiceRow, full: FullServices | null) {
  return {
    id: s.id,
    store_id: s.storeId,
    name: s.name,
    description: s.description,
    price: cents(s.basePriceCents),
    item_tag: s.itemTag,
    top_level_tag: s.topLevelTag,
    image: s.image,
    ...(full ? { images: full.get(s.id)?.images, options: full.get(s.id)?.options } : {}),
  };
}
