// Security headers on every response class (issue 13, fault 8), generated from the route table: every API
// route answers — success or failure, logged in or not — with nosniff, a Referrer-Policy, no framing and a
// CSP that allows nothing; authenticated JSON is not stored; HTML pages of each face carry a policy whose
// nonce is on every script tag, with the store's own script and font hosts on that store's storefront only;
// HSTS only over TLS; source maps are not served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { loginActors, type Actors } from '../support/actors.ts';
import { apiRoutes, fill } from '../support/route-table.ts';
import { apiPolicy, hstsValue } from '../../src/server/plugins/security-headers.ts';

let t: TestApp;
let a: Actors;
let webDir: string;

beforeAll(async () => {
  // A built web app as Vite writes it: index.html with a module script and a preload, an asset and its map.
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><!--app-config--><script type="module" crossorigin src="/assets/app.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor.js"></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDir, 'assets', 'app.js.map'), '{"version":3}');
  t = await createTestApp({ WEB_DIST_DIR: webDir });
  a = await loginActors(t);
  await t.db.$client.query(
    `update store_settings set google_tag_script = '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>',
            ada_script = 'https://cdn.accessibe.example/acsb.js',
            regular_font_family_url = 'https://fonts.example.test/regular.woff2'
      where store_id = (select id from stores where slug = 'demo')`,
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

function missingHeaders(response: LightMyRequestResponse): string[] {
  const h = response.headers;
  const missing: string[] = [];
  if (h['x-content-type-options'] !== 'nosniff') missing.push('X-Content-Type-Options');
  if (!h['referrer-policy']) missing.push('Referrer-Policy');
  if (!String(h['content-security-policy'] ?? '').includes("frame-ancestors 'none'"))
    missing.push('CSP frame-ancestors');
  if (h['x-frame-options'] !== 'DENY') missing.push('X-Frame-Options');
  if (h['strict-transport-security']) missing.push('no HSTS over plain HTTP');
  return missing;
}

describe('security headers', () => {
  it('every API route, as the caller it expects and as nobody, carries the headers; authenticated JSON is not stored', async () => {
    const wrong: string[] = [];
    let calls = 0;
    for (const route of apiRoutes(t).filter((r) => !r.websocket && r.method === 'GET')) {
      const url = fill(route.url, Object.fromEntries(route.paramNames.map((n) => [n, '1'])));
      for (const [who, caller] of [
        ['owner', a.owner],
        ['anonymous', a.anonymous],
      ] as const) {
        const response = await caller({ method: 'GET', url });
        calls++;
        const missing = missingHeaders(response);
        const json = String(response.headers['content-type'] ?? '').includes('application/json');
        if (json && response.headers['content-security-policy'] !== apiPolicy) missing.push('API CSP');
        if (json && who === 'owner' && response.headers['cache-control'] !== 'no-store')
          missing.push('Cache-Control: no-store');
        if (missing.length)
          wrong.push(`${route.url} as ${who} (${response.statusCode}): ${missing.join(', ')}`);
      }
    }
    // Failures of other classes: bad JSON, unknown API path, method not allowed on a page.
    for (const response of [
      await a.owner({
        method: 'POST',
        url: '/api/v1/locations',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
      await a.anonymous({ method: 'GET', url: '/api/v1/no-such-thing' }),
      await a.anonymous({ method: 'POST', url: '/some-page' }),
    ]) {
      calls++;
      const missing = missingHeaders(response);
      if (missing.length) wrong.push(`${response.statusCode}: ${missing.join(', ')}`);
    }
    expect(wrong).toEqual([]);
    console.log(`security-headers suite: ${calls} API responses checked`);
  });

  it('gives each face its page policy, with the nonce on every script and the store hosts on its storefront only', async () => {
    const page = (host: string) => t.app.inject({ method: 'GET', url: '/orders', headers: { host } });
    const nonces = new Set<string>();
    for (const host of ['demo.localhost', 'app.localhost', 'vendor.localhost', 'fixit.localhost']) {
      const response = await page(host);
      expect(missingHeaders(response), host).toEqual([]);
      const csp = String(response.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, host).toBeDefined();
      nonces.add(nonce!);
      const scripts = response.body.match(/<script\b[^>]*>/g) ?? [];
      // App config and the app; a store host's page also carries its inlined settings.
      expect(scripts.length).toBe(host === 'demo.localhost' || host === 'fixit.localhost' ? 3 : 2);
      for (const tag of [...scripts, ...(response.body.match(/<link rel="modulepreload"[^>]*>/g) ?? [])])
        expect(tag, host).toContain(`nonce="${nonce}"`);
      expect(csp).not.toContain("'unsafe-inline' 'nonce");
      expect(/script-src[^;]*'unsafe-inline'/.test(csp)).toBe(false);
      const storeHosts = [
        'https://www.googletagmanager.com',
        'https://cdn.accessibe.example',
        'https://fonts.example.test',
      ];
      for (const origin of storeHosts)
        expect(csp.includes(origin), `${host} ${origin}`).toBe(host === 'demo.localhost');
    }
    expect(nonces.size).toBe(4);
  });

  it("inlines a store host's white-label settings (the route's own body) and preloads its logo; nothing elsewhere", async () => {
    const inlined = (body: string) => {
      const json = /window\.__STORE_SETTINGS__=(.*?)<\/script>/.exec(body)?.[1];
      return json === undefined ? null : (JSON.parse(json) as { store_id: number; logo: string | null });
    };
    for (const host of ['demo.localhost', 'fixit.localhost']) {
      const page = await t.app.inject({ method: 'GET', url: '/service/1', headers: { host } });
      const api = await t.app.inject({
        method: 'GET',
        url: `/api/v1/white-label-settings?store_url=${host}`,
      });
      const settings = inlined(page.body);
      expect(settings, host).toEqual(api.json<{ data: unknown }>().data);
      if (settings?.logo)
        expect(page.body).toContain(`<link rel="preload" as="image" href="${settings.logo}"`);
    }
    for (const host of ['app.localhost', 'vendor.localhost', 'nowhere.localhost']) {
      const page = await t.app.inject({ method: 'GET', url: '/', headers: { host } });
      expect(inlined(page.body), host).toBeNull();
      expect(page.body, host).not.toContain('<!--store-settings-->');
    }
  });

  it('sends HSTS only over TLS, and serves no source maps', async () => {
    // TLS is known from the proxy's X-Forwarded-Proto only when TRUST_PROXY names that proxy; a client's own
    // header is not believed.
    const forged = await a.owner({
      method: 'GET',
      url: '/api/v1/auth/session/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const proxied = await createTestApp({ TRUST_PROXY: '1', WEB_DIST_DIR: webDir });
    try {
      const tls = await proxied.app.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(tls.headers['strict-transport-security']).toBe(hstsValue);
    } finally {
      await proxied.close();
    }
    expect((await a.anonymous({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
    const map = await a.anonymous({ method: 'GET', url: '/assets/app.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('"version":3');
  });
});
