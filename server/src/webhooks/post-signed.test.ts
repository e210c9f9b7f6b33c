import { WEBHOOK_MESSAGES } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { guardedLookup, postSigned } from './post-signed.ts';

// The IPv6 forms that carry an IPv4 address inside, and site-local: refused at delivery as at save.
const wrapped = [
  '::ffff:127.0.0.1',
  '64:ff9b::7f00:1',
  '64:ff9b:1::a9fe:a9fe',
  '2002:7f00:1::1',
  '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  '::127.0.0.1',
  'fec0::1',
];

function lookupOf(host: string, allowPrivate: boolean) {
  return new Promise<{ err: Error | null; address: string }>((resolve) =>
    guardedLookup(allowPrivate)(host, {}, (err, address) => resolve({ err, address: String(address) })),
  );
}

describe('delivery-time address check', () => {
  it('refuses an endpoint written as one of these addresses before connecting, unless private ones are allowed', async () => {
    for (const ip of wrapped) {
      const result = await postSigned({ url: `http://[${ip}]:9/hooks`, body: '{}', headers: {}, allowPrivate: false });
      expect(result, ip).toEqual({ status: null, body: WEBHOOK_MESSAGES.privateAddress, durationMs: 0 });
    }
  });

  it('refuses a host name resolving to one of them, on the address the socket would connect to', async () => {
    // The resolver answers an address with itself: the same path as a name whose DNS now points there.
    for (const ip of wrapped) {
      const { err } = await lookupOf(ip, false);
      expect(err?.message, ip).toBe(WEBHOOK_MESSAGES.privateAddress);
    }
    expect(await lookupOf('64:ff9b::7f00:1', true)).toEqual({ err: null, address: '64:ff9b::7f00:1' });
    expect(await lookupOf('2606:4700::1111', false)).toEqual({ err: null, address: '2606:4700::1111' });
  });
});
