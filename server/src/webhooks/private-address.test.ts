import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './private-address.ts';

describe('isPrivateAddress', () => {
  it('refuses loopback, private, link-local and mapped addresses', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.10', '169.254.169.254', '0.0.0.0', '::1']) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    for (const ip of ['fe80::1', 'fd12::1', '::ffff:127.0.0.1', '[::1]', '100.64.0.1']) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
  });

  it('lets public addresses and host names through (names are checked once resolved)', () => {
    for (const ip of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '172.32.0.1', 'example.com']) {
      expect(isPrivateAddress(ip), ip).toBe(false);
    }
  });
});
