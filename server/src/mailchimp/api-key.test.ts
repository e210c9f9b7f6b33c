import { mailchimpDataCentre, mailchimpKeyHint, ZConnectMailchimp } from '@regulars/contracts';
import { expect, it } from 'vitest';

const KEY = '0123456789abcdef0123456789abcd12-us21';

it('reads the data centre from the end of the key', () => {
  expect(mailchimpDataCentre(KEY)).toBe('us21');
  expect(mailchimpDataCentre('0123456789abcdef')).toBeNull();
  // Only letters then digits: nothing else may become part of the API's host name.
  expect(mailchimpDataCentre('0123456789abcdef-evil.example')).toBeNull();
});

it('hints at a key by the 4 characters before its data centre, which many keys share', () => {
  expect(mailchimpKeyHint(KEY)).toBe('cd12');
});

it('accepts a MailChimp-shaped key, trimmed, and refuses anything else', () => {
  expect(ZConnectMailchimp.parse({ apiKey: ` ${KEY} ` })).toEqual({ apiKey: KEY });
  for (const apiKey of ['', 'abc', `${KEY} x`, 'abcdef0123456789-us21/x', `${KEY}.example`]) {
    expect(ZConnectMailchimp.safeParse({ apiKey }).success).toBe(false);
  }
});
