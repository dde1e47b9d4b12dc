// The portal's view of the location resource: its react-admin name (the URL segment /portal/location, see
// providers/data-provider.ts), the derived form schema, the list columns and the form hints.
import { locationSchema } from '../../../schemas/location.schema.ts';
import { createSchemaOf } from '../../shared/resource-schema.ts';
import type { FormHints } from '../schema-form/schema-inputs.ts';

export const locationResource = 'location';

/** The form's schema: the record schema without its read-only fields (id, store, timestamps). */
export const locationFormSchema = createSchemaOf(locationSchema);

type LocationField = keyof typeof locationSchema.properties;

/** The list's columns, in order. */
export const locationListColumns = [
  'name',
  'city',
  'country',
  'is_active',
] as const satisfies readonly LocationField[];

/** Layout and autofill hints; the inputs themselves come from the schema. */
export const locationFormHints = {
  name: { autoComplete: 'organization' },
  address_line1: { autoComplete: 'address-line1' },
  address_line2: { autoComplete: 'address-line2' },
  city: { width: 6, autoComplete: 'address-level2' },
  state: { width: 6, autoComplete: 'address-level1' },
  postal_code: { width: 6, autoComplete: 'postal-code' },
  country: { width: 6, autoComplete: 'country-name' },
  phone: { width: 6, inputType: 'tel', autoComplete: 'tel' },
  email: { width: 6, inputType: 'email', autoComplete: 'email' },
} as const satisfies FormHints & Partial<Record<LocationField, unknown>>;

/** Columns the API cannot sort by (its sortable list: name, city, country, created_at, id). */
export const locationUnsortable: ReadonlySet<string> = new Set(['is_active', 'store_id']);
