import { describe, expect, it } from 'vitest';
import { clientNetwork } from './clientNetwork.ts';

describe('clientNetwork', () => {
  it('keeps an IPv4 address as it is, also when it arrives IPv4-mapped', () => {
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('::FFFF:c633:6407')).toBe('198.51.100.7');
  });

  it('counts IPv6 addresses by their /64, however they are written', () => {
    const network = '2001:0db8:0001:0002::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0000:0000:0000:0009',
      '2001:db8:1:2::abcd%eth0',
    ])
      expect(clientNetwork(address), address).toBe(network);
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(network);
    expect(clientNetwork('::1')).toBe('0000:0000:0000:0000::/64');
    expect(clientNetwork('fe80::1')).toBe('fe80:0000:0000:0000::/64');
  });
});
