// The storefront's words: the product's catalogue in the store's language and money in the store's
// currency (docs/product.md#languages), as WordsProvider.tsx loaded them. A tester's pseudo-locale choice
// (chosen-locale.ts) wins, so an untranslated word shows on any face. Dates are shared/i18n/dates.ts's,
// kept apart so a page that shows no date loads no dayjs: `formatDateIn(words.locale, …)`.
export { useWords as useStoreWords } from './words-context.ts';
