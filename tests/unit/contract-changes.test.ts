// The breaking-change check: the committed description against the last release's copy, with the changelog's
// intended breaks. Then the check itself, on every operation of the description: each kind of break it must
// catch is made to the current description and must fail naming the operation and the field; additions must
// pass.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { describeBreaks, unlistedBreaks } from '../../src/server/contract-changes.ts';

type Json = Record<string, unknown>;
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
const released = read('openapi/openapi.released.json');
const current = read('openapi/openapi.json');
const changelog = fs.readFileSync('docs/api-changelog.md', 'utf8');
const copy = (): Json => structuredClone(current);
/** The current description with one operation left out (a shallow copy: the rest is shared). */
function without(o: { path: string; method: string }): Json {
  const paths = { ...(current.paths as Record<string, Json>) };
  const { [o.method]: _removed, ...rest } = paths[o.path]!;
  paths[o.path] = rest;
  return { ...current, paths };
}
/** The current description with one component schema replaced by a changed deep copy of it. */
function withSchema(name: string, change: (schema: Json) => void): Json {
  const components = current.components as { schemas: Record<string, Json> };
  const schema = structuredClone(components.schemas[name]!);
  change(schema);
  return { ...current, components: { ...components, schemas: { ...components.schemas, [name]: schema } } };
}

interface Operation {
  path: string;
  method: string;
  operationId: string;
  op: Json;
}
const operations: Operation[] = Object.entries(current.paths as Record<string, Record<string, Json>>).flatMap(
  ([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op, operationId: op.operationId as string })),
);
const schemas = (doc: Json) => (doc.components as { schemas: Record<string, Json> }).schemas;
const refName = (ref: unknown) =>
  typeof ref === 'string' ? ref.replace('#/components/schemas/', '') : undefined;
const route = (o: Operation) => `${o.method.toUpperCase()} ${o.path}`;

/** The component a success response's `data` is, when it is one. */
function dataComponent(o: Operation): { status: string; name: string } | undefined {
  for (const [status, response] of Object.entries(o.op.responses as Record<string, Json>)) {
    if (!status.startsWith('2')) continue;
    const schema = (response.content as Record<string, { schema: Json }> | undefined)?.['application/json']
      ?.schema;
    const data = (schema?.properties as Record<string, Json> | undefined)?.data;
    const name = refName(data?.$ref);
    if (name) return { status, name };
  }
  return undefined;
}

/** The component an operation's JSON body is, when it is one. */
const bodyComponent = (o: Operation) =>
  refName(
    (o.op.requestBody as { content?: Record<string, { schema: Json }> } | undefined)?.content?.[
      'application/json'
    ]?.schema?.$ref,
  );

describe('breaking changes against the last release', () => {
  it('lists every breaking change since openapi/openapi.released.json in docs/api-changelog.md', () => {
    const breaks = unlistedBreaks(released, current, changelog);
    expect(breaks, describeBreaks(breaks)).toEqual([]);
  });
});

describe('the breaking-change check', () => {
  const withData = operations.flatMap((o) => {
    const found = dataComponent(o);
    const required = found ? ((schemas(current)[found.name]?.required as string[] | undefined) ?? []) : [];
    return found && required.length ? [{ o, ...found, field: required[0]! }] : [];
  });

  it('fails, naming the operation and the field, when a required response field is removed (every operation)', () => {
    expect(withData.length).toBeGreaterThan(100);
    for (const { o, status, name, field } of withData) {
      const after = withSchema(name, (schema) => {
        delete (schema.properties as Json)[field];
        schema.required = (schema.required as string[]).filter((f) => f !== field);
      });
      const message = describeBreaks(unlistedBreaks(current, after, changelog));
      expect(message).toContain(`${o.operationId} (${route(o)})`);
      expect(message).toContain(`\`${route(o)} response ${status} data.${field}: removed\``);
    }
  });

  it('fails when a response field is no longer always present', () => {
    const { o, status, name, field } = withData[0]!;
    const after = copy();
    const schema = schemas(after)[name]!;
    schema.required = (schema.required as string[]).filter((f) => f !== field);
    const keys = unlistedBreaks(current, after, changelog).map((b) => b.key);
    expect(keys).toContain(`${route(o)} response ${status} data.${field}: no longer always present`);
  });

  it('fails when an operation is removed (every operation)', () => {
    for (const o of operations) {
      const breaks = unlistedBreaks(current, without(o), changelog);
      expect(breaks.map((b) => b.key)).toEqual([`${route(o)}: operation removed`]);
      expect(breaks[0]!.operation).toContain(o.operationId);
    }
  });

  it('fails when an optional body field becomes required (every operation with a JSON body)', () => {
    let tried = 0;
    for (const o of operations) {
      const name = bodyComponent(o);
      const schema = name ? schemas(current)[name] : undefined;
      const optional = Object.keys((schema?.properties as Json) ?? {}).find(
        (f) => !((schema!.required as string[] | undefined) ?? []).includes(f),
      );
      if (!name || !optional) continue;
      tried++;
      const after = withSchema(name, (changed) => {
        changed.required = [...((changed.required as string[] | undefined) ?? []), optional];
      });
      const keys = unlistedBreaks(current, after, changelog).map((b) => b.key);
      expect(keys).toContain(`${route(o)} body.${optional}: newly required`);
    }
    expect(tried).toBeGreaterThan(20);
  });

  it('fails when a request type is narrowed (a nullable body field no longer takes null)', () => {
    let tried = 0;
    for (const o of operations) {
      const name = bodyComponent(o);
      const properties = (name ? schemas(current)[name]?.properties : undefined) as
        Record<string, Json> | undefined;
      const nullable = Object.entries(properties ?? {}).find(
        ([, p]) => Array.isArray(p.type) && (p.type as string[]).includes('null'),
      );
      if (!name || !nullable) continue;
      tried++;
      const after = withSchema(name, (schema) => {
        const p = (schema.properties as Record<string, Json>)[nullable[0]]!;
        p.type = (p.type as string[]).filter((t) => t !== 'null');
      });
      const keys = unlistedBreaks(current, after, changelog).map((b) => b.key);
      expect(keys.some((k) => k.startsWith(`${route(o)} body.${nullable[0]}: type narrowed`))).toBe(true);
    }
    expect(tried).toBeGreaterThan(5);
  });

  it('passes additions: a new operation and a new optional response field', () => {
    const after = copy();
    (after.paths as Record<string, Json>)['/api/v1/new-things'] = { get: operations[0]!.op };
    const { name } = withData[0]!;
    (schemas(after)[name]!.properties as Json).added_later = { type: 'string' };
    expect(unlistedBreaks(current, after, changelog)).toEqual([]);
  });

  it('passes a break listed under "Unreleased" in the changelog, and only there', () => {
    const o = operations[0]!;
    const after = copy();
    delete (after.paths as Record<string, Json>)[o.path]![o.method];
    const key = `${route(o)}: operation removed`;
    expect(unlistedBreaks(current, after, `## Unreleased\n- \`${key}\` — why\n`)).toEqual([]);
    expect(unlistedBreaks(current, after, `## Unreleased\n\n## 1.0.0\n- \`${key}\`\n`)).toHaveLength(1);
  });
});
