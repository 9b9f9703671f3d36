import { BlockList, isIP } from 'node:net';

/** Why an address is not one the authorization server fetches from (said on the refusal). */
export type AddressKind = 'loopback' | 'private' | 'link-local' | 'unique-local' | 'special-use';

type Range = [address: string, prefix: number];

/**
 * The ranges that are not the public internet (IANA's special-purpose registries). A client
 * metadata document is fetched only from a public address: a client_id naming anything else
 * would make the service reach into its own network for whoever asks (SSRF).
 */
const RANGES: Record<'ipv4' | 'ipv6', Array<[AddressKind, Range[]]>> = {
  ipv4: [
    ['loopback', [['127.0.0.0', 8]]],
    ['private', [['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['100.64.0.0', 10]]],
    ['link-local', [['169.254.0.0', 16]]],
    ['special-use', [
      ['0.0.0.0', 8], ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['198.18.0.0', 15],
      ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
    ]],
  ],
  ipv6: [
    ['loopback', [['::1', 128]]],
    ['unique-local', [['fc00::', 7]]],
    ['link-local', [['fe80::', 10]]],
    // Unspecified and IPv4-compatible, NAT64 (it embeds an IPv4 address), discard-only, IETF
    // protocol assignments (Teredo), documentation, 6to4 (embeds IPv4), site-local, multicast.
    ['special-use', [
      ['::', 96], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32],
      ['2002::', 16], ['3fff::', 20], ['5f00::', 16], ['fec0::', 10], ['ff00::', 8],
    ]],
  ],
};

const LISTS = Object.fromEntries(
  (['ipv4', 'ipv6'] as const).map((family) => [family, RANGES[family].map(([kind, ranges]) => {
    const list = new BlockList();
    for (const [address, prefix] of ranges) list.addSubnet(address, prefix, family);
    return [kind, list] as const;
  })]),
) as Record<'ipv4' | 'ipv6', Array<readonly [AddressKind, BlockList]>>;

const MAPPED = new BlockList();
MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:10.0.0.1, ::ffff:a00:1), else null. */
function mappedIPv4(address: string): string | null {
  if (!MAPPED.check(address, 'ipv6')) return null;
  const tail = address.slice(address.lastIndexOf(':') + 1);
  if (isIP(tail) === 4) return tail;
  const [high = '0', low = '0'] = address.split(':').slice(-2);
  const word = (parseInt(high, 16) << 16 | parseInt(low, 16)) >>> 0;
  return [24, 16, 8, 0].map((shift) => (word >>> shift) & 255).join('.');
}

/**
 * What an IP address is when it is not a public one (loopback, private, link-local,
 * unique-local, another special use), or null for a public address. An IPv4-mapped IPv6
 * address is judged by the IPv4 address it carries.
 */
export function nonPublicKind(address: string): AddressKind | null {
  const family = isIP(address);
  if (family === 0) return 'special-use';
  if (family === 6) {
    const inner = mappedIPv4(address);
    if (inner) return nonPublicKind(inner);
  }
  const lists = LISTS[family === 4 ? 'ipv4' : 'ipv6'];
  for (const [kind, list] of lists) {
    if (list.check(address, family === 4 ? 'ipv4' : 'ipv6')) return kind;
  }
  return null;
}
