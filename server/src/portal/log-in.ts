import { PORTAL_MESSAGES, type TPortalLoginResponse } from '@regulars/contracts';
import { verifyPassword } from 'better-auth/crypto';
import type { TDb } from '../db/client.ts';
import { AppError } from '../platform/errors.ts';
import { findPhoneCustomers, portalPhoneKey } from './find-phone-customers.ts';
import { openPortalSession } from './open-portal-session.ts';
import type { TPortalLimits } from './portal-limits.ts';

/**
 * POST /portal/login: the phone finds the customers of every business, and the PIN is checked here against each
 * one's hash. Wrong PINs count per phone (from any address) and lock it; a right PIN clears the count. Signed in
 * to the businesses whose PIN matched and whose portal is on: one at once, several to choose from.
 */
export async function portalLogIn({
  db,
  limits,
  phone,
  pin,
  ip,
  phoneRegion,
  previousToken,
}: {
  db: TDb;
  limits: TPortalLimits;
  phone: string;
  pin: string;
  ip: string;
  /** Region for numbers typed without a country code (DEFAULT_PHONE_REGION). */
  phoneRegion: string;
  /** The portal cookie the browser already had: that session ends. */
  previousToken?: string;
}): Promise<{ token: string; body: TPortalLoginResponse }> {
  await limits.loginPerAddress.hit(db, ip);
  const authPhone = portalPhoneKey(phone, phoneRegion);
  const found = authPhone ? await findPhoneCustomers({ db, authPhone }) : [];
  if (!authPhone || found.length === 0) throw new AppError('NOT_FOUND', PORTAL_MESSAGES.phoneNotFound);

  // Counted before the check: once locked, even the right PIN is refused.
  await limits.pinPerPhone.hit(db, authPhone);
  const matched = [];
  for (const customer of found) {
    if (customer.authPin && (await pinMatches(customer.authPin, pin))) matched.push(customer);
  }
  if (matched.length === 0) throw new AppError('INVALID_CREDENTIALS', PORTAL_MESSAGES.invalidPin);
  await limits.pinPerPhone.reset(db, authPhone);

  const enabled = matched.filter((c) => c.portalEnabled);
  if (enabled.length === 0) throw new AppError('FORBIDDEN', PORTAL_MESSAGES.portalDisabled);
  return openPortalSession({ db, matches: enabled, previousToken });
}

/** A stored hash that does not parse (never written by us) matches no PIN. */
async function pinMatches(hash: string, pin: string): Promise<boolean> {
  try {
    return await verifyPassword({ hash, password: pin });
  } catch {
    return false;
  }
}
