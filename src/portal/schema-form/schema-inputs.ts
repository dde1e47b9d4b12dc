// Derives a form's inputs from a resource's declared JSON schema (the create schema: read-only fields
// already dropped), so a property added to the schema adds its input and a constraint added to it
// validates in the browser exactly as ajv will on the server. Pure: no React, testable in Node.
import type { JsonSchemaProperty, RecordSchema } from '../../shared/resource-schema.ts';

export type InputKind = 'text' | 'number' | 'boolean' | 'select';

export interface InputSpec {
  source: string;
  kind: InputKind;
  /** In the schema's required list (booleans never need it: false is an answer). */
  required: boolean;
  /** The type admits null: an emptied input is sent as null rather than ''. */
  nullable: boolean;
  integer: boolean;
  title?: string;
  description?: string;
  defaultValue?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  choices?: readonly (string | number)[];
}

/** Layout and browser hints that the schema does not carry (the rjsf uiSchema's role, kept small). */
export interface FieldHint {
  /** Columns out of 12 from the small breakpoint up (default 12). */
  width?: 3 | 4 | 6 | 8 | 12;
  /** The HTML input type for text inputs: email, tel, url … */
  inputType?: string;
  autoComplete?: string;
  multiline?: boolean;
}
export type FormHints = Readonly<Record<string, FieldHint>>;

function typesOf(property: JsonSchemaProperty): string[] {
  const { type } = property;
  if (type === undefined) return [];
  return typeof type === 'string' ? [type] : [...type];
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The inputs of a schema, in property order; properties no input can edit (objects, arrays) are skipped. */
export function inputsOf(schema: RecordSchema): InputSpec[] {
  const required = new Set(schema.required ?? []);
  const specs: InputSpec[] = [];
  for (const [source, property] of Object.entries(schema.properties)) {
    if (property.readOnly) continue;
    const types = typesOf(property);
    const nullable = types.includes('null');
    const main = types.find((t) => t !== 'null');
    const choices = Array.isArray(property.enum)
      ? (property.enum as unknown[]).filter(
          (v): v is string | number => typeof v === 'string' || typeof v === 'number',
        )
      : undefined;
    let kind: InputKind;
    if (choices?.length) kind = 'select';
    else if (main === 'boolean') kind = 'boolean';
    else if (main === 'integer' || main === 'number') kind = 'number';
    else if (main === 'string') kind = 'text';
    else continue;
    specs.push({
      source,
      kind,
      required: kind !== 'boolean' && required.has(source),
      nullable,
      integer: main === 'integer',
      title: typeof property.title === 'string' ? property.title : undefined,
      description: typeof property.description === 'string' ? property.description : undefined,
      defaultValue: property.default,
      minLength: numberOf(property.minLength),
      maxLength: numberOf(property.maxLength),
      pattern: typeof property.pattern === 'string' ? property.pattern : undefined,
      minimum: numberOf(property.minimum),
      maximum: numberOf(property.maximum),
      choices,
    });
  }
  return specs;
}

/** "postal_code" → "Postal code": the label of a property the schema gives no title. */
export function humanize(source: string): string {
  const words = source.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The field labels of a schema for the i18n messages resources.<resource>.fields.*: titles first. */
export function fieldLabelsOf(schema: RecordSchema): Record<string, string> {
  return Object.fromEntries(
    Object.entries(schema.properties).map(([source, p]) => [
      source,
      typeof p.title === 'string' ? p.title : humanize(source),
    ]),
  );
}

/**
 * How an input's text becomes the value sent: '' is null when the schema admits null, else kept as text
 * (react-admin's default parse turns every '' into null, which a non-nullable string would refuse).
 */
export function parseText(spec: Pick<InputSpec, 'nullable'>) {
  return (value: string) => (value === '' && spec.nullable ? null : value);
}

/** The pattern as the server's ajv compiles it (unicode flag), or undefined when it cannot be compiled. */
export function patternOf(spec: Pick<InputSpec, 'pattern'>): RegExp | undefined {
  if (!spec.pattern) return undefined;
  try {
    return new RegExp(spec.pattern, 'u');
  } catch {
    return undefined;
  }
}
