import { normalizePhone } from '@regulars/contracts';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';

const slow = (raw: string, region: string) => {
  const p = parsePhoneNumberFromString(raw.trim(), region as CountryCode);
  return p?.isPossible() ? p.number : null;
};

describe('normalizePhone (shared by the add form, the import and the public sign-up form)', () => {
  it('gives E.164, exactly as libphonenumber does, for every common way of writing a number', () => {
    const samples = [
      '(415) 555-0101',
      '415.555.0101',
      '415 555 0101',
      '4155550101',
      '1 415 555 0101',
      '+1 (415) 555-0101',
      '+14155550101',
      '14155550101',
      '+44 20 7946 0958',
      '020 7946 0958',
      '555-0101',
      '12',
      '+1 415 555 01011',
      '1-800-FLOWERS',
    ];
    for (const region of ['US', 'CA', 'GB']) {
      for (const raw of samples)
        expect([region, raw, normalizePhone(raw, region)]).toEqual([region, raw, slow(raw, region)]);
    }
  });
});
