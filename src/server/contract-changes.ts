// Breaking changes between two API descriptions: what would break a client generated from, or written
// against, the older one. Compared with the committed copy of the last release (openapi/openapi.released.json);
// a break passes only when docs/api-changelog.md lists it, under "Unreleased", as intended.
//
// Breaking, for a client: an operation removed; a request field, parameter or body newly required, removed
// (the API refuses unknown fields) or narrowed (a type or enum value dropped, a limit tightened); a success
// response removed, a response field removed or no longer always present, or a response type widened (a
// field that may now be null).

type Json = Record<string, unknown>;
type Direction = 'request' | 'response';

export interface BreakingChange {
  /** The operation: its operationId and method and path. */
  operation: string;
  /** Stable text to list in the changelog: `METHOD path where field: what`. */
  key: string;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];

function resolve(document: Json, schema: unknown): Json {
  let current = (schema ?? {}) as Json;
  for (let i = 0; i < 20 && typeof current.$ref === 'string'; i++) {
    const name = current.$ref.replace(/^#\/components\/schemas\//, '');
    current = ((document.components as Json)?.schemas as Record<string, Json>)?.[name] ?? {};
  }
  return current;
}

function typesOf(schema: Json): Set<string> | null {
  const t = schema.type;
  if (Array.isArray(t)) return new Set(t as string[]);
  if (typeof t === 'string') return new Set(t === 'integer' ? ['integer'] : [t]);
  return null; // any type
}

const list = (s: Set<string>) => [...s].sort().join('|');

class Comparison {
  readonly found: { where: string; what: string }[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly before: Json,
    private readonly after: Json,
  ) {}

  schemas(a: unknown, b: unknown, field: string, direction: Direction, depth = 0) {
    if (depth > 15) return;
    // A pair of named schemas is compared once per operation: enough for the report, and it ends recursion.
    const refs = `${String((a as Json)?.$ref)}|${String((b as Json)?.$ref)}|${direction}`;
    if ((a as Json)?.$ref) {
      if (this.seen.has(refs)) return;
      this.seen.add(refs);
    }
    const x = resolve(this.before, a);
    const y = resolve(this.after, b);
    const report = (what: string) => this.found.push({ where: field, what });

    const tx = typesOf(x);
    const ty = typesOf(y);
    if (
      direction === 'request' &&
      ty &&
      (!tx || [...tx].some((t) => !ty.has(t) && !(t === 'integer' && ty.has('number'))))
    )
      report(`type narrowed (${tx ? list(tx) : 'any'} → ${list(ty)})`);
    if (
      direction === 'response' &&
      tx &&
      (!ty || [...ty].some((t) => !tx.has(t) && !(t === 'integer' && tx.has('number'))))
    )
      report(`type widened (${list(tx)} → ${ty ? list(ty) : 'any'})`);

    if (direction === 'request') {
      const ex = x.enum as unknown[] | undefined;
      const ey = y.enum as unknown[] | undefined;
      if (ey && (!ex || ex.some((v) => !ey.includes(v))))
        report(`values no longer accepted (${(ex ?? ['any']).filter((v) => !ey.includes(v)).join(', ')})`);
      const tighter = (key: string, lower: boolean) => {
        const p = x[key] as number | undefined;
        const q = y[key] as number | undefined;
        if (q !== undefined && (p === undefined || (lower ? q > p : q < p)))
          report(`${key} tightened (${p ?? 'none'} → ${q})`);
      };
      tighter('maxLength', false);
      tighter('maximum', false);
      tighter('maxItems', false);
      tighter('minLength', true);
      tighter('minimum', true);
      tighter('minItems', true);
    }

    const px = (x.properties ?? {}) as Record<string, unknown>;
    const py = (y.properties ?? {}) as Record<string, unknown>;
    const rx = new Set((x.required as string[] | undefined) ?? []);
    const ry = new Set((y.required as string[] | undefined) ?? []);
    const at = (name: string) => (field ? `${field}.${name}` : name);
    if (direction === 'request') {
      for (const name of ry) if (!rx.has(name)) this.found.push({ where: at(name), what: 'newly required' });
      if (y.additionalProperties === false)
        for (const name of Object.keys(px))
          if (!(name in py)) this.found.push({ where: at(name), what: 'removed (now refused)' });
    } else {
      for (const name of Object.keys(px))
        if (!(name in py)) this.found.push({ where: at(name), what: 'removed' });
      for (const name of rx)
        if (!ry.has(name) && name in py)
          this.found.push({ where: at(name), what: 'no longer always present' });
    }
    for (const name of Object.keys(px))
      if (name in py) this.schemas(px[name], py[name], at(name), direction, depth + 1);
    if (x.items && y.items) this.schemas(x.items, y.items, `${field}[]`, direction, depth + 1);
    for (const key of ['anyOf', 'oneOf'] as const) {
      const bx = x[key] as unknown[] | undefined;
      const by = y[key] as unknown[] | undefined;
      if (bx && by && bx.length === by.length)
        bx.forEach((s, i) => this.schemas(s, by[i], field, direction, depth + 1));
    }
  }
}

const jsonSchemaOf = (content: unknown): unknown => {
  const media = (content ?? {}) as Record<string, { schema?: unknown }>;
  return (media['application/json'] ?? media['multipart/form-data'] ?? Object.values(media)[0])?.schema;
};

/**
 * An operation's parameters by place and name. A parameter its security scheme describes (an access token in
 * the query) is one too: the description lists it under security instead.
 */
function parametersOf(document: Json, operation: Json): Map<string, Json> {
  const out = new Map(
    ((operation.parameters as Json[] | undefined) ?? []).map((p) => [`${p.in}.${p.name}`, p]),
  );
  const schemes = ((document.components as Json)?.securitySchemes ?? {}) as Record<string, Json>;
  for (const requirement of (operation.security as Json[] | undefined) ?? [])
    for (const name of Object.keys(requirement)) {
      const scheme = schemes[name];
      if (scheme?.type === 'apiKey') out.set(`${scheme.in}.${scheme.name}`, { required: true });
    }
  return out;
}

/** Every breaking change from `before` to `after`, one per operation and field. */
export function breakingChanges(before: Json, after: Json): BreakingChange[] {
  const out: BreakingChange[] = [];
  const pathsBefore = (before.paths ?? {}) as Record<string, Record<string, Json>>;
  const pathsAfter = (after.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const [path, item] of Object.entries(pathsBefore)) {
    for (const method of methods) {
      const old = item[method];
      if (!old) continue;
      const now = pathsAfter[path]?.[method];
      const route = `${method.toUpperCase()} ${path}`;
      const operation = `${(now ?? old).operationId ?? '(no operationId)'} (${route})`;
      const add = (where: string, what: string) =>
        out.push({ operation, key: `${route}${where ? ` ${where}` : ''}: ${what}` });
      if (!now) {
        add('', 'operation removed');
        continue;
      }
      const compare = new Comparison(before, after);
      // Parameters, by place and name.
      const [pOld, pNew] = [parametersOf(before, old), parametersOf(after, now)];
      for (const [name, p] of pNew) if (p.required && !pOld.get(name)?.required) add(name, 'newly required');
      for (const [name, p] of pOld) {
        const q = pNew.get(name);
        if (!q) add(name, 'removed (now refused)');
        else compare.schemas(p.schema, q.schema, name, 'request');
      }
      // The body.
      const bodyOld = old.requestBody as Json | undefined;
      const bodyNew = now.requestBody as Json | undefined;
      if (bodyNew?.required && !bodyOld?.required) add('body', 'newly required');
      if (bodyOld && bodyNew)
        compare.schemas(jsonSchemaOf(bodyOld.content), jsonSchemaOf(bodyNew.content), 'body', 'request');
      // Success responses.
      const responsesOld = (old.responses ?? {}) as Record<string, Json>;
      const responsesNew = (now.responses ?? {}) as Record<string, Json>;
      for (const [status, response] of Object.entries(responsesOld)) {
        if (!/^2/.test(status)) continue;
        const next = responsesNew[status];
        if (!next) add(`response ${status}`, 'removed');
        else {
          const before = compare.found.length;
          compare.schemas(jsonSchemaOf(response.content), jsonSchemaOf(next.content), '', 'response');
          for (const f of compare.found.splice(before))
            add(`response ${status} ${f.where || '(body)'}`.trim(), f.what);
        }
      }
      for (const f of compare.found) add(f.where, f.what);
    }
  }
  return out;
}

/** The keys the changelog marks as intended: backquoted text under its "## Unreleased" heading. */
export function intendedBreaks(changelog: string): Set<string> {
  const start = changelog.search(/^## Unreleased/m);
  if (start < 0) return new Set();
  const rest = changelog.slice(start + 1);
  const end = rest.search(/^## /m);
  const section = end < 0 ? rest : rest.slice(0, end);
  return new Set([...section.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.trim()));
}

/** The breaking changes the changelog does not mark as intended. */
export function unlistedBreaks(before: Json, after: Json, changelog: string): BreakingChange[] {
  const intended = intendedBreaks(changelog);
  return breakingChanges(before, after).filter((c) => !intended.has(c.key));
}

/** The failure message for unlisted breaks: each operation and field, and what to do. */
export function describeBreaks(breaks: BreakingChange[]): string {
  return [
    `${breaks.length} breaking change(s) to the API are not marked as intended:`,
    ...breaks.map((b) => `  - ${b.operation}: \`${b.key}\``),
    'Undo them, or list each backquoted key under "## Unreleased" in docs/api-changelog.md with why.',
  ].join('\n');
}
