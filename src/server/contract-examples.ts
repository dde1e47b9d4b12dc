// Examples for the API description, generated from the schemas themselves so they cannot drift: every
// component schema gets one example built from its types, formats, enums, defaults and limits, with the
// example its author wrote (a create payload, usually) laid over it, and the result is checked against the
// schema — a generated example that does not validate is an error, not a silent wrong example.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { addProjectFormats } from './validation.ts';

type Schema = Record<string, unknown>;
export type Components = Record<string, Schema>;

/** Text that satisfies common patterns; the first candidate a pattern accepts is used. */
const textCandidates = [
  'example',
  'Jane',
  'NZ',
  'example-1',
  'customer@example.com',
  'https://example.com',
  '#204a48',
  '+64',
  '021 555 0123',
  'example.com',
  'example_key',
  'EX',
  // A Twilio message SID (TwilioInbound, TwilioStatus).
  'SM0123456789abcdef0123456789abcdef',
  'data:image/png;base64,iVBORw0KGgo=',
  '',
];

const formatValues: Record<string, unknown> = {
  'date-time': '2026-01-15T09:30:00.000Z',
  date: '2026-01-15',
  email: 'customer@example.com',
  uuid: '3f2c8d4e-5b6a-4c7d-8e9f-0a1b2c3d4e5f',
  uri: 'https://example.com',
  money: 45,
};

const refName = (ref: string) => ref.replace(/^#\/components\/schemas\//, '').replace(/#$/, '');

function typesOf(schema: Schema): string[] {
  const t = schema.type;
  if (Array.isArray(t)) return t as string[];
  if (typeof t === 'string') return [t];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function sampleText(schema: Schema): string {
  if (typeof schema.format === 'string' && typeof formatValues[schema.format] === 'string')
    return formatValues[schema.format] as string;
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = (schema.maxLength as number | undefined) ?? Infinity;
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : null;
  const fits = (s: string) => s.length >= min && s.length <= max && (!pattern || pattern.test(s));
  const found = textCandidates.find(fits);
  if (found !== undefined) return found;
  return 'x'.repeat(Math.max(min, 1)).slice(0, Math.min(max, Math.max(min, 1)));
}

function sampleNumber(schema: Schema, integer: boolean): number {
  if (schema.format === 'money') return 45;
  const minimum = schema.minimum as number | undefined;
  const exclusive = schema.exclusiveMinimum as number | undefined;
  const maximum = schema.maximum as number | undefined;
  let n = integer ? 1 : 12.5;
  if (minimum !== undefined && n < minimum) n = minimum;
  if (exclusive !== undefined && n <= exclusive) n = integer ? exclusive + 1 : exclusive + 0.5;
  if (maximum !== undefined && n > maximum) n = maximum;
  return n;
}

/** A value that satisfies the schema, built from its annotations first and its types second. */
export function sample(schema: Schema, components: Components, depth = 0): unknown {
  if (depth > 12) return null;
  if (typeof schema.$ref === 'string') {
    const target = components[refName(schema.$ref)];
    return target ? sample(target, components, depth + 1) : null;
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key] as Schema[] | undefined;
    if (branches?.length) {
      const concrete = branches.find((b) => !typesOf(b).every((t) => t === 'null')) ?? branches[0]!;
      return sample(concrete, components, depth + 1);
    }
  }
  if (Array.isArray(schema.allOf))
    return Object.assign({}, ...(schema.allOf as Schema[]).map((s) => sample(s, components, depth + 1)));
  const type = typesOf(schema).find((t) => t !== 'null') ?? (typesOf(schema).length ? 'null' : 'object');
  switch (type) {
    case 'string':
      return sampleText(schema);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const items = (schema.items as Schema | undefined) ?? {};
      const count = Math.max((schema.minItems as number | undefined) ?? 1, 1);
      if (schema.maxItems === 0) return [];
      const one = sample(items, components, depth + 1);
      return Array.from({ length: count }, (_, i) =>
        schema.uniqueItems && typeof one === 'string' ? `${one}${i || ''}` : one,
      );
    }
    default: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(properties)) {
        // A response never carries a write-only field (a password): leave it out unless it must be there.
        if (property.writeOnly && !required.has(name)) continue;
        out[name] = sample(property, components, depth + 1);
      }
      return out;
    }
  }
}

/** One validator over the description's components, resolving `#/components/schemas/…` references. */
export function componentValidator(components: Components): (name: string) => ValidateFunction {
  const ajv = addProjectFormats(addFormats(new Ajv({ allErrors: true, strict: false })));
  ajv.addSchema({ $id: 'contract', components: { schemas: components } });
  const cache = new Map<string, ValidateFunction>();
  return (name) => {
    let validate = cache.get(name);
    if (!validate) {
      validate = ajv.compile({ $ref: `contract#/components/schemas/${name}` });
      cache.set(name, validate);
    }
    return validate;
  };
}

/**
 * Sets `examples: [example]` on every component schema: the generated sample with the author's own example
 * laid over it. Throws naming the schema when the result does not validate, so a schema whose example cannot
 * be generated stops `npm run generate` instead of shipping a wrong example.
 */
export function withExamples(components: Components): Components {
  const written = Object.fromEntries(
    Object.entries(components).map(([name, schema]) => [
      name,
      (schema.examples as unknown[] | undefined)?.[0],
    ]),
  );
  // Sample without the written examples, so that a record's partial create-example does not stand in for it.
  const bare = Object.fromEntries(
    Object.entries(components).map(([name, { examples: _examples, ...schema }]) => [name, schema]),
  );
  const validator = componentValidator(bare);
  const out: Components = {};
  for (const [name, schema] of Object.entries(bare)) {
    const generated = sample(schema, bare);
    const own = written[name];
    const candidates =
      own && typeof own === 'object' && generated && typeof generated === 'object'
        ? [{ ...(generated as object), ...(own as object) }, generated]
        : [generated];
    const example = candidates.find((c) => validator(name)(c));
    if (example === undefined) {
      const errors = validator(name).errors?.map((e) => `${e.instancePath || '/'} ${e.message}`);
      throw new Error(`No valid example for schema ${name}: ${errors?.join('; ')}`);
    }
    out[name] = { ...schema, examples: [example] };
  }
  return out;
}
