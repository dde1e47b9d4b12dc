// The JavaScript each face's first route loads, read from the build's manifest (npm run build first):
// fails when a first route outgrows its budget, and when any storefront chunk carries react-admin.
import { describe, expect, it } from 'vitest';
import {
  firstRoutes,
  readManifest,
  routeWeight,
  sourcesOf,
  staticClosure,
} from '../support/bundle-manifest.ts';

const manifest = readManifest();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('first-route budgets (gzipped JavaScript)', () => {
  for (const route of firstRoutes) {
    const limit = route.ceiling ?? route.target;
    it(`${route.name} loads at most ${kb(limit)}`, () => {
      const weight = routeWeight(manifest, route.keys);
      expect(weight.files.length).toBeGreaterThan(0);
      expect(
        weight.gzipBytes,
        `${route.name}: ${kb(weight.gzipBytes)} in ${weight.files.join(', ')}`,
      ).toBeLessThanOrEqual(limit);
    });
  }
});

describe('storefront chunks', () => {
  // Every chunk the storefront can load: its app, its lazy pages and what they import.
  const storefrontKeys = Object.keys(manifest).filter((k) => k.startsWith('src/storefront/'));
  const storefrontFiles = staticClosure(manifest, ['index.html', ...storefrontKeys])
    .map((k) => manifest[k]!.file)
    .filter((f) => f.endsWith('.js'));

  it('are found in the manifest', () => {
    expect(storefrontKeys).toContain('src/storefront/StorefrontApp.tsx');
    expect(storefrontFiles.length).toBeGreaterThan(3);
  });

  it('carry nothing of react-admin', () => {
    const adminSources = /node_modules\/(react-admin|ra-[a-z-]+)\//;
    const offending = storefrontFiles.flatMap((file) =>
      sourcesOf(file)
        .filter((source) => adminSources.test(source))
        .map((source) => `${file}: ${source}`),
    );
    expect(offending).toEqual([]);
  });

  it('keep MUI and Emotion out of the first route (the home page and its frame are hand-built)', () => {
    const first = firstRoutes.find((route) => route.name === 'storefront home')!;
    const styling = /node_modules\/(@mui|@emotion)\//;
    const offending = routeWeight(manifest, first.keys).files.flatMap((file) =>
      sourcesOf(file)
        .filter((source) => styling.test(source))
        .map((source) => `${file}: ${source}`),
    );
    expect(offending).toEqual([]);
    // …and the check can see MUI where it is: the pages still built on it.
    const cart = staticClosure(manifest, ['src/storefront/cart/CartPage.tsx']).map((k) => manifest[k]!.file);
    expect(cart.some((f) => sourcesOf(f).some((s) => styling.test(s)))).toBe(true);
  });

  it('and the portal chunks do carry it (the check above can see it)', () => {
    const portal = staticClosure(manifest, ['src/portal/PortalAdmin.tsx']).map((k) => manifest[k]!.file);
    expect(portal.some((f) => sourcesOf(f).some((s) => s.includes('node_modules/ra-core/')))).toBe(true);
  });
});
