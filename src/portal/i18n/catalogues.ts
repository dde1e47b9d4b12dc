// The portals' catalogue per language, without react-admin's own words: the product's shared words and the
// portal's (en.ts, es.ts), then the per-area catalogues (portalAreas). A word a language lacks falls back to
// English underneath; the pseudo-locale test is what shows a word that never went through the catalogue.
import { mergeCatalogues, type Catalogue } from '../../shared/i18n/catalogue.ts';
import type { AnyLocale } from '../../shared/i18n/locales.ts';
import { pseudoCatalogue } from '../../shared/i18n/pseudo.ts';
import { en as productEn } from '../../shared/i18n/messages/en/index.ts';
import { es as productEs } from '../../shared/i18n/messages/es/index.ts';
import type { PortalKind } from '../../shared/declarations/declare.ts';
import { en, vendorEn } from './en.ts';
import { es, vendorEs } from './es.ts';
import { counterEn } from './counter-en.ts';
import { counterEs } from './counter-es.ts';
import { dashboardEn } from './dashboard-en.ts';
import { dashboardEs } from './dashboard-es.ts';
import { profileEn } from './profile-en.ts';
import { profileEs } from './profile-es.ts';
import { billingEn } from './billing-en.ts';
import { billingEs } from './billing-es.ts';
import { onboardingEn } from './onboarding-en.ts';
import { onboardingEs } from './onboarding-es.ts';
import { vendorAppEn } from './vendor-app-en.ts';
import { vendorAppEs } from './vendor-app-es.ts';
import { editorEn } from './editor-en.ts';
import { editorEs } from './editor-es.ts';
import { setupEn } from './setup-en.ts';
import { setupEs } from './setup-es.ts';

/** One area's words, English and Spanish (its `<area>-es.ts` typed as its English's Translation). */
export interface PortalArea {
  readonly name: string;
  readonly en: Catalogue;
  readonly es: Catalogue;
}

/** The per-area catalogues, merged over en.ts/es.ts in both portals: register an area with one line here
 * (tests/unit/i18n-catalogues.test.ts checks each like en/es). */
export const portalAreas: readonly PortalArea[] = [
  { name: 'counter', en: counterEn, es: counterEs },
  { name: 'dashboard', en: dashboardEn, es: dashboardEs },
  { name: 'profile', en: profileEn, es: profileEs },
  { name: 'billing', en: billingEn, es: billingEs },
  { name: 'onboarding', en: onboardingEn, es: onboardingEs },
  { name: 'vendor app', en: { vendor_app: vendorAppEn }, es: { vendor_app: vendorAppEs } },
  { name: 'editor', en: editorEn, es: editorEs }, // services, unsaved-changes bar, commission conditions
  { name: 'setup', en: setupEn, es: setupEs }, // record fields, settings widgets, messages, invitations
];

export function portalCatalogue(kind: PortalKind, locale: AnyLocale): Catalogue {
  const english = mergeCatalogues(
    productEn,
    kind === 'vendor' ? vendorEn : en,
    ...portalAreas.map((area) => area.en),
  );
  if (locale === 'es')
    return mergeCatalogues(
      english,
      productEs,
      kind === 'vendor' ? vendorEs : es,
      ...portalAreas.map((area) => area.es),
    );
  if (locale === 'pseudo') return pseudoCatalogue(english);
  return english;
}
