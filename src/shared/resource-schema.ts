// A resource's record schema is declared once; the create and update schemas are derived from it here,
// never copied: create drops the read-only fields (id, tenant, timestamps), update also makes every field
// optional and tolerates the read-only fields react-admin sends back (the server ignores them).
//
// Annotations of our own on a record schema:
// - `writeOnly: true` on a field (standard JSON Schema): accepted on create and update, never returned
//   (a password);
// - `x-required-on-create` on the schema: fields required by create although the record may lack them
//   (write-only fields);
// - `x-create-only` on the schema: write-only fields taken by create alone (a store's first owner); update
//   does not accept them (400) and the edit form does not show them;
// - `format: 'money'` on a number field: an amount with 2 decimals, stored as integer cents (column
//   `<field>Cents`); `x-column` on a field: the table column when it is not the camel-cased field name.

export interface JsonSchemaProperty {
  type?: string | readonly string[];
  readOnly?: boolean;
  [key: string]: unknown;
}
export interface RecordSchema {
  $id: string;
  type: 'object';
  required?: readonly string[];
  'x-required-on-create'?: readonly string[];
  'x-create-only'?: readonly string[];
  additionalProperties?: boolean;
  properties: Readonly<Record<string, JsonSchemaProperty>>;
  [key: string]: unknown;
}

export function readOnlyFields(schema: RecordSchema): string[] {
  return Object.entries(schema.properties)
    .filter(([, p]) => p.readOnly)
    .map(([k]) => k);
}

export function createSchemaOf(schema: RecordSchema): RecordSchema {
  const readOnly = new Set(readOnlyFields(schema));
  const properties = Object.fromEntries(Object.entries(schema.properties).filter(([k]) => !readOnly.has(k)));
  return {
    ...schema,
    $id: `${schema.$id}Create`,
    additionalProperties: false,
    required: [...(schema.required ?? []), ...(schema['x-required-on-create'] ?? [])].filter(
      (k) => !readOnly.has(k),
    ),
    properties,
  };
}

export function updateSchemaOf(schema: RecordSchema): RecordSchema {
  const {
    required: _required,
    'x-required-on-create': _onCreate,
    'x-create-only': createOnly = [],
    ...rest
  } = schema;
  // No defaults on update: a field left out of a partial update keeps its value instead of being reset.
  const properties = Object.fromEntries(
    Object.entries(schema.properties)
      .filter(([k]) => !createOnly.includes(k))
      .map(([k, { default: _default, ...p }]) => [k, p]),
  );
  return { ...rest, $id: `${schema.$id}Update`, additionalProperties: false, properties };
}
