import { lt, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { portalPinResets } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { findPhoneCustomers, portalPhoneKey } from './find-phone-customers.ts';
import { PORTAL_JOBS } from './jobs.ts';
import { newPinResetCode, PIN_RESET_MINUTES } from './pin-reset-code.ts';
import type { TPortalLimits } from './portal-limits.ts';

/**
 * POST /portal/pin-reset/request: when the phone has a portal in at least one business that is not suspended, a new
 * six-digit code (replacing any earlier one) is stored hashed and a job texts it. The caller answers the same either
 * way, so the form reveals no phone numbers; the limits count unknown phones too.
 */
export async function requestPinReset({
  db,
  queue,
  limits,
  phone,
  ip,
  phoneRegion,
  onlyBusinessId = null,
}: {
  /** On a business's own domain: its customers only (platform/host-business.ts). */
  onlyBusinessId?: string | null;
  db: TDb;
  queue: Pick<TQueue, 'send'>;
  limits: TPortalLimits;
  phone: string;
  ip: string;
  phoneRegion: string;
}): Promise<void> {
  await limits.resetPerAddress.hit(db, ip);
  const authPhone = portalPhoneKey(phone, phoneRegion);
  if (!authPhone) return;
  await limits.resetPerPhone.hit(db, authPhone);
  // Texted in the name of the first business whose portal is open to them; a suspended business sends nothing.
  const first = (await findPhoneCustomers({ db, authPhone, onlyBusinessId })).find(
    (c) => c.portalEnabled && !c.businessSuspended,
  );
  if (!first) return;

  const { code, codeHash } = newPinResetCode(authPhone);
  await db.transaction(async (tx) => {
    const expiresAt = sql`now() + make_interval(mins => ${PIN_RESET_MINUTES})`;
    await tx
      .insert(portalPinResets)
      .values({ authPhone, codeHash, expiresAt })
      .onConflictDoUpdate({
        target: portalPinResets.authPhone,
        set: { codeHash, expiresAt, wrongAttempts: 0, createdAt: sql`now()` },
      });
    await tx.delete(portalPinResets).where(lt(portalPinResets.expiresAt, sql`now() - interval '1 day'`));
    // The code rides in the job only until it is sent (jobs/queue.ts redacts this queue's settled payloads).
    await queue.send(
      PORTAL_JOBS.sendPinResetCode,
      {
        businessId: first.businessId,
        businessName: first.businessName,
        language: first.language,
        to: first.phone ?? `+${authPhone}`,
        code,
      },
      { tx },
    );
  });
}
