// The faces read and write the API one way (docs/architecture.md "The faces and the client"): reads through
// useGet / useLoad (src/shell/data/use-load.ts) or react-admin's data provider, writes through the typed
// client (`call` / `send` over src/client/api.ts) — every path a literal of the generated contract, so its
// parameters, body and answer are typed. Nothing in a face calls fetch, builds an API URL by hand, or reads
// inside its own effect; the few pieces that must (a streamed download, the data provider) live in the
// data layer, listed here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const faces = ['src/portal', 'src/vendor', 'src/storefront', 'src/shell'];

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'validators' ? [] : filesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The code without its comments (a comment may name fetch). */
const code = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** The text of each useEffect(…) call (parentheses matched; enough for this code base's effects). */
function effectBodies(text: string): string[] {
  const bodies: string[] = [];
  for (const match of text.matchAll(/\buseEffect\s*\(/g)) {
    let depth = 0;
    const start = match.index + match[0].length - 1;
    for (let i = start; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')' && --depth === 0) {
        bodies.push(text.slice(start, i + 1));
        break;
      }
    }
  }
  return bodies;
}

const files = faces.flatMap(filesUnder).map((file) => ({ file, text: code(file) }));
const dataLayer = (file: string) => file.startsWith('src/shell/data/');
const dataProvider = (file: string) => file.startsWith('src/portal/providers/');

function offenders(pattern: RegExp, allowed: (file: string) => boolean): string[] {
  return files.filter(({ file, text }) => !allowed(file) && pattern.test(text)).map(({ file }) => file);
}

describe('the faces fetch through the one typed data layer', () => {
  it('finds the faces’ files', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it('no face calls fetch or XMLHttpRequest itself', () => {
    expect(offenders(/\bfetch\s*\(|XMLHttpRequest/, dataLayer)).toEqual([]);
  });

  it('no face builds an API address by hand (apiBase, "/api/v1/…${…}")', () => {
    expect(offenders(/\bapiBase\b/, (f) => dataLayer(f) || dataProvider(f))).toEqual([]);
    // The order record pages read the portal's own collection of the record kind (store: work-orders, vendor:
    // vendor-work-orders), a declared resource's path like the data provider's.
    const recordPage = 'src/portal/orders/use-record-page.tsx';
    expect(offenders(/[`]\/api\/v1\/[^`]*\$\{/, (f) => dataLayer(f) || f === recordPage)).toEqual([]);
  });

  it('react-admin’s HTTP client is the data provider’s alone', () => {
    expect(offenders(/\bhttpClient\s*\(/, dataProvider)).toEqual([]);
  });

  it('every call of the typed client names a contract path literally', () => {
    // api.GET(path, …) with a variable would take any string; a literal is checked against `paths`, and so is
    // a typed map of paths (`{ … } as const satisfies Record<string, keyof paths>`, transition-request.ts).
    const typedPathMap = (f: string) =>
      /as const satisfies Record<string, keyof paths>/.test(files.find(({ file }) => file === f)!.text);
    expect(
      offenders(
        /\bapi\.(GET|POST|PUT|PATCH|DELETE)\(\s*(?!['"]\/api\/v1\/)/,
        (f) => f === 'src/shell/data/use-load.ts' || typedPathMap(f),
      ),
    ).toEqual([]);
  });

  it('no page reads inside its own effect: reads go through useGet / useLoad', () => {
    // (It sees a read written inside the effect, not one made through a helper the effect calls.) The
    // notification bell (paged, with live arrivals from a socket) and the white-label provider (the settings
    // the server wrote into the page, a local copy) read through helpers of their own and are not pages.
    const readsInEffect = files
      .filter(({ file }) => !dataLayer(file))
      .filter(({ text }) => effectBodies(text).some((body) => /\bapi\.GET\s*\(/.test(body)))
      .map(({ file }) => file);
    expect(readsInEffect).toEqual([]);
  });
});
