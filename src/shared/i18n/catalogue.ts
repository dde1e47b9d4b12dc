// A catalogue is a tree of phrases; English's shape is the contract every other language fills. `Translation`
// turns English's type into "the same keys, any words", so a key missing from Spanish is a type error and
// the completeness test (tests/unit/i18n-catalogues.test.ts) only has to cover what types cannot (derived keys).
export type Catalogue = { readonly [key: string]: string | Catalogue };

export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** Every dotted key of a catalogue with its phrase. */
export function flattenCatalogue(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flattenCatalogue(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** The placeholders (%{name}) a phrase uses, sorted: a translation must use the same ones. */
export const placeholdersOf = (phrase: string): string[] =>
  [...new Set([...phrase.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]!))].sort();

/** Deep merge, later catalogues winning: react-admin's words, then ours. */
export function mergeCatalogues(...catalogues: readonly Catalogue[]): Catalogue {
  const out: Record<string, string | Catalogue> = {};
  for (const catalogue of catalogues)
    for (const [key, value] of Object.entries(catalogue)) {
      const before = out[key];
      out[key] =
        typeof value !== 'string' && before !== undefined && typeof before !== 'string'
          ? mergeCatalogues(before, value)
          : value;
    }
  return out;
}
