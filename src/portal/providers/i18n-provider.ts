// The portals' i18n provider: react-admin's ra-i18n-polyglot over react-admin's own words (its published
// English and Spanish messages) and ours (the product's and the portal's catalogues, ../i18n/catalogues.ts).
// The language is the user's own choice (docs/product.md#languages), kept by react-admin's store.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import type { PortalKind } from '../../shared/declarations/declare.ts';
import { mergeCatalogues, type Catalogue } from '../../shared/i18n/catalogue.ts';
import { LOCALE_NAMES, LOCALES, PSEUDO_LOCALE, type AnyLocale } from '../../shared/i18n/locales.ts';
import { pseudoCatalogue } from '../../shared/i18n/pseudo.ts';
import { chosenLocale } from '../../shell/i18n/chosen-locale.ts';
import { portalCatalogue } from '../i18n/catalogues.ts';
import { reactAdminSpanish } from '../i18n/react-admin-es.ts';

// react-admin types its messages with optional branches; ours are complete trees of phrases.
const asCatalogue = (messages: TranslationMessages) => messages as unknown as Catalogue;
const english = asCatalogue(englishMessages);

const reactAdminWords = (locale: AnyLocale): Catalogue =>
  locale === 'es'
    ? mergeCatalogues(english, asCatalogue(reactAdminSpanish))
    : locale === PSEUDO_LOCALE
      ? pseudoCatalogue(english)
      : english;

export const i18nProviderFor = (kind: PortalKind): I18nProvider =>
  polyglotI18nProvider(
    (locale) =>
      mergeCatalogues(
        reactAdminWords(locale as AnyLocale),
        portalCatalogue(kind, locale as AnyLocale),
      ) as unknown as TranslationMessages,
    chosenLocale(),
    LOCALES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] })),
    // A key with no phrase shows the caller's default (react-admin passes one) instead of a warning.
    { allowMissing: true },
  );

export const i18nProvider: I18nProvider = i18nProviderFor('store');
