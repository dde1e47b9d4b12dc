// A resource's record schema is declared once; the create and update schemas are derived from it here,
// never copied: create drops the read-only fields (id, tenant, timestamps), update also makes every field
// optional and tolerates the read-only fields react-admin sends back (the server ignores them).

export interface JsonSchemaProperty {
  type?: string | readonly string[];
  readOnly?: boolean;
  [key: string]: unknown;
}
export interface RecordSchema {
  $id: string;
  type: 'object';
  required?: readonly string[];
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
    required: (schema.required ?? []).filter((k) => !readOnly.has(k)),
    properties,
  };
}

export function updateSchemaOf(schema: RecordSchema): RecordSchema {
  const { required: _required, ...rest } = schema;
  return { ...rest, $id: `${schema.$id}Update`, additionalProperties: false, properties: schema.properties };
}
