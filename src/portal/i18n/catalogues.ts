// The portals' catalogue per language, without react-admin's own words: the product's shared words and the
// portal's (en.ts, es.ts). A word a language lacks falls back to English underneath; the pseudo-locale test
// is what shows a word that never went through the catalogue.
import { mergeCatalogues, type Catalogue } from '../../shared/i18n/catalogue.ts';
import type { AnyLocale } from '../../shared/i18n/locales.ts';
import { pseudoCatalogue } from '../../shared/i18n/pseudo.ts';
import { en as productEn } from '../../shared/i18n/messages/en/index.ts';
import { es as productEs } from '../../shared/i18n/messages/es/index.ts';
import type { PortalKind } from '../../shared/declarations/declare.ts';
import { en, vendorEn } from './en.ts';
import { es, vendorEs } from './es.ts';
import { vendorAppEn } from './vendor-app-en.ts';
import { vendorAppEs } from './vendor-app-es.ts';

/** The vendor portal's own screens (vendor-app-en.ts), under vendor_app.*. */
const vendorPortalEn = mergeCatalogues(vendorEn, { vendor_app: vendorAppEn });
const vendorPortalEs = mergeCatalogues(vendorEs, { vendor_app: vendorAppEs });

export function portalCatalogue(kind: PortalKind, locale: AnyLocale): Catalogue {
  const english = mergeCatalogues(productEn, kind === 'vendor' ? vendorPortalEn : en);
  if (locale === 'es') return mergeCatalogues(english, productEs, kind === 'vendor' ? vendorPortalEs : es);
  if (locale === 'pseudo') return pseudoCatalogue(english);
  return english;
}
