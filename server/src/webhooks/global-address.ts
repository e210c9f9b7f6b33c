import ipaddr from 'ipaddr.js';

// IPv6's global unicast block (RFC 4291). ipaddr.js names the special ranges inside it (6to4, Teredo, NAT64,
// documentation) and calls the rest 'unicast'; outside it, 'unicast' still takes in the IPv4-compatible ::a.b.c.d.
const ipv6GlobalUnicast = ipaddr.parseCIDR('2000::/3');

/**
 * Whether a webhook may reach this IP address: only global unicast, as ipaddr.js classifies it. Everything else is
 * refused, including the IPv6 forms that carry an IPv4 address inside (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d,
 * NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16, Teredo 2001::/32) and site-local fec0::/10: the private
 * address they may wrap is not worth unwrapping for a receiver that can publish a plain one. Not an IP (a host
 * name): false; names are checked once resolved.
 */
export function isGlobalAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return false;
  const ip = ipaddr.parse(bare);
  if (ip.range() !== 'unicast') return false;
  return ip.kind() === 'ipv4' || ip.match(ipv6GlobalUnicast);
}
