// Reference lists every logged-in user reads (docs/product.md#catalogue-reference-lists: countries and
// cities); only the platform
// scope changes them.
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { referenceData, timestamps } from './columns.ts';

export const countries = pgTable(
  'countries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** ISO 3166-1 alpha-2. */
    code: text().notNull(),
    name: text().notNull(),
    phoneCode: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex('countries_code_key').on(t.code), ...referenceData('countries')],
);

export const cities = pgTable(
  'cities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    countryId: integer()
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** State, province or region. */
    state: text(),
    ...timestamps,
  },
  (t) => [index('cities_country_name_idx').on(t.countryId, t.name), ...referenceData('cities')],
);
