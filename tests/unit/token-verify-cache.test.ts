// The access tokens a TokenIssuer has verified are remembered by their text (src/server/auth/tokens.ts):
// a remembered token still dies at its expiry, a changed one is checked afresh, and another secret's
// issuer trusts nothing this one remembered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenError, TokenIssuer, type AccessClaims } from '../../src/server/auth/tokens.ts';

const claims = { sub: '7', role: 2, store_id: 3, vendor_id: null, customer_id: null, ver: 1 };

afterEach(() => vi.useRealTimers());

describe('verified access tokens', () => {
  it('answers a token again with the same claims, frozen', async () => {
    const issuer = new TokenIssuer('secret-one', 60, 600);
    const token = await issuer.access(claims);
    const first = await issuer.verify<AccessClaims>(token, 'access');
    const second = await issuer.verify<AccessClaims>(token, 'access');
    expect(second).toBe(first);
    expect(second).toMatchObject({ ...claims, typ: 'access' });
    expect(Object.isFrozen(second)).toBe(true);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
    const issuer = new TokenIssuer('secret-one', 60, 600);
    const token = await issuer.access(claims);
    await issuer.verify(token, 'access');
    vi.setSystemTime(new Date('2026-11-26T12:00:59Z'));
    await expect(issuer.verify(token, 'access')).resolves.toMatchObject({ sub: '7' });
    vi.setSystemTime(new Date('2026-11-26T12:01:00Z'));
    await expect(issuer.verify(token, 'access')).rejects.toBeInstanceOf(TokenError);
  });

  it('checks a changed token afresh, and another secret trusts nothing remembered', async () => {
    const issuer = new TokenIssuer('secret-one', 60, 600);
    const token = await issuer.access(claims);
    await issuer.verify(token, 'access');
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 1, typ: 'access', exp: 9e9 })).toString('base64url')}.${signature}`;
    await expect(issuer.verify(forged, 'access')).rejects.toBeInstanceOf(TokenError);
    await expect(new TokenIssuer('secret-two', 60, 600).verify(token, 'access')).rejects.toBeInstanceOf(
      TokenError,
    );
  });

  it('does not answer a remembered access token as a refresh token', async () => {
    const issuer = new TokenIssuer('secret-one', 60, 600);
    const token = await issuer.access(claims);
    await issuer.verify(token, 'access');
    await expect(issuer.verify(token, 'refresh')).rejects.toBeInstanceOf(TokenError);
  });
});
