// Outgoing webhooks must not become a way into the platform's own network (SSRF). An endpoint is https (http
// only with WEBHOOK_ALLOW_HTTP) and may reach public unicast addresses only:
// - the special-purpose ranges come from a maintained list (ipaddr.js `range()`, after IANA's registries):
//   anything it does not call `unicast` is refused — loopback, private, link-local (the cloud metadata
//   service), carrier-grade NAT, multicast, reserved, and the IPv6 transition prefixes (NAT64 64:ff9b::/96
//   and /48, 6to4 2002::/16, Teredo 2001::/32, SIIT) whatever IPv4 they embed, since which inside address a
//   gateway or relay reaches is the network's business; IPv4-mapped IPv6 is judged as the IPv4 it is;
// - registration judges the URL as written (scheme, literal address, `localhost` with or without the
//   trailing dot) and never resolves its name, so its answer is no oracle for the inside DNS;
// - every delivery judges the address actually connected to: the socket's `lookup` refuses a forbidden
//   resolution before any connection, and the connected socket's remote address is checked again (a
//   literal address skips `lookup`). Deliveries follow no redirects, so there is no other hop;
// - a refusal never says what a name resolved to (the attempt is read by the endpoint's owner).
// WEBHOOK_ALLOW_PRIVATE_ADDRESSES lets development and tests reach local receivers. IPv4 written in decimal,
// hex or octal is normalised by the URL parser before it is judged.
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** ipaddr.js range names → the class named in a refusal; any other non-unicast range is `reserved`. */
const classNames: Readonly<Record<string, string>> = {
  loopback: 'loopback',
  unspecified: 'unspecified',
  private: 'private',
  uniqueLocal: 'private',
  deprecatedSiteLocal: 'private',
  linkLocal: 'link-local (cloud metadata)',
  carrierGradeNat: 'carrier-grade NAT',
  multicast: 'multicast',
  rfc6052: 'IPv6 transition (NAT64, 6to4, Teredo)',
  rfc6145: 'IPv6 transition (NAT64, 6to4, Teredo)',
  '6to4': 'IPv6 transition (NAT64, 6to4, Teredo)',
  teredo: 'IPv6 transition (NAT64, 6to4, Teredo)',
};

/** The class of an IP address an endpoint may not reach, or null when it is a public address. */
export function forbiddenAddressClass(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!net.isIP(bare)) return null;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // The URL parser's normal form first: ipaddr.js reads ::a.b.c.d as IPv4-mapped, which it is not.
    parsed = ipaddr.parse(net.isIPv6(bare) ? new URL(`http://[${bare}]`).hostname.slice(1, -1) : bare);
  } catch {
    return 'reserved';
  }
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return forbiddenAddressClass(v6.toIPv4Address().toString());
    // IPv4-compatible IPv6 (::a.b.c.d, deprecated) reaches a.b.c.d on some stacks; ipaddr.js calls it unicast.
    if (v6.parts.slice(0, 6).every((p) => p === 0) && v6.range() === 'unicast') return 'reserved';
  }
  const range = parsed.range();
  return range === 'unicast' ? null : (classNames[range] ?? 'reserved');
}

export interface AddressPolicy {
  allowHttp: boolean;
  allowPrivateAddresses: boolean;
}

/** A host name as DNS means it: lower case, without the trailing dot(s) of a fully qualified name. */
const canonicalHost = (hostname: string) => hostname.toLowerCase().replace(/\.+$/, '');

/**
 * What is wrong with an endpoint URL as written — its scheme, credentials, a literal address, a local name —
 * without resolving anything: registration's whole check, and the first of every delivery.
 */
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
  const host = canonicalHost(parsed.hostname);
  if (!host) return 'url is not a valid address';
  const literal = forbiddenAddressClass(host);
  if (literal) return `url points at a ${literal} address, which webhooks may not reach`;
  // RFC 6761: *.localhost is loopback whatever DNS says.
  if (host === 'localhost' || host.endsWith('.localhost'))
    return 'url points at a loopback address, which webhooks may not reach';
  return null;
}

export type Lookup = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemLookup: Lookup = (hostname) => dns.promises.lookup(hostname, { all: true });

/** An error a refused connection fails with; its code is what the delivery's attempt records. */
export class BlockedAddressError extends Error {
  readonly code = 'EBLOCKEDADDRESS';
}

/** The refusal of a name at connect time: which address or class it resolved to is not said. */
const addressRefusal = (hostname: string) =>
  new BlockedAddressError(`${canonicalHost(hostname)} is not a public address webhooks may reach`);

/**
 * A `lookup` for http(s).request that resolves the name and refuses to hand a forbidden address to the
 * socket: the address checked is the address connected to, so a re-pointed DNS record cannot slip through.
 * A name any of whose addresses is forbidden is refused as a whole (no retry on the next address).
 */
export function guardedLookup(lookup: Lookup = systemLookup): net.LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    lookup(hostname).then(
      (found) => {
        if (found.some(({ address }) => forbiddenAddressClass(address)))
          return callback(addressRefusal(hostname));
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const addresses = family ? found.filter((a) => a.family === family) : found;
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

/** The connected socket's own check (a second line behind `lookup`): null when its peer may be reached. */
export function connectedPeerProblem(socket: net.Socket, hostname: string): BlockedAddressError | null {
  const peer = socket.remoteAddress;
  return peer && forbiddenAddressClass(peer) ? addressRefusal(hostname) : null;
}
