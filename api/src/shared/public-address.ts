import { BlockList, isIP } from 'node:net';

/**
 * Addresses the server never posts to because a user said so (SSRF): its own host and networks.
 * Push subscription endpoints and webhook endpoints are checked by the same rule.
 */
const PRIVATE_ADDRESSES = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network" (0.0.0.0 reaches the local host)
  ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], // private
  ['100.64.0.0', 10], // carrier-grade NAT (some clouds' metadata services)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
] as const) PRIVATE_ADDRESSES.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], ['::1', 128], // unspecified, loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still private)
] as const) PRIVATE_ADDRESSES.addSubnet(network, prefix, 'ipv6');

/** Host names that only resolve inside a host or network. */
const PRIVATE_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa'];

/**
 * Whether an IP address (v4 or v6) is loopback, private, link-local or unique-local. IPv4-mapped
 * IPv6 addresses are checked as their IPv4 address (BlockList does so).
 */
export function isPrivateIp(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && PRIVATE_ADDRESSES.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether `endpoint` names a public host: not a loopback, private or link-local IP literal, not
 * localhost (or *.localhost, *.local, *.internal), and not a name without a dot ("metadata"). A
 * public name that resolves to a private address is not caught here: a sender checks the
 * address it connects to (webhooks do; see isPrivateIp).
 */
export function isPublicEndpoint(endpoint: URL): boolean {
  const host = endpoint.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '').toLowerCase();
  if (isIP(host)) return !isPrivateIp(host);
  if (!host.includes('.')) return false;
  return !PRIVATE_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}
