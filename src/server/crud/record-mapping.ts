// Maps between a resource's record (the JSON the API speaks, snake_case fields as the schema declares them)
// and its table row (Drizzle's camelCase properties), driven by the schema alone: money fields are integer
// cents in the row and decimals in the record, dates become ISO strings, write-only fields never leave.
import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { JsonSchemaProperty, RecordSchema } from '../../shared/resource-schema.ts';
import type { Row } from './define-resource.ts';

export const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export const isMoney = (p: JsonSchemaProperty | undefined) => p?.format === 'money';

export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

export interface FieldMapping {
  field: string;
  property: JsonSchemaProperty;
  /** The row property (camelCase), or null when the table has no column for the field (hooks fill it). */
  column: string | null;
  money: boolean;
  readOnly: boolean;
  writeOnly: boolean;
}

/** Every field of an object schema with its column in `table`. */
export function fieldMappings(
  properties: Readonly<Record<string, JsonSchemaProperty>>,
  table: PgTable,
): FieldMapping[] {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  return Object.entries(properties).map(([field, property]) => {
    const money = isMoney(property);
    const name =
      typeof property['x-column'] === 'string' ? property['x-column'] : camel(field) + (money ? 'Cents' : '');
    return {
      field,
      property,
      column: name in columns ? name : null,
      money,
      readOnly: !!property.readOnly,
      writeOnly: !!property.writeOnly,
    };
  });
}

/** A value as it goes out: cents → amount, Date → ISO string. */
export function outgoing(mapping: FieldMapping, value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (mapping.money && typeof value === 'number') return fromCents(value);
  return value;
}

/**
 * A value as it goes in: amount → cents, date-time text → Date (Drizzle's timestamp columns take a Date;
 * the text, already validated as RFC 3339 within the database's range, would fail in the driver).
 */
export function incoming(mapping: FieldMapping, value: unknown): unknown {
  if (mapping.money && typeof value === 'number') return toCents(value);
  if (mapping.property.format === 'date-time' && typeof value === 'string') return new Date(value);
  return value;
}

/** The record of a row: every readable field that has a column. */
export function toRecord(row: Row, mappings: readonly FieldMapping[]): Row {
  const out: Row = {};
  for (const m of mappings) {
    if (m.writeOnly || m.column === null || !(m.column in row)) continue;
    out[m.field] = outgoing(m, row[m.column]);
  }
  return out;
}

/** The column values of a body: writable fields with a column (others are left to the hooks). */
export function toColumns(body: Row, mappings: readonly FieldMapping[]): Row {
  const out: Row = {};
  for (const m of mappings) {
    if (m.readOnly || m.column === null || !(m.field in body)) continue;
    out[m.column] = incoming(m, body[m.field]);
  }
  return out;
}

/** The item schema of an array field, if it is an array of objects. */
export function itemProperties(schema: RecordSchema, field: string): Record<string, JsonSchemaProperty> {
  const items = schema.properties[field]?.items as
    { properties?: Record<string, JsonSchemaProperty> } | undefined;
  if (!items?.properties) throw new Error(`${schema.$id}.${field} is not an array of objects`);
  return items.properties;
}
