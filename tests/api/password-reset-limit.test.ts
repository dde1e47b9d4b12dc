// Forgot-password is limited, silently (issue 25, fault 10): 15 requests in a row queued 15 mails to one
// address. Now each email address gets a few reset mails an hour and each client address a bounded number of
// requests; over a limit the answer is the same as ever (nothing reveals the account or the limit) and no
// mail is queued. Both forgot-password routes (storefront/vendor, portal).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicWriteLimits } from '../../src/server/auth/public-write-limit.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress });
const mailsTo = async (email: string) =>
  Number(
    (
      await t.db.$client.query<{ n: string }>(
        `select count(*) as n from mail_outbox where lower(to_address) = lower($1)`,
        [email],
      )
    ).rows[0]!.n,
  );

describe('forgot-password limits', () => {
  it.each([
    ['/auth/forgot-password', { store_url: 'demo.localhost', email: 'customer@demo.test' }],
    ['/auth/portal/forgot-password', { email: 'owner@demo.test' }],
  ])(
    '%s: 15 in a row queue at most the per-email limit, answering the same every time',
    async (url, body) => {
      const before = await mailsTo(body.email);
      const answers = [];
      for (let i = 0; i < 15; i++) answers.push(await ask(url, body, `198.51.100.${i + 1}`));
      expect(new Set(answers.map((r) => `${r.statusCode} ${r.body}`)).size).toBe(1);
      expect(answers[0]!.statusCode).toBe(200);
      expect((await mailsTo(body.email)) - before).toBe(publicWriteLimits.passwordResetEmail.attempts);
    },
  );

  it('one client asking for many addresses is limited too, silently', async () => {
    const answers = [];
    for (let i = 0; i < publicWriteLimits.passwordResetClient.attempts + 5; i++)
      answers.push(
        await ask('/auth/portal/forgot-password', { email: `nobody-${i}@demo.test` }, '203.0.113.9'),
      );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    // The known account asked from the same client after the limit: same answer, no mail.
    const before = await mailsTo('staff@demo.test');
    const known = await ask('/auth/portal/forgot-password', { email: 'staff@demo.test' }, '203.0.113.9');
    expect(known.statusCode).toBe(200);
    expect(await mailsTo('staff@demo.test')).toBe(before);
    // Another client is not affected.
    await ask('/auth/portal/forgot-password', { email: 'staff@demo.test' }, '203.0.113.10');
    expect(await mailsTo('staff@demo.test')).toBe(before + 1);
  });
});
