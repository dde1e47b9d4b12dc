// The webhook SSRF guard over a table of address classes: every class an endpoint may not reach, in IPv4 and
// IPv6, and IPv4 written the ways a URL parser accepts (decimal, hex, octal, IPv4-mapped IPv6). Each row is
// checked as a literal URL, as an address a name resolves to at registration, and through the lookup the
// delivery's socket uses.
import { describe, expect, it } from 'vitest';
import {
  BlockedAddressError,
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
  ['192.88.99.1', '192.88.99.1', 'reserved'], // the former 6to4 relay anycast
  ['0.1.2.3', '0.1.2.3', 'unspecified'],
  // IPv6 transition prefixes embedding an IPv4 address (loopback, link-local, private) — refused whatever
  // they embed: which IPv4 a NAT64 gateway, 6to4 relay or Teredo server reaches is the network's business.
  ['[64:ff9b::7f00:1]', '64:ff9b::7f00:1', 'IPv6 transition (NAT64, 6to4, Teredo)'], // NAT64 → 127.0.0.1
  ['[64:ff9b::a9fe:a9fe]', '64:ff9b::a9fe:a9fe', 'IPv6 transition (NAT64, 6to4, Teredo)'], // → 169.254.169.254
  ['[64:ff9b:1::a00:1]', '64:ff9b:1::a00:1', 'IPv6 transition (NAT64, 6to4, Teredo)'], // local-use NAT64
  ['[2002:7f00:1::1]', '2002:7f00:1::1', 'IPv6 transition (NAT64, 6to4, Teredo)'], // 6to4 of 127.0.0.1
  ['[2002:c0a8:101::1]', '2002:c0a8:101::1', 'IPv6 transition (NAT64, 6to4, Teredo)'], // 6to4 of 192.168.1.1
  [
    '[2001:0:4136:e378:8000:63bf:80ff:fffe]',
    '2001:0:4136:e378:8000:63bf:80ff:fffe',
    'IPv6 transition (NAT64, 6to4, Teredo)',
  ], // Teredo, client 127.0.0.1
  ['[::ffff:0:7f00:1]', '::ffff:0:7f00:1', 'IPv6 transition (NAT64, 6to4, Teredo)'], // SIIT (RFC 6145)
  ['[100::1]', '100::1', 'reserved'], // discard
  ['[fec0::1]', 'fec0::1', 'private'], // site-local (deprecated)
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
  it('judges the url as written and never resolves its name: its answer is no oracle for the inside DNS', () => {
    // A name is judged where it matters, at connect time (below); what it resolves to now is never said
    // (tests/api/webhook-ssrf.test.ts registers a name that resolves to 127.0.0.1 here).
    for (const [, address] of forbidden)
      expect(urlProblem('https://hooks.customer-systems.com/in', strict), address).toBeNull();
  });

  it('refuses http, local names and credentials unless configured; allows local receivers when configured', () => {
    expect(urlProblem('http://hooks.customer-systems.com/in', strict)).toBe(
      'url must be an https:// address',
    );
    expect(urlProblem('ftp://hooks.customer-systems.com/in', strict)).toBe('url must be an https:// address');
    expect(urlProblem('https://localhost/in', strict)).toMatch(/loopback/);
    expect(urlProblem('https://localhost./in', strict)).toMatch(/loopback/);
    expect(urlProblem('https://LocalHost../in', strict)).toMatch(/loopback|not a valid/);
    expect(urlProblem('https://shop.localhost./in', strict)).toMatch(/loopback/);
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
    // The refusal does not say what the name resolved to.
    expect((error as Error).message).not.toContain(address);
  });

  it('refuses a name when any of its addresses is forbidden', async () => {
    const both: Lookup = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '64:ff9b::7f00:1', family: 6 },
    ];
    expect((await lookupOf(both)).error).toBeInstanceOf(BlockedAddressError);
  });

  it('hands a public address to the socket', async () => {
    expect(await lookupOf(resolvesTo('93.184.216.34'))).toEqual({ error: null, address: '93.184.216.34' });
  });
});
