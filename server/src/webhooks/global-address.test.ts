import { describe, expect, it } from 'vitest';
import { isGlobalAddress } from './global-address.ts';

describe('isGlobalAddress', () => {
  it('refuses loopback, private, link-local, shared and reserved IPv4 addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '192.0.0.8',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
    ]) {
      expect(isGlobalAddress(ip), ip).toBe(false);
    }
  });

  it('refuses IPv6 that is not global unicast, and every form that wraps an IPv4 address', () => {
    for (const ip of [
      '::1',
      '[::1]',
      '::',
      'fe80::1',
      'fd12::1',
      'ff02::1',
      // IPv4-mapped, NAT64 (well-known and local-use prefixes), 6to4, Teredo, IPv4-compatible, site-local.
      '::ffff:127.0.0.1',
      '::ffff:8.8.8.8',
      '64:ff9b::7f00:1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::a00:1',
      '2002:7f00:1::1',
      '2002:0808:0808::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '::127.0.0.1',
      '::a9fe:a9fe',
      'fec0::1',
      '2001:db8::1',
    ]) {
      expect(isGlobalAddress(ip), ip).toBe(false);
    }
  });

  it('lets global unicast through; a host name is not an address (names are checked once resolved)', () => {
    for (const ip of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '[2a00:1450:4001:81c::200e]']) {
      expect(isGlobalAddress(ip), ip).toBe(true);
    }
    expect(isGlobalAddress('example.com')).toBe(false);
  });
});
