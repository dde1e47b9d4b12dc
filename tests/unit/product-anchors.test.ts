// The product's rules live in docs/product.md, each under a stable anchor, and the code cites those anchors
// (`docs/product.md#orders-sales-order-states`). This test keeps the citations honest: every cited anchor
// exists, and no comment or document goes back to citing the spec by section number or the decisions
// document — neither is in the repository, so whoever clones it could not follow them.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const productFile = 'docs/product.md';
const product = fs.readFileSync(path.join(root, productFile), 'utf8');

/** GitHub's slug of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchors = new Set([
  ...[...product.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]!),
  ...[...product.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)),
]);

/** Generated from the schemas' descriptions (strings, not comments); regenerated, never edited. */
const generated = new Set(['src/client/api-schema.d.ts']);

function filesUnder(dir: string, acc: string[] = []): string[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return acc;
  for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) filesUnder(rel, acc);
    } else if (/\.(ts|tsx|js|mjs|cjs|md)$/.test(entry.name) && !generated.has(rel)) {
      acc.push(rel);
    }
  }
  return acc;
}

const files = [...['src', 'scripts', 'schemas', 'tests', 'docs'].flatMap((d) => filesUnder(d)), 'README.md'];

/** The comment text of each line of a code file (whole-line, block and trailing comments). */
function commentLines(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let inBlock = false;
  text.split('\n').forEach((line, i) => {
    const t = line.trimStart();
    if (inBlock || t.startsWith('//') || t.startsWith('/*') || t.startsWith('*') || t.startsWith('{/*')) {
      out.push({ line: i + 1, text: line });
      if (t.includes('/*') && !t.includes('*/')) inBlock = true;
      else if (line.includes('*/')) inBlock = false;
      return;
    }
    const trailing = line.search(/(?<![:'"`\w])\/\/ /);
    if (trailing > 0) out.push({ line: i + 1, text: line.slice(trailing) });
    const block = line.indexOf('/*');
    if (block > 0) {
      out.push({ line: i + 1, text: line.slice(block) });
      if (!line.slice(block).includes('*/')) inBlock = true;
    }
  });
  return out;
}

/** Prose of a Markdown file; for its code blocks, only their comments. */
function markdownLines(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let fence = false;
  const code: string[] = [];
  let codeStart = 0;
  text.split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) {
      if (fence) out.push(...commentLines(code.join('\n')).map((c) => ({ ...c, line: c.line + codeStart })));
      fence = !fence;
      code.length = 0;
      codeStart = i + 1;
      return;
    }
    if (fence) code.push(line);
    else out.push({ line: i + 1, text: line });
  });
  return out;
}

const oldCitations = [
  /\bspec\s+sections?\s+\d/i,
  /\bsections?\s+\d+(?:\s*[–-]\s*\d+)?(?:'s|’s)?\b/i,
  /\bdecisions\.md\b/i,
  /\bthe\s+(?:product\s+)?decisions\b/i,
];

describe('docs/product.md anchors', () => {
  it('gives every rule a unique anchor', () => {
    const ids = [...product.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('has every cited anchor: in the code, the tests, the scripts, the schemas and the documents', () => {
    const missing: string[] = [];
    let citations = 0;
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const lines = text.split('\n');
      lines.forEach((line, i) => {
        for (const m of line.matchAll(/product\.md#([A-Za-z0-9_-]+)/g)) {
          citations++;
          if (!anchors.has(m[1]!)) missing.push(`${file}:${i + 1} #${m[1]}`);
        }
        if (file === productFile) {
          for (const m of line.matchAll(/\]\(#([A-Za-z0-9_-]+)\)/g)) {
            if (!anchors.has(m[1]!)) missing.push(`${file}:${i + 1} #${m[1]}`);
          }
        }
      });
    }
    expect(missing).toEqual([]);
    expect(citations).toBeGreaterThan(100);
  });

  it('leaves no comment or document citing the spec by section number, or the decisions document', () => {
    const stale: string[] = [];
    for (const file of files) {
      if (file === productFile || file === 'tests/unit/product-anchors.test.ts') continue;
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const lines = file.endsWith('.md') ? markdownLines(text) : commentLines(text);
      for (const { line, text: comment } of lines) {
        if (oldCitations.some((re) => re.test(comment))) stale.push(`${file}:${line} ${comment.trim()}`);
      }
    }
    expect(stale).toEqual([]);
  });
});
