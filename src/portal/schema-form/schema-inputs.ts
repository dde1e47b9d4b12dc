// Derives a form's inputs from a resource's declared JSON schema (the create schema: read-only fields
// already dropped), so a property added to the schema adds its input and a constraint added to it
// validates in the browser exactly as ajv will on the server. Pure: no React, testable in Node.
import type { Audience } from '../../shared/access.ts';
import type { FormHints } from '../../shared/declarations/declare.ts';
import type { JsonSchemaProperty, RecordSchema } from '../../shared/resource-schema.ts';

export type { FormHints };

/**
 * text (any string; email, url and multi-line by hints and format), number, boolean, select (an enum),
 * date and dateTime, money, tags (an array of strings, as chips), list (an array of objects: a child
 * list with its own inputs), reference (another resource's record), image (an upload).
 */
export type InputKind =
  | 'text'
  | 'number'
  | 'money'
  | 'boolean'
  | 'select'
  | 'date'
  | 'dateTime'
  | 'tags'
  | 'list'
  | 'reference'
  | 'lookup'
  | 'image';

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
  /** The people's names of the choices (x-enum-labels), same order. */
  choiceLabels?: readonly string[];
  format?: string;
  /** reference: the API collection of the referenced resource. */
  reference?: string;
  /** lookup: the reference list the value is picked from, and the key of its records the value is. */
  lookup?: { resource: string; value: string };
  /** list: the inputs of one item. */
  items?: InputSpec[];
  /** tags: what each chip must be (the items' pattern, length and examples), checked as ajv will. */
  item?: { pattern?: string; maxLength?: number; examples?: readonly string[] };
  maxItems?: number;
}

function typesOf(property: JsonSchemaProperty): string[] {
  const { type } = property;
  if (type === undefined) return [];
  return typeof type === 'string' ? [type] : [...type];
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** What the form needs besides the schema: per-field hints and the declared references. */
export interface InputContext {
  hints?: FormHints;
  references?: Readonly<Record<string, string>>;
  /** A prefix of nested sources (`items.`), to find their references (`items.service_id`). */
  prefix?: string;
}

/** The inputs of a schema, in property order; read-only, hidden and plain-object properties are skipped. */
export function inputsOf(
  schema: Pick<RecordSchema, 'properties' | 'required'>,
  context: InputContext = {},
): InputSpec[] {
  const required = new Set(schema.required ?? []);
  const specs: InputSpec[] = [];
  for (const [source, property] of Object.entries(schema.properties)) {
    if (property.readOnly) continue;
    const hint = context.hints?.[source] ?? {};
    if (hint.hidden) continue;
    const types = typesOf(property);
    const nullable = types.includes('null');
    const main = types.find((t) => t !== 'null');
    const choices = Array.isArray(property.enum)
      ? (property.enum as unknown[]).filter(
          (v): v is string | number => typeof v === 'string' || typeof v === 'number',
        )
      : undefined;
    const labels = Array.isArray(property['x-enum-labels'])
      ? (property['x-enum-labels'] as unknown[]).map(String)
      : undefined;
    const reference = context.references?.[`${context.prefix ?? ''}${source}`];
    const items = property.items as
      (JsonSchemaProperty & Pick<RecordSchema, 'properties' | 'required'>) | undefined;
    let kind: InputKind;
    if (reference) kind = 'reference';
    else if (hint.choicesFrom) kind = 'lookup';
    else if (hint.image) kind = 'image';
    else if (choices?.length) kind = 'select';
    else if (main === 'boolean') kind = 'boolean';
    else if (main === 'number' && property.format === 'money') kind = 'money';
    else if (main === 'integer' || main === 'number') kind = 'number';
    else if (main === 'string' && property.format === 'date-time') kind = 'dateTime';
    else if (main === 'string' && property.format === 'date') kind = 'date';
    else if (main === 'string') kind = 'text';
    else if (main === 'array' && items && typesOf(items).includes('object') && items.properties)
      kind = 'list';
    else if (main === 'array' && items && typesOf(items).includes('string')) kind = 'tags';
    else continue;
    specs.push({
      source,
      kind,
      // Required in the form when the API needs a value the form must supply: not a yes/no (false is an
      // answer), nothing the server fills in (a default) and not nullable (an empty input is sent as null).
      required: kind !== 'boolean' && required.has(source) && property.default === undefined && !nullable,
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
      choiceLabels: labels,
      format: typeof property.format === 'string' ? property.format : undefined,
      reference,
      lookup: hint.choicesFrom,
      maxItems: numberOf(property.maxItems),
      item:
        kind === 'tags' && items
          ? {
              pattern: typeof items.pattern === 'string' ? items.pattern : undefined,
              maxLength: numberOf(items.maxLength),
              examples: Array.isArray(items.examples) ? items.examples.map(String) : undefined,
            }
          : undefined,
      items:
        kind === 'list' && items
          ? inputsOf(items, { references: context.references, prefix: `${context.prefix ?? ''}${source}.` })
          : undefined,
    });
  }
  return specs;
}

/** The hints of one session: fields meant for other audiences (`for`) are hidden. */
export function hintsForAudience(hints: FormHints | undefined, audience: Audience | null): FormHints {
  return Object.fromEntries(
    Object.entries(hints ?? {}).map(([source, hint]) => [
      source,
      hint.for && !(audience !== null && hint.for.includes(audience)) ? { ...hint, hidden: true } : hint,
    ]),
  );
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
