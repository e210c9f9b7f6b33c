import { PORTAL_MESSAGES, type TPortalLoginResponse } from '@regulars/contracts';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { endPortalSessions } from '../customers/index.ts';
import type { TDb } from '../db/client.ts';
import { customers, portalPinResets } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { hashPassword } from '../platform/password-hash.ts';
import { findPhoneCustomers, portalPhoneKey } from './find-phone-customers.ts';
import { openPortalSession } from './open-portal-session.ts';
import { openableCustomers } from './openable-customers.ts';
import { hashPinResetCode, PIN_RESET_MAX_WRONG } from './pin-reset-code.ts';
import type { TPortalLimits } from './portal-limits.ts';

/**
 * POST /portal/pin-reset/confirm: a valid code (unexpired, unused, fewer than five wrong tries) is used up, and the
 * new PIN is set for the phone's customer in every business; then the person is signed in as by POST /portal/login.
 * The code proves the person holds the phone: every portal session those customers had ends (whoever knew the old
 * PIN is signed out), their wrong-PIN locks and the phone's daily ceiling are cleared.
 * A wrong code counts against the phone's live code. Wrong, expired or voided: 400, one message for all.
 */
export async function confirmPinReset({
  db,
  limits,
  phone,
  code,
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
  code: string;
  pin: string;
  ip: string;
  phoneRegion: string;
  previousToken?: string;
}): Promise<{ token: string; body: TPortalLoginResponse }> {
  await limits.confirmPerAddress.hit(db, ip);
  const authPhone = portalPhoneKey(phone, phoneRegion);
  if (!authPhone) throw new AppError('INVALID_TOKEN', PORTAL_MESSAGES.codeInvalid);
  // Hashing is slow on purpose (scrypt): before the transaction holds any lock.
  const pinHash = await hashPassword(pin);

  const used = await db.transaction(async (tx) => {
    // Deleting is using it up: of two tries with the same code, one gets the row.
    const [consumed] = await tx
      .delete(portalPinResets)
      .where(
        and(
          eq(portalPinResets.authPhone, authPhone),
          eq(portalPinResets.codeHash, hashPinResetCode(authPhone, code)),
          gt(portalPinResets.expiresAt, sql`now()`),
          lt(portalPinResets.wrongAttempts, PIN_RESET_MAX_WRONG),
        ),
      )
      .returning({ authPhone: portalPinResets.authPhone });
    if (!consumed) return false;
    const changed = await tx
      .update(customers)
      .set({ authPin: pinHash })
      .where(eq(customers.authPhone, authPhone))
      .returning({ id: customers.id });
    for (const { id } of changed) {
      await endPortalSessions({ db: tx, customerId: id });
      await limits.pinPerCustomer.reset(tx, id);
    }
    await limits.pinPerPhoneDay.reset(tx, authPhone);
    return true;
  });
  if (!used) {
    await db
      .update(portalPinResets)
      .set({ wrongAttempts: sql`${portalPinResets.wrongAttempts} + 1` })
      .where(eq(portalPinResets.authPhone, authPhone));
    throw new AppError('INVALID_TOKEN', PORTAL_MESSAGES.codeInvalid);
  }

  const opened = openableCustomers(await findPhoneCustomers({ db, authPhone, onlyBusinessId }));
  return openPortalSession({ db, matches: opened, previousToken });
}
