// The JavaScript each face's first route loads, read from the build's manifest (npm run build first):
// fails when a first route outgrows its budget, when MUI or react-admin reaches a hand-built first route (the
// storefront home, the portal's and the vendor app's login) and when any storefront chunk carries react-admin.
import { describe, expect, it } from 'vitest';
import { storefrontRoutes } from '../../src/storefront/routes.tsx';
import {
  firstRoutes,
  handBuiltFirstRoutes,
  handBuiltPageBudget,
  storefrontRouteChunks,
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

describe('hand-built first routes (the storefront home, the portal and vendor app logins)', () => {
  const heavy = /node_modules\/(@mui|@emotion|react-admin|ra-[a-z-]+)\//;
  for (const name of handBuiltFirstRoutes) {
    it(`${name} carries no MUI, Emotion or react-admin`, () => {
      const route = firstRoutes.find((r) => r.name === name)!;
      const offending = routeWeight(manifest, route.keys).files.flatMap((file) =>
        sourcesOf(file)
          .filter((source) => heavy.test(source))
          .map((source) => `${file}: ${source}`),
      );
      expect(offending).toEqual([]);
    });
  }

  it('and the apps past the logins do carry them (the check above can see them)', () => {
    // The vendor app's pages are each lazy: MUI comes with the theme lazyWithMui loads beside them.
    for (const key of ['src/portal/PortalRoutes.tsx', 'src/shell/white-label/MuiWhiteLabelTheme.tsx']) {
      const files = staticClosure(manifest, [key]).map((k) => manifest[k]!.file);
      expect(
        files.some((f) => sourcesOf(f).some((s) => s.includes('node_modules/@mui/'))),
        key,
      ).toBe(true);
    }
  });
});

describe('storefront chunks', () => {
  // Every chunk the storefront can load: its app, its lazy pages (some shared from the shell) and what they import.
  const storefrontKeys = [
    ...Object.keys(manifest).filter((k) => k.startsWith('src/storefront/')),
    ...storefrontRouteChunks().map((route) => route.page),
  ];
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
  });

  it('and the portal chunks do carry react-admin and MUI (the checks here can see them)', () => {
    const portal = staticClosure(manifest, ['src/portal/PortalAdmin.tsx']).map((k) => manifest[k]!.file);
    expect(portal.some((f) => sourcesOf(f).some((s) => s.includes('node_modules/ra-core/')))).toBe(true);
    expect(portal.some((f) => sourcesOf(f).some((s) => s.includes('node_modules/@mui/material/')))).toBe(
      true,
    );
  });
});

describe('every storefront route (a customer opening it straight from a mail)', () => {
  const routes = storefrontRouteChunks();
  const styling = /node_modules\/(@mui|@emotion)\//;
  const measured = routes.map((route) => {
    const weight = routeWeight(manifest, route.keys);
    const onMui = weight.files.some((f) => sourcesOf(f).some((s) => styling.test(s)));
    return { ...route, weight, onMui };
  });

  it('are all read from the route table', () => {
    const withOwnChunk = storefrontRoutes.map((r) => r.path).filter((p) => p !== '*');
    expect(routes.map((r) => r.path)).toEqual(withOwnChunk);
  });

  for (const route of measured) {
    it(`${route.path} loads at most ${kb(handBuiltPageBudget)} (hand-built)`, () => {
      expect(
        route.weight.gzipBytes,
        `${route.path}: ${kb(route.weight.gzipBytes)} in ${route.weight.files.join(', ')}`,
      ).toBeLessThanOrEqual(handBuiltPageBudget);
    });
  }

  it('load no MUI and no Emotion, and none is a page on the MUI theme (lazyWithMui): all are hand-built', () => {
    expect(measured.filter((r) => r.onMui).map((r) => r.path)).toEqual([]);
    expect(measured.filter((r) => r.withMui).map((r) => r.path)).toEqual([]);
  });

  it('prints the table of docs/performance.md', () => {
    const rows = measured.map(
      (r) => `| \`${r.path}\` | ${kb(r.weight.gzipBytes)} | ${r.onMui ? 'MUI' : 'hand-built'} |`,
    );
    console.log(rows.join('\n'));
    expect(rows).toHaveLength(measured.length);
  });
});
