// The webhook SSRF guard over a table of address classes: every class an endpoint may not reach, in IPv4 and
// IPv6, and IPv4 written the ways a URL parser accepts (decimal, hex, octal, IPv4-mapped IPv6). Each row is
// checked as a literal URL, as an address a name resolves to at registration, and through the lookup the
// delivery's socket uses.
import { describe, expect, it } from 'vitest';
import {
  BlockedAddressError,
  endpointUrlProblem,
  forbiddenAddressClass,
  guardedLookup,
  urlProblem,
  type Lookup,
} from '../../src/server/webhooks/address-guard.ts';

const strict = { allowHttp: false, allowPrivateAddresses: false };

/** [how the host is written in a URL, the address it means, its class]. */
const forbidden: [string, string, string][] = [
  ['127.0.0.1', '127.0.0.1', 'loopback'],
  ['127.1.2.3', '127.1.2.3', 'loopback'],
  ['2130706433', '127.0.0.1', 'loopback'], // decimal
  ['0x7f000001', '127.0.0.1', 'loopback'], // hex
  ['0x7f.1', '127.0.0.1', 'loopback'], // hex, short form
  ['017700000001', '127.0.0.1', 'loopback'], // octal
  ['[::1]', '::1', 'loopback'],
  ['[::ffff:127.0.0.1]', '::ffff:127.0.0.1', 'loopback'], // IPv4-mapped
  ['0.0.0.0', '0.0.0.0', 'unspecified'],
  ['[::]', '::', 'unspecified'],
  ['10.0.0.5', '10.0.0.5', 'private'],
  ['172.16.0.1', '172.16.0.1', 'private'],
  ['172.31.255.254', '172.31.255.254', 'private'],
  ['192.168.1.1', '192.168.1.1', 'private'],
  ['3232235777', '192.168.1.1', 'private'], // decimal
  ['[fd00:ec2::254]', 'fd00:ec2::254', 'private'], // unique local (AWS metadata over IPv6)
  ['[::ffff:10.0.0.1]', '::ffff:10.0.0.1', 'private'],
  ['169.254.169.254', '169.254.169.254', 'link-local (cloud metadata)'],
  ['2852039166', '169.254.169.254', 'link-local (cloud metadata)'], // decimal
  ['0xa9fea9fe', '169.254.169.254', 'link-local (cloud metadata)'], // hex
  ['[::ffff:a9fe:a9fe]', '::ffff:a9fe:a9fe', 'link-local (cloud metadata)'], // mapped, hex
  ['[fe80::1]', 'fe80::1', 'link-local (cloud metadata)'],
  ['100.100.100.200', '100.100.100.200', 'carrier-grade NAT'], // Alibaba's metadata service
  ['224.0.0.1', '224.0.0.1', 'multicast'],
  ['[ff02::1]', 'ff02::1', 'multicast'],
  ['240.0.0.1', '240.0.0.1', 'reserved'],
  ['255.255.255.255', '255.255.255.255', 'reserved'],
  ['192.0.0.192', '192.0.0.192', 'reserved'], // Oracle Cloud's metadata service
  ['198.18.0.1', '198.18.0.1', 'reserved'],
  ['[2001:db8::1]', '2001:db8::1', 'reserved'],
  ['[::127.0.0.1]', '::127.0.0.1', 'reserved'], // IPv4-compatible IPv6
];

const allowed: [string, string][] = [
  ['93.184.216.34', '93.184.216.34'],
  ['8.8.8.8', '8.8.8.8'],
  ['172.32.0.1', '172.32.0.1'], // just past 172.16/12
  ['100.128.0.1', '100.128.0.1'], // just past 100.64/10
  ['[2606:4700:4700::1111]', '2606:4700:4700::1111'],
  ['[::ffff:8.8.8.8]', '::ffff:8.8.8.8'],
];

const resolvesTo =
  (address: string): Lookup =>
  async () => [{ address, family: address.includes(':') ? 6 : 4 }];

describe('address classes', () => {
  it.each(forbidden)('%s (%s) is %s', (written, address, kind) => {
    expect(forbiddenAddressClass(address)).toBe(kind);
    expect(urlProblem(`https://${written}/hook`, strict)).toBe(
      `url points at a ${kind} address, which webhooks may not reach`,
    );
  });

  it.each(allowed)('%s is public', (written, address) => {
    expect(forbiddenAddressClass(address)).toBeNull();
    expect(urlProblem(`https://${written}/hook`, strict)).toBeNull();
  });
});

describe('registration', () => {
  it.each(forbidden)('refuses a name that resolves to %s (%s, %s)', async (_written, address, kind) => {
    expect(
      await endpointUrlProblem('https://hooks.customer-systems.com/in', strict, resolvesTo(address)),
    ).toBe(`url resolves to a ${kind} address (${address}), which webhooks may not reach`);
  });

  it('accepts a name that resolves to a public address, or does not resolve yet', async () => {
    expect(
      await endpointUrlProblem('https://hooks.customer-systems.com/in', strict, resolvesTo('93.184.216.34')),
    ).toBeNull();
    const nowhere: Lookup = async () => {
      throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    };
    expect(await endpointUrlProblem('https://hooks.customer-systems.com/in', strict, nowhere)).toBeNull();
  });

  it('refuses http, local names and credentials unless configured; allows local receivers when configured', () => {
    expect(urlProblem('http://hooks.customer-systems.com/in', strict)).toBe(
      'url must be an https:// address',
    );
    expect(urlProblem('ftp://hooks.customer-systems.com/in', strict)).toBe('url must be an https:// address');
    expect(urlProblem('https://localhost/in', strict)).toMatch(/loopback/);
    expect(urlProblem('https://shop.localhost:8443/in', strict)).toMatch(/loopback/);
    expect(urlProblem('https://user:pw@hooks.customer-systems.com/in', strict)).toMatch(
      /user name or password/,
    );
    expect(
      urlProblem('http://127.0.0.1:9000/in', { allowHttp: true, allowPrivateAddresses: true }),
    ).toBeNull();
    expect(urlProblem('http://127.0.0.1:9000/in', { allowHttp: true, allowPrivateAddresses: false })).toMatch(
      /loopback/,
    );
  });
});

describe('delivery', () => {
  const lookupOf = (lookup: Lookup) =>
    new Promise<{ error: unknown; address?: unknown }>((resolve) =>
      guardedLookup(lookup)('hooks.customer-systems.com', { all: false }, (error, address) =>
        resolve({ error, address }),
      ),
    );

  it.each(forbidden)('the socket never gets %s (%s, %s)', async (_written, address) => {
    const { error } = await lookupOf(resolvesTo(address));
    expect(error).toBeInstanceOf(BlockedAddressError);
  });

  it('hands a public address to the socket', async () => {
    expect(await lookupOf(resolvesTo('93.184.216.34'))).toEqual({ error: null, address: '93.184.216.34' });
  });
});
