import { isIPv4, isIPv6 } from 'node:net';

/** Why an address is none of ours to connect to (RFC 6890's special-purpose registries, and the clouds' metadata services). */
export type ForbiddenClass =
  | 'metadata'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'reserved';

/**
 * The instance metadata services, which hand out the function's credentials: AWS's and most
 * clouds' 169.254.169.254, AWS's over IPv6, ECS's task credentials, Alibaba's. Named apart
 * from the ranges that hold them, so a log says what was aimed at.
 */
const METADATA = new Set(['169.254.169.254', '169.254.170.2', '100.100.100.200', 'fd00:ec2:0:0:0:0:0:254']);

/** IPv4 ranges no public service lives in: [first address, prefix length, class]. */
const IPV4_RANGES: readonly [string, number, ForbiddenClass][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'private'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

function ipv4Number(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function ipv4Class(n: number, written: string): ForbiddenClass | null {
  if (METADATA.has(written)) return 'metadata';
  for (const [first, bits, why] of IPV4_RANGES) {
    const size = 2 ** (32 - bits);
    if (Math.floor(n / size) === Math.floor(ipv4Number(first) / size)) return why;
  }
  return null;
}

/** The eight 16-bit groups of an IPv6 address (a zone, `%eth0`, dropped; a trailing dotted quad read as two groups). */
function ipv6Groups(ip: string): number[] {
  let text = ip.split('%')[0];
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    const n = ipv4Number(quad[1]);
    text = `${text.slice(0, quad.index)}${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const middle = tail === null ? [] : Array<string>(8 - front.length - back.length).fill('0');
  return [...front, ...middle, ...back].map((g) => parseInt(g, 16));
}

function ipv6Class(g: number[]): ForbiddenClass | null {
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  const embedded = () => g[6] * 65536 + g[7];
  const v4 = (n: number) => ipv4Class(n, [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.'));
  if (METADATA.has(g.map((x) => x.toString(16)).join(':'))) return 'metadata';
  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && g[7] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64's well-known prefix (64:ff9b::a.b.c.d) reach an IPv4
  // address: they are what it is. IPv4-compatible (::a.b.c.d) is deprecated and routes nowhere.
  if (zeroUpTo(5) && g[5] === 0xffff) return v4(embedded());
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return v4(embedded());
  if (zeroUpTo(6)) return 'reserved';
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'private';
  if ((g[0] & 0xfe00) === 0xfc00) return 'unique-local';
  if ((g[0] & 0xffc0) === 0xfe80) return 'link-local';
  // Site-local, deprecated, but still a private network where it is used.
  if ((g[0] & 0xffc0) === 0xfec0) return 'private';
  if ((g[0] & 0xff00) === 0xff00) return 'multicast';
  // Public unicast is 2000::/3, less the IETF's protocol assignments (Teredo among them),
  // documentation and 6to4 (which would reach any IPv4 address through a relay).
  if ((g[0] & 0xe000) !== 0x2000) return 'reserved';
  if (g[0] === 0x2001 && g[1] < 0x200) return 'reserved';
  if (g[0] === 0x2001 && g[1] === 0xdb8) return 'reserved';
  if (g[0] === 0x2002) return 'reserved';
  if (g[0] === 0x3fff && g[1] < 0x1000) return 'reserved';
  return null;
}

/**
 * Why this server must not connect to `ip` (as DNS answers or a URL writes an address), or
 * null for a public unicast address. Anything that is not an IPv4 or IPv6 address is reserved:
 * the caller only ever asks about addresses.
 */
export function forbiddenAddress(ip: string): ForbiddenClass | null {
  if (isIPv4(ip)) return ipv4Class(ipv4Number(ip), ip);
  if (isIPv6(ip.split('%')[0])) return ipv6Class(ipv6Groups(ip));
  return 'reserved';
}
