import { createHmac } from 'node:crypto';

/** Keyed hashes of data we erase but must still recognise: a deleted customer's phone number. */
export type TFingerprints = {
  /** The phone's key within its business: equal for the same digits, and useless to anyone without the secret. */
  phone(businessId: string, authPhone: string): string;
};

/**
 * HMAC-SHA256 under a key derived from the app's secret for this one use. A phone number has too few digits to hide
 * behind a plain hash (all of them can be tried in minutes); without the key none can be. The business id is part of
 * the input, so one number's keys in two businesses do not match each other.
 */
export function createFingerprints(secret: string): TFingerprints {
  const key = createHmac('sha256', secret).update('regulars:fingerprints:v1').digest();
  return {
    phone: (businessId, authPhone) =>
      createHmac('sha256', key).update(`phone:${businessId}:${authPhone}`).digest('hex'),
  };
}
