import { BlockList, isIP } from 'node:net';

/**
 * TRUSTED_PROXIES: comma-separated addresses or CIDR ranges (`10.0.0.0/8, 127.0.0.1, fd00::/8`). Undefined when an
 * entry is neither, so the configuration names the mistake instead of trusting nothing (or everything) silently.
 */
export const parseTrustedProxies = (value: string): string[] | undefined => {
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return entries.every((entry) => toRange(entry) !== undefined) ? entries : undefined;
};

interface Range {
  readonly address: string;
  readonly prefix: number;
  readonly family: 'ipv4' | 'ipv6';
}

const toRange = (entry: string): Range | undefined => {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return undefined;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const max = version === 4 ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: max, family };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) return undefined;
  return { address, prefix: Number(prefixText), family };
};

/** Node's socket addresses name IPv4 peers of a dual-stack socket as `::ffff:10.0.0.5`. */
const plain = (address: string): string => (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address);

/** Whether an address is one of the trusted proxies (built once: a BlockList of their ranges). */
export const trustedProxyMatcher = (trusted: readonly string[]): ((address: string) => boolean) => {
  const list = new BlockList();
  for (const entry of trusted) {
    const range = toRange(entry);
    if (range) list.addSubnet(range.address, range.prefix, range.family);
  }
  return (candidate) => {
    const version = isIP(candidate);
    return version !== 0 && list.check(candidate, version === 4 ? 'ipv4' : 'ipv6');
  };
};

/**
 * The client a request comes from, for rate limits and audit trails. Behind trusted proxies, X-Forwarded-For lists
 * the hops, each proxy appending the address it received from: read from the right, the first address that is not
 * a trusted proxy is the client (what comes before it, the client could have written itself).
 */
export const clientAddressOf = (peer: string, forwardedFor: string | undefined, isTrusted: (address: string) => boolean): string => {
  const address = plain(peer);
  if (!forwardedFor || !isTrusted(address)) return address;
  const hops = forwardedFor
    .split(',')
    .map((s) => plain(s.trim()))
    .filter((s) => s !== '');
  let client = address;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    // Not an address at all: written before our proxies; the last hop they vouch for is the client.
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!isTrusted(hop)) return hop;
  }
  return client;
};
