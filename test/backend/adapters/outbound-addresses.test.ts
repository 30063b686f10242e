import { describe, expect, it } from 'vitest';
import { forbiddenAddress } from '../../../lambdas/adapters/outbound/addresses.js';

describe('the addresses the push and webhook senders never connect to', () => {
  it('names the class of every private, loopback, link-local, unique-local, metadata, unspecified and multicast address', () => {
    const cases: [string, string][] = [
      ['169.254.169.254', 'metadata'],
      ['169.254.170.2', 'metadata'],
      ['100.100.100.200', 'metadata'],
      ['fd00:ec2::254', 'metadata'],
      ['fd00:ec2:0:0:0:0:0:254', 'metadata'],
      ['0.0.0.0', 'unspecified'],
      ['0.1.2.3', 'unspecified'],
      ['::', 'unspecified'],
      ['127.0.0.1', 'loopback'],
      ['127.255.255.254', 'loopback'],
      ['::1', 'loopback'],
      ['10.0.0.1', 'private'],
      ['10.255.255.255', 'private'],
      ['172.16.0.1', 'private'],
      ['172.31.255.255', 'private'],
      ['192.168.0.1', 'private'],
      ['192.168.255.255', 'private'],
      ['100.64.0.1', 'private'],
      ['100.127.255.255', 'private'],
      ['fec0::1', 'private'],
      ['64:ff9b:1::1', 'private'],
      ['169.254.0.1', 'link-local'],
      ['fe80::1', 'link-local'],
      ['fe80::1%eth0', 'link-local'],
      ['febf::1', 'link-local'],
      ['fc00::1', 'unique-local'],
      ['fdff:ffff::1', 'unique-local'],
      ['224.0.0.1', 'multicast'],
      ['239.255.255.250', 'multicast'],
      ['ff02::1', 'multicast'],
      ['255.255.255.255', 'reserved'],
      ['240.0.0.1', 'reserved'],
      ['192.0.2.1', 'reserved'],
      ['198.18.0.1', 'reserved'],
      ['2001:db8::1', 'reserved'],
      ['2001::1', 'reserved'],
      ['2002:a9fe:a9fe::1', 'reserved'],
      ['::127.0.0.1', 'reserved'],
      ['100::1', 'reserved'],
      ['not an address', 'reserved'],
    ];
    for (const [address, why] of cases) expect(forbiddenAddress(address), address).toBe(why);
  });

  it('reads an IPv4 address inside IPv6 (mapped, NAT64) as the IPv4 address it reaches', () => {
    const cases: [string, string][] = [
      ['::ffff:127.0.0.1', 'loopback'],
      ['::ffff:7f00:1', 'loopback'],
      ['::ffff:169.254.169.254', 'metadata'],
      ['::ffff:a9fe:a9fe', 'metadata'],
      ['::ffff:10.0.0.1', 'private'],
      ['::ffff:c0a8:101', 'private'],
      ['0:0:0:0:0:ffff:ac10:1', 'private'],
      ['64:ff9b::a9fe:a9fe', 'metadata'],
      ['64:ff9b::127.0.0.1', 'loopback'],
      ['::ffff:224.0.0.1', 'multicast'],
    ];
    for (const [address, why] of cases) expect(forbiddenAddress(address), address).toBe(why);
    expect(forbiddenAddress('::ffff:8.8.8.8')).toBeNull();
    expect(forbiddenAddress('64:ff9b::808:808')).toBeNull();
  });

  it("lets public unicast addresses through, the push services' among them", () => {
    for (const address of [
      '8.8.8.8',
      '142.250.180.10',
      '17.253.144.10',
      '52.85.12.1',
      '172.15.255.255',
      '172.32.0.1',
      '100.63.255.255',
      '100.128.0.1',
      '11.0.0.1',
      '2607:f8b0:4004:c07::5f',
      '2a00:1450:4001:82b::200a',
      '2620:149:a44::10',
    ]) {
      expect(forbiddenAddress(address), address).toBeNull();
    }
  });
});
