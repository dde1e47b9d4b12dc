// Outgoing webhooks must not become a way into the platform's own network (SSRF): an endpoint is https (http
// only with WEBHOOK_ALLOW_HTTP), and neither its URL nor what its host name resolves to may be a loopback,
// private, link-local (the cloud metadata service, 169.254.169.254), carrier-grade NAT, multicast or
// otherwise reserved address — checked when the endpoint is saved and again at every delivery, on the very
// addresses the socket connects to (a name that resolved to a public address at registration and to
// 127.0.0.1 later is refused then). WEBHOOK_ALLOW_PRIVATE_ADDRESSES lets development and tests reach local
// receivers. IPv4 written in decimal, hex or octal is normalised by the URL parser before it is judged.
import dns from 'node:dns';
import net, { BlockList } from 'node:net';

/** Address classes an endpoint may not reach, by name, with their ranges (IANA special-purpose registries). */
const classes: readonly { name: string; ranges: readonly [string, number][] }[] = [
  {
    name: 'loopback',
    ranges: [
      ['127.0.0.0', 8],
      ['::1', 128],
    ],
  },
  {
    name: 'unspecified',
    ranges: [
      ['0.0.0.0', 8],
      ['::', 128],
    ],
  },
  {
    name: 'private',
    ranges: [
      ['10.0.0.0', 8],
      ['172.16.0.0', 12],
      ['192.168.0.0', 16],
      ['fc00::', 7],
      ['fec0::', 10],
    ],
  },
  {
    name: 'link-local (cloud metadata)',
    ranges: [
      ['169.254.0.0', 16],
      ['fe80::', 10],
    ],
  },
  { name: 'carrier-grade NAT', ranges: [['100.64.0.0', 10]] },
  {
    name: 'multicast',
    ranges: [
      ['224.0.0.0', 4],
      ['ff00::', 8],
    ],
  },
  {
    name: 'reserved',
    ranges: [
      ['192.0.0.0', 24],
      ['192.0.2.0', 24],
      ['198.18.0.0', 15],
      ['198.51.100.0', 24],
      ['203.0.113.0', 24],
      ['240.0.0.0', 4],
      ['2001:db8::', 32],
      ['100::', 64],
      // IPv4-compatible IPv6 (deprecated): ::a.b.c.d reaches a.b.c.d on some stacks.
      ['::', 96],
    ],
  },
];

const lists = classes.map(({ name, ranges }) => {
  const list = new BlockList();
  for (const [prefix, bits] of ranges) list.addSubnet(prefix, bits, net.isIPv4(prefix) ? 'ipv4' : 'ipv6');
  return { name, list };
});

/** The class of an IP address an endpoint may not reach, or null when it is a public address. */
export function forbiddenAddressClass(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = net.isIP(bare);
  if (!family) return null;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  // BlockList matches an IPv4-mapped IPv6 address (::ffff:127.0.0.1) against the IPv4 ranges too.
  return lists.find(({ list }) => list.check(bare, type))?.name ?? null;
}

export interface AddressPolicy {
  allowHttp: boolean;
  allowPrivateAddresses: boolean;
}

/** What is wrong with an endpoint URL before any name is resolved: its scheme, a literal address, a local name. */
export function urlProblem(url: string, policy: AddressPolicy): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'url is not a valid address';
  }
  if (parsed.protocol !== 'https:' && !(policy.allowHttp && parsed.protocol === 'http:'))
    return 'url must be an https:// address';
  if (parsed.username || parsed.password) return 'url must not carry a user name or password';
  if (policy.allowPrivateAddresses) return null;
  const host = parsed.hostname.toLowerCase();
  const literal = forbiddenAddressClass(host);
  if (literal) return `url points at a ${literal} address, which webhooks may not reach`;
  // RFC 6761: *.localhost is loopback whatever DNS says.
  if (host === 'localhost' || host.endsWith('.localhost'))
    return 'url points at a loopback address, which webhooks may not reach';
  return null;
}

export type Lookup = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemLookup: Lookup = (hostname) => dns.promises.lookup(hostname, { all: true });

/** The first forbidden address a host name resolves to, with its class; null when all are public. */
export async function forbiddenResolution(
  hostname: string,
  lookup: Lookup = systemLookup,
): Promise<{ address: string; kind: string } | null> {
  const addresses = await lookup(hostname);
  for (const { address } of addresses) {
    const kind = forbiddenAddressClass(address);
    if (kind) return { address, kind };
  }
  return null;
}

/**
 * Registration's check: the URL's own problems, then where its name resolves now. A name that does not
 * resolve yet is accepted (the delivery checks again); one that resolves to a forbidden address is not.
 */
export async function endpointUrlProblem(
  url: string,
  policy: AddressPolicy,
  lookup: Lookup = systemLookup,
): Promise<string | null> {
  const problem = urlProblem(url, policy);
  if (problem || policy.allowPrivateAddresses) return problem;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  // Literal addresses were judged above; names under the TLDs reserved never to resolve (RFC 2606, 6761)
  // would only cost a failed lookup.
  if (net.isIP(host) || /\.(test|example|invalid)$/.test(host)) return null;
  try {
    const found = await forbiddenResolution(host, lookup);
    return found
      ? `url resolves to a ${found.kind} address (${found.address}), which webhooks may not reach`
      : null;
  } catch {
    return null;
  }
}

/** An error a refused connection fails with; its code is what the delivery's attempt records. */
export class BlockedAddressError extends Error {
  readonly code = 'EBLOCKEDADDRESS';
}

/**
 * A `lookup` for http(s).request that resolves the name and refuses to hand a forbidden address to the
 * socket: the address checked is the address connected to, so a re-pointed DNS record cannot slip through.
 */
export function guardedLookup(lookup: Lookup = systemLookup): net.LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    lookup(hostname).then(
      (addresses) => {
        const blocked = addresses.find(({ address }) => forbiddenAddressClass(address));
        if (blocked)
          return callback(
            new BlockedAddressError(
              `${hostname} resolves to a ${forbiddenAddressClass(blocked.address)} address (${blocked.address})`,
            ),
          );
        if (!addresses.length)
          return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }));
        if (options.all) return callback(null, addresses);
        const first = addresses[0]!;
        return callback(null, first.address, first.family);
      },
      (error: unknown) => callback(error),
    );
  }) as net.LookupFunction;
}
