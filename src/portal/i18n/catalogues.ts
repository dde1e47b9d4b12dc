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
import { editorEn } from './editor-en.ts';
import { editorEs } from './editor-es.ts';
import { setupEn } from './setup-en.ts';
import { setupEs } from './setup-es.ts';

/** Per-area catalogues of both portals, [English, Spanish], one line each (an area's file pair beside this). */
export const PORTAL_AREAS: readonly (readonly [Catalogue, Catalogue])[] = [
  [editorEn, editorEs], // the service editor, the unsaved-changes bar, commission conditions
  [setupEn, setupEs], // record fields, the settings' colour, contrast and preview, messages, invitations
];

export function portalCatalogue(kind: PortalKind, locale: AnyLocale): Catalogue {
  const english = mergeCatalogues(
    productEn,
    kind === 'vendor' ? vendorEn : en,
    ...PORTAL_AREAS.map(([e]) => e),
  );
  if (locale === 'es')
    return mergeCatalogues(
      english,
      productEs,
      kind === 'vendor' ? vendorEs : es,
      ...PORTAL_AREAS.map(([, spanish]) => spanish),
    );
  if (locale === 'pseudo') return pseudoCatalogue(english);
  return english;
}
