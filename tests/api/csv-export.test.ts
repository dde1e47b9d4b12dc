// Formula injection through lists of strings (issue 25, fault 6): a customer tag `=HYPERLINK(…)` came out of
// /customers/export and /vendor-customers/export as a live formula. Every field of every export is covered by
// generation in tests/unit/csv-export.test.ts; here the two exports the outside test named, end to end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { loginActors, dataOf, type Actors, type Caller } from '../support/actors.ts';
import { parseCsv } from '../../src/server/catalogue/csv.ts';

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t);
});
afterAll(() => t.close());

const evil = '=HYPERLINK("http://ev.il","x")';

async function exported(caller: Caller, resource: string, lastName: string): Promise<Record<string, string>> {
  const response = await caller({ method: 'GET', url: `/api/v1/${resource}/export` });
  expect(response.statusCode).toBe(200);
  const [header, ...rows] = parseCsv(response.body);
  const row = rows.find((r) => r.includes(lastName));
  expect(row, `${lastName} in ${resource}/export`).toBeDefined();
  return Object.fromEntries(header!.map((h, i) => [h, row![i]!]));
}

describe('CSV exports', () => {
  for (const [resource, caller] of [
    ['customers', (x: Actors) => x.owner],
    ['vendor-customers', (x: Actors) => x.vendorOwner],
  ] as const)
    it(`${resource}/export writes no tag, name or note as a live formula`, async () => {
      const lastName = `Formula${resource.length}`;
      dataOf(
        await caller(a)({
          method: 'POST',
          url: `/api/v1/${resource}`,
          payload: { first_name: '@SUM(1+1)', last_name: lastName, tags: [evil, '+1', 'vip'] },
        }),
        201,
      );
      const row = await exported(caller(a), resource, lastName);
      for (const [field, value] of Object.entries(row)) expect(value, field).not.toMatch(/^[=+\-@\t\r]/);
      expect(row.tags).toBe(`'${evil}; +1; vip`);
      expect(row.first_name).toBe(`'@SUM(1+1)`);
    });
});
