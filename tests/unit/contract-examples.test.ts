// Examples in the API description are generated from the schemas: every component schema of the committed
// description has one, and it validates against its schema; the generator alone (without the example an
// author wrote) also gives a valid value for every schema.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { componentValidator, sample, type Components } from '../../src/server/contract-examples.ts';

const document = JSON.parse(fs.readFileSync('openapi/openapi.json', 'utf8')) as {
  components: { schemas: Components };
};
const components = document.components.schemas;
const validate = componentValidator(components);
const names = Object.keys(components);
// The schemas without their examples: what the generator starts from.
const bare = Object.fromEntries(
  Object.entries(components).map(([n, { examples: _examples, ...schema }]) => [n, schema]),
);
const validateBare = componentValidator(bare);

describe('examples of the API description', () => {
  it('has component schemas to check', () => {
    expect(names.length).toBeGreaterThan(50);
  });

  it.each(names)('%s has an example that validates against it', (name) => {
    const examples = components[name]!.examples as unknown[] | undefined;
    expect(examples?.length).toBe(1);
    const check = validate(name);
    expect(check(examples![0]), JSON.stringify(check.errors)).toBe(true);
  });

  it.each(names)('%s: the generator alone gives a valid value', (name) => {
    const check = validateBare(name);
    expect(check(sample(bare[name]!, bare)), JSON.stringify(check.errors)).toBe(true);
  });
});
