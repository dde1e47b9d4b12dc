// The translation layer (docs/product.md#languages): every language fills English's keys with the same
// placeholders, the pseudo-locale marks every phrase, and money, numbers and dates follow the locale while
// keeping the product's patterns. Generated over the catalogues, so a phrase added later is covered.
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { flattenCatalogue, placeholdersOf, type Catalogue } from '../../src/shared/i18n/catalogue.ts';
import { formatDateIn } from '../../src/shared/i18n/dates.ts';
import { DateFormat } from '../../src/shared/format.ts';
import { negotiateLocale } from '../../src/shared/i18n/locales.ts';
import { en } from '../../src/shared/i18n/messages/en/index.ts';
import { es } from '../../src/shared/i18n/messages/es/index.ts';
import { pseudoCatalogue, PSEUDO_CLOSE, PSEUDO_OPEN } from '../../src/shared/i18n/pseudo.ts';
import { createTranslator } from '../../src/shared/i18n/translator.ts';
import { reactAdminSpanish } from '../../src/portal/i18n/react-admin-es.ts';
import { i18nProviderFor } from '../../src/portal/providers/i18n-provider.ts';
import { en as portalEn, vendorEn as portalVendorEn } from '../../src/portal/i18n/en.ts';
import { es as portalEs, vendorEs as portalVendorEs } from '../../src/portal/i18n/es.ts';
import { portalAreas } from '../../src/portal/i18n/catalogues.ts';

const pairs: [string, Catalogue, Catalogue][] = [
  ['product', en, es],
  ['react-admin', englishMessages as unknown as Catalogue, reactAdminSpanish as unknown as Catalogue],
  ['store portal', portalEn as unknown as Catalogue, portalEs as unknown as Catalogue],
  ['vendor portal', portalVendorEn as unknown as Catalogue, portalVendorEs as unknown as Catalogue],
  ...portalAreas.map((area): [string, Catalogue, Catalogue] => [`portal ${area.name}`, area.en, area.es]),
];

describe.each(pairs)('the %s catalogue in Spanish', (_name, english, spanish) => {
  const source = flattenCatalogue(english);
  const target = flattenCatalogue(spanish);

  it('has a phrase for every English key, and no key English lacks', () => {
    expect([...source.keys()].filter((key) => !target.has(key))).toEqual([]);
    expect([...target.keys()].filter((key) => !source.has(key))).toEqual([]);
  });

  it('uses the same placeholders and plural forms as English in every phrase', () => {
    const differing = [...source].filter(([key, phrase]) => {
      const translated = target.get(key) ?? '';
      return (
        placeholdersOf(phrase).join() !== placeholdersOf(translated).join() ||
        phrase.includes('||||') !== translated.includes('||||')
      );
    });
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('is not English left in place (fewer than a tenth of the phrases equal their English)', () => {
    const same = [...source].filter(
      ([key, phrase]) => target.get(key) === phrase && /[a-z]{3}/i.test(phrase),
    );
    expect(same.length).toBeLessThan(Math.max(2, source.size / 10));
  });
});

describe('the pseudo-locale', () => {
  it('brackets every phrase and keeps its placeholders', () => {
    for (const [key, phrase] of flattenCatalogue(pseudoCatalogue(englishMessages as unknown as Catalogue))) {
      expect(phrase.startsWith(PSEUDO_OPEN), key).toBe(true);
      expect(phrase.endsWith(PSEUDO_CLOSE), key).toBe(true);
    }
    const t = createTranslator('pseudo').t;
    expect(t('common.state.retry')).toBe('⟦Ţŕý àĝàîñ···⟧');
  });
});

describe('the translator', () => {
  it('translates, falls back to English for a key a language lacks, and shows an unknown key as itself', () => {
    const spanish = createTranslator('es', [{ en: { only: { english: 'Only %{what}' } } }]);
    expect(spanish.t('common.action.save')).toBe('Guardar');
    expect(spanish.t('only.english', { what: 'this' })).toBe('Only this');
    expect(spanish.t('no.such.key')).toBe('no.such.key');
  });

  it("chooses the plural form by the locale's rules and interpolates", () => {
    const words = { en: { items: { count: '%{smart_count} item |||| %{smart_count} items' } } };
    const t = createTranslator('en', [words]).t;
    expect(t('items.count', { smart_count: 1 })).toBe('1 item');
    expect(t('items.count', { smart_count: 0 })).toBe('0 items');
    expect(t('items.count', { smart_count: 3 })).toBe('3 items');
  });

  it("formats money for the locale in the store's currency", () => {
    expect(createTranslator('en').money(1234.56)).toBe('$1,234.56');
    expect(createTranslator('es', [], 'EUR').money(1234.56).replace(/\s/g, ' ')).toBe('1234,56 €');
    expect(createTranslator('es', [], 'EUR').money(12345.67).replace(/\s/g, ' ')).toBe('12.345,67 €');
    expect(createTranslator('en', [], 'GBP').money(0.5)).toBe('£0.50');
  });

  it("keeps the product's date patterns with the locale's month names", () => {
    expect(formatDateIn('en', '2026-01-05T12:00:00')).toBe('05, January 2026');
    expect(formatDateIn('es', '2026-01-05T12:00:00')).toBe('05, enero 2026');
    expect(formatDateIn('es', 'not a date')).toBe('Incorrect format');
    // The clock the language reads: Spanish on 24 hours, no AM/PM.
    expect(formatDateIn('en', '2026-01-05T16:57:00', DateFormat.time)).toBe('04:57 PM');
    expect(formatDateIn('es', '2026-01-05T16:57:00', DateFormat.time)).toBe('16:57');
    expect(formatDateIn('es', '2026-01-05T09:05:00', DateFormat.time)).toBe('09:05');
    expect(formatDateIn('es', '2026-01-05T16:57:00', DateFormat.notification)).toMatch(/ 16:57$/);
  });

  it('negotiates a supported language from preferences', () => {
    expect(negotiateLocale('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(negotiateLocale(['fr-FR', 'de'])).toBe('en');
    expect(negotiateLocale(['fr-FR'], 'es')).toBe('es');
  });
});

describe("the portals' react-admin provider", () => {
  it("speaks react-admin's Spanish and ours after a change of language", async () => {
    const provider = i18nProviderFor('store');
    await provider.changeLocale('es');
    expect(provider.translate('ra.action.save')).toBe('Guardar');
    expect(provider.translate('ra.navigation.clear_filters')).toBe('Borrar filtros');
    expect(provider.translate('common.payment.status.succeeded')).toBe('Pagado');
    expect(provider.translate('resources.sales-orders.name', { smart_count: 2 })).toBe('Pedidos');
    expect(provider.translate('resources.sales-orders.fields.status')).toBe('Estado');
    await provider.changeLocale('en');
    expect(provider.translate('ra.action.save')).toBe('Save');
  });
});
