// No module-level mutable state in the server (issue 24, docs/architecture.md): configuration and clients
// hang on the Fastify instance (src/server/app-context.ts), so two apps built in one process (the tests do)
// never share a Stripe client, mail settings or a secret. This reads every server module's top level:
// no `let` or `var`; no Map, Set or array there that the module fills, except the caches listed below — a
// memo of a pure function of its key, the same whichever app asks. WeakMap and WeakSet hang a value on an
// instance (a pool, a transaction, a request's write) and AsyncLocalStorage on a request's async chain: that
// is state of the instance, not of the module, and allowed.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = 'src/server';

/** Module-level memo caches: file → name, and why its content cannot differ between apps. */
const pureCaches: Record<string, string> = {
  'mail/layout.ts:compiled':
    'the MJML page compiled per brand and content shape (a pure function of its key)',
  'serialization.ts:compiled': 'Fastify serializers per schema (a pure function of the schemas)',
  'db/seed-demo-photos.ts:drawn': 'demo pictures drawn per subject and variant (a pure function of its key)',
  'i18n/store-words.ts:made':
    'a translator per language and currency (a pure function of its key; both keys come from closed lists)',
};

function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? serverFiles(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The code without its comments. */
const code = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const files = serverFiles(serverRoot).map((file) => ({
  name: path.relative(serverRoot, file).split(path.sep).join('/'),
  text: code(file),
}));

describe('module-level state in the server', () => {
  it('reads the server’s modules', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no top-level let or var', () => {
    const offenders = files.flatMap(({ name, text }) =>
      [...text.matchAll(/^(?:export\s+)?(?:let|var)\s+(\w+)/gm)].map((m) => `${name}: ${m[1]}`),
    );
    expect(offenders).toEqual([]);
  });

  it('fills no top-level Map, Set or array, apart from pure caches', () => {
    const offenders = files.flatMap(({ name, text }) =>
      [...text.matchAll(/^(?:export\s+)?const\s+(\w+)(?:\s*:[^=]+)?\s*=\s*(?:new\s+(?:Map|Set)\b|\[)/gm)]
        .map((m) => m[1]!)
        .filter((variable) =>
          new RegExp(`\\b${variable}\\s*\\.\\s*(?:set|add|delete|clear|push|splice|unshift)\\s*\\(`).test(
            text,
          ),
        )
        .map((variable) => `${name}:${variable}`)
        .filter((place) => !(place in pureCaches)),
    );
    expect(offenders).toEqual([]);
  });

  it('lists only caches that are still there', () => {
    const present = (place: string) => {
      const [file, variable] = place.split(':') as [string, string];
      return files.some(
        ({ name, text }) => name === file && new RegExp(`^const\\s+${variable}\\b`, 'm').test(text),
      );
    };
    expect(Object.keys(pureCaches).filter((place) => !present(place))).toEqual([]);
  });
});
