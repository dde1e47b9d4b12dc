import { describe, expect, it } from 'vitest';
import { locationSchema } from '../../../schemas/location.schema.ts';
import { createSchemaOf, type RecordSchema } from '../../../src/shared/resource-schema.ts';
import { storePortalResources } from '../../../src/portal/resources/registry.ts';
import { fitsText, letterToken, valueOf } from '../../support/record-values.ts';
import {
  fieldLabelsOf,
  hintsForAudience,
  inputsOf,
  parseText,
  patternOf,
} from '../../../src/portal/schema-form/schema-inputs.ts';

describe('inputsOf', () => {
  const inputs = inputsOf(createSchemaOf(locationSchema));

  it('gives one input per writable property, in schema order', () => {
    expect(inputs.map((i) => i.source)).toEqual([
      'name',
      'address_line1',
      'address_line2',
      'city',
      'state',
      'postal_code',
      'country',
      'phone',
      'email',
      'is_active',
    ]);
  });

  it('carries kinds and constraints from the schema', () => {
    const name = inputs.find((i) => i.source === 'name');
    expect(name).toMatchObject({
      kind: 'text',
      required: true,
      nullable: false,
      minLength: 2,
      maxLength: 120,
    });
    expect(inputs.find((i) => i.source === 'address_line2')).toMatchObject({
      required: false,
      nullable: true,
    });
    expect(inputs.find((i) => i.source === 'is_active')).toMatchObject({
      kind: 'boolean',
      required: false,
      defaultValue: true,
    });
    expect(inputs.find((i) => i.source === 'phone')?.pattern).toBe(locationSchema.properties.phone.pattern);
  });

  it('adds an input when the schema gains a property', () => {
    const schema: RecordSchema = {
      $id: 'Thing',
      type: 'object',
      required: ['size'],
      properties: {
        id: { type: 'integer', readOnly: true },
        size: { type: 'integer', title: 'Size', minimum: 1, maximum: 9 },
        kind: { type: 'string', enum: ['a', 'b'] },
        tags: { type: 'array' },
      },
    };
    expect(inputsOf(schema)).toMatchObject([
      { source: 'size', kind: 'number', integer: true, required: true, minimum: 1, maximum: 9 },
      { source: 'kind', kind: 'select', choices: ['a', 'b'] },
    ]);
  });
});

describe('helpers', () => {
  it('labels fields by their schema titles, humanising the rest', () => {
    const labels = fieldLabelsOf(locationSchema);
    expect(labels.address_line1).toBe('Address');
    expect(labels.postal_code).toBe('Postal code');
    expect(labels.created_at).toBe('Created at');
  });

  it('sends an emptied input as null only when the schema admits null', () => {
    expect(parseText({ nullable: true })('')).toBeNull();
    expect(parseText({ nullable: false })('')).toBe('');
    expect(parseText({ nullable: true })('x')).toBe('x');
  });

  it('compiles patterns as ajv does', () => {
    const phone = patternOf({ pattern: locationSchema.properties.phone.pattern });
    expect(phone?.test('+1 555 123 4567')).toBe(true);
    expect(phone?.test('abc')).toBe(false);
    expect(patternOf({ pattern: '(' })).toBeUndefined();
  });
});

describe('what the form offers is what the server accepts', () => {
  const resources = storePortalResources.filter((r) => r.declaration.operations.includes('create'));

  it('every generated value of every create form passes its input’s own constraints', () => {
    for (const { declaration, view } of resources)
      for (const spec of inputsOf(createSchemaOf(declaration.schema), {
        hints: view.form,
        references: view.references,
      })) {
        const value = valueOf(spec, letterToken());
        if (spec.kind === 'text') expect(fitsText(spec, value as string), spec.source).toBe(true);
        if (spec.kind === 'tags' && spec.item?.pattern)
          for (const tag of value as string[]) expect(patternOf(spec.item)!.test(tag), tag).toBe(true);
      }
  });

  it('tags carry their items’ pattern (a webhook’s event types), checked in the form as on the server', () => {
    const webhooks = storePortalResources.find((r) => r.declaration.name === 'webhook-endpoints')!;
    const events = inputsOf(createSchemaOf(webhooks.declaration.schema)).find((s) => s.source === 'events')!;
    expect(events.kind).toBe('tags');
    expect(patternOf(events.item!)!.test('sales_order.*')).toBe(true);
    expect(patternOf(events.item!)!.test('anything')).toBe(false);
  });

  it('a value from a reference list by key is a lookup; a field for other audiences is hidden', () => {
    const addresses = storePortalResources.find((r) => r.segment === 'addresses')!;
    const country = inputsOf(createSchemaOf(addresses.declaration.schema), {
      hints: addresses.view.form,
    }).find((s) => s.source === 'country_code')!;
    expect(country.kind).toBe('lookup');
    expect(country.lookup).toEqual({ resource: 'countries', value: 'code' });
    const users = storePortalResources.find((r) => r.segment === 'users')!;
    const sources = (audience: 'store' | 'platform') =>
      inputsOf(createSchemaOf(users.declaration.schema), {
        hints: hintsForAudience(users.view.form, audience),
      }).map((s) => s.source);
    expect(sources('store')).not.toContain('role_id');
    expect(sources('platform')).toContain('role_id');
  });
});
