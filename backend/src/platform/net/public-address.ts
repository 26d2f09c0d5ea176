import ipaddr from 'ipaddr.js';

/** 2000::/3, the only IPv6 block IANA allocates for global unicast: anything outside it is never a public host. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * True only for globally routable unicast addresses. Loopback, private (10/8, 172.16/12, 192.168/16), link-local
 * (169.254/16, the cloud metadata address among them), carrier-grade NAT, multicast and reserved IPv4 are refused.
 * IPv6 must lie in global unicast (2000::/3), which leaves out unique-local, link-local, site-local (fec0::/10),
 * IPv4-compatible (::/96, `::127.0.0.1`) and NAT64 (64:ff9b::/96); inside it, ipaddr's special ranges (6to4,
 * Teredo, documentation) are refused too, as they embed or route to an IPv4 address we cannot vouch for. An
 * IPv4-mapped address (::ffff:a.b.c.d) is judged as the IPv4 address it carries.
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
  return v6.match(GLOBAL_UNICAST_V6) && v6.range() === 'unicast';
}

/** A URL host as an address when it is an IP literal (`[::1]` → `::1`), else undefined. */
export function ipLiteral(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : undefined;
}
