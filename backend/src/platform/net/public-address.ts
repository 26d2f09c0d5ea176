import ipaddr from 'ipaddr.js';

/**
 * True only for globally routable unicast addresses. Loopback, private (10/8, 172.16/12, 192.168/16), link-local
 * (169.254/16, the cloud metadata address among them), carrier-grade NAT, unique-local IPv6, multicast, reserved and
 * the IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo) are all refused.
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  return address.range() === 'unicast';
}

/** A URL host as an address when it is an IP literal (`[::1]` → `::1`), else undefined. */
export function ipLiteral(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : undefined;
}
