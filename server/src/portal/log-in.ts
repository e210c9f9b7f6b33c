import { PORTAL_MAX_WRONG_PINS, PORTAL_MESSAGES, type TPortalLoginResponse } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import { AppError } from '../platform/errors.ts';
import { checkAgainstNobody, pinMatches } from '../platform/pin-hash.ts';
import { findPhoneCustomers, portalPhoneKey, type TPhoneCustomer } from './find-phone-customers.ts';
import { openPortalSession } from './open-portal-session.ts';
import { openableCustomers } from './openable-customers.ts';
import { type TPortalLimits, unknownPhoneIdentity } from './portal-limits.ts';

/**
 * POST /portal/login: the phone finds its customers in every business, and the PIN is checked against each one's
 * hash. Every check is counted before it is made (so parallel guesses cannot outrun the count), per customer and in
 * the phone's daily ceiling; a customer past PORTAL_MAX_WRONG_PINS is skipped unchecked, so even the right PIN does
 * not open it until the window ends. A right PIN clears only the count of the customer it opened and takes back the
 * tries it did not spend: signing in at one business never opens a lock, or adds a wrong PIN, at another. A number
 * no customer has is counted and locked the same way, and answers after the same scrypt check.
 * Signed in to the businesses whose PIN matched and whose portal is open: one at once, several to choose from.
 */
export async function portalLogIn({
  db,
  limits,
  phone,
  pin,
  ip,
  phoneRegion,
  previousToken,
  onlyBusinessId = null,
}: {
  /** On a business's own domain: its customers only (platform/host-business.ts). */
  onlyBusinessId?: string | null;
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
  // Not a phone number at all: there is no number to keep secret.
  if (!authPhone) throw new AppError('NOT_FOUND', PORTAL_MESSAGES.phoneNotFound);

  // Reserved now, given back below when the PIN was right or no PIN was checked.
  await limits.pinPerPhoneDay.hit(db, authPhone);
  const found = await findPhoneCustomers({ db, authPhone, onlyBusinessId });
  if (found.length === 0) return refuseUnknownPhone({ db, limits, authPhone, pin });

  // A customer with no PIN yet cannot be opened by one: nothing to count for them.
  const withPin = found.filter((c) => c.authPin !== null);
  const { unlocked, lockedError, triesLeft } = await reserveTries({ db, limits, customers: withPin });
  const matched: TPhoneCustomer[] = [];
  for (const customer of unlocked) {
    if (customer.authPin && (await pinMatches(customer.authPin, pin))) matched.push(customer);
  }

  if (matched.length === 0) {
    // Wrong for every customer it was checked against: those tries stay counted (none was, when all are locked).
    if (unlocked.length === 0) await limits.pinPerPhoneDay.giveBack(db, authPhone);
    if (lockedError) throw lockedError;
    throw new AppError('INVALID_CREDENTIALS', PORTAL_MESSAGES.invalidPin, { triesLeft });
  }
  for (const customer of unlocked) {
    if (matched.includes(customer)) await limits.pinPerCustomer.reset(db, customer.id);
    else await limits.pinPerCustomer.giveBack(db, customer.id);
  }
  await limits.pinPerPhoneDay.giveBack(db, authPhone);

  return openPortalSession({ db, matches: openableCustomers(matched), previousToken });
}

/**
 * Counts one try for each customer of the phone. Those past the limit are left out (their PIN is never checked, so
 * a locked customer tells nothing about the PIN); the first such refusal is kept to answer with. `triesLeft`: how
 * many more wrong PINs the nearest-to-locked of the others may take.
 */
async function reserveTries({
  db,
  limits,
  customers,
}: {
  db: TDb;
  limits: TPortalLimits;
  customers: TPhoneCustomer[];
}): Promise<{ unlocked: TPhoneCustomer[]; lockedError: AppError | null; triesLeft: number }> {
  const unlocked: TPhoneCustomer[] = [];
  let lockedError: AppError | null = null;
  let triesLeft = PORTAL_MAX_WRONG_PINS;
  for (const customer of customers) {
    try {
      const tried = await limits.pinPerCustomer.hit(db, customer.id);
      triesLeft = Math.min(triesLeft, PORTAL_MAX_WRONG_PINS - tried);
      unlocked.push(customer);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
      lockedError ??= error;
    }
  }
  return { unlocked, lockedError, triesLeft };
}

/** A number no customer has: counted and locked like a customer, after the same slow check as a wrong PIN. */
async function refuseUnknownPhone({
  db,
  limits,
  authPhone,
  pin,
}: {
  db: TDb;
  limits: TPortalLimits;
  authPhone: string;
  pin: string;
}): Promise<never> {
  try {
    await limits.pinPerCustomer.hit(db, unknownPhoneIdentity(authPhone));
  } catch (error) {
    // Locked, as a known customer is: no PIN checked, so no wrong PIN counted today.
    await limits.pinPerPhoneDay.giveBack(db, authPhone);
    throw error;
  }
  await checkAgainstNobody(pin);
  throw new AppError('NOT_FOUND', PORTAL_MESSAGES.phoneNotFound);
}
