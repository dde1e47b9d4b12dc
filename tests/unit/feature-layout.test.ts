// The server's hand-written half keeps one shape (docs/architecture.md, docs/adding-a-resource.md "Adding a
// feature"): a route file under src/server/features/ only validates, guards and calls — it never imports
// another route file and holds no query; the queries are in the feature's repository, the rules in its
// service. Route files whose queries are not moved yet are listed below; the list only shrinks (a listed
// file that is clean fails too, so it is taken off when it is split).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = 'src/server';

/** Route files that still hold queries (to be split into service and repository): none left. */
const notSplitYet = new Set<string>([]);

const isRouteFile = (file: string) => /\.(routes|ws)\.ts$/.test(file);

function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? serverFiles(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

const routeFiles = serverFiles(serverRoot)
  .filter(isRouteFile)
  .map((file) => path.relative(serverRoot, file).split(path.sep).join('/'));

/** A Drizzle or SQL query: tx.select(…), db.insert(…), app.db.execute(…), across line breaks. */
// A type argument between the call and its parentheses (tx.execute<{ … }>(…)) is a query call too.
const queryCall =
  /\b(?:tx|db|trx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|query)\s*(?:<[^()]*>)?\s*\(/g;
const relativeImport = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function importedRouteFiles(file: string): string[] {
  const source = fs.readFileSync(path.join(serverRoot, file), 'utf8');
  return [...source.matchAll(relativeImport)]
    .map((m) => path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!)))
    .filter(isRouteFile);
}

const queryCount = (file: string) =>
  [...fs.readFileSync(path.join(serverRoot, file), 'utf8').matchAll(queryCall)].length;

describe('feature layout of the server', () => {
  it('keeps every hand-written route file in a feature folder', () => {
    expect(routeFiles.length).toBeGreaterThan(0);
    expect(routeFiles.filter((file) => !file.startsWith('features/'))).toEqual([]);
  });

  it('has no route file importing another route file', () => {
    const offenders = routeFiles.flatMap((file) => importedRouteFiles(file).map((to) => `${file} → ${to}`));
    expect(offenders).toEqual([]);
  });

  it('has no query call in a route file (queries live in the feature repository)', () => {
    const offenders = routeFiles.filter((file) => queryCount(file) > 0);
    expect(offenders.filter((file) => !notSplitYet.has(file))).toEqual([]);
    expect([...notSplitYet].filter((file) => !offenders.includes(file))).toEqual([]);
  });
});
