import { and, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { walletAppleRegistrations } from '../db/schema/index.ts';
import type { TConfig } from '../platform/config.ts';
import type { TLogger } from '../platform/logger.ts';
import { sendApnsPushes } from '../providers/apns/index.ts';

/**
 * The job: every device registered for the pass gets a push. A 410 from APNs (the token is no longer valid) removes
 * that registration; another refusal is logged (never the token); APNs out of reach fails the job for a retry.
 */
export async function pushApplePass({
  db,
  config,
  logger,
  businessId,
  serial,
}: {
  db: TExecutor;
  config: TConfig;
  logger: TLogger;
  businessId: string;
  serial: string;
}): Promise<{ pushed: number; removed: number }> {
  const apple = config.appleWallet;
  if (!apple) return { pushed: 0, removed: 0 };
  const devices = await db
    .select({ id: walletAppleRegistrations.id, pushToken: walletAppleRegistrations.pushToken })
    .from(walletAppleRegistrations)
    .where(and(eq(walletAppleRegistrations.businessId, businessId), eq(walletAppleRegistrations.serial, serial)));
  if (devices.length === 0) return { pushed: 0, removed: 0 };
  const answers = await sendApnsPushes(
    apple,
    devices.map((d) => d.pushToken),
  );
  const gone = devices.filter((_, i) => answers[i].status === 410).map((d) => d.id);
  if (gone.length > 0) {
    await db
      .delete(walletAppleRegistrations)
      .where(and(eq(walletAppleRegistrations.businessId, businessId), inArray(walletAppleRegistrations.id, gone)));
  }
  // APNs busy or down for a moment: the job runs again (a device pushed twice just asks twice).
  if (answers.some((a) => a.status === 429 || a.status >= 500)) throw new Error('APNs is not taking pushes now');
  const refused = answers.filter((a) => a.status !== 200 && a.status !== 410);
  if (refused.length > 0) {
    logger.warn({ businessId, refused: refused.length, reasons: refused.map((a) => a.reason) }, 'APNs refused pushes');
  }
  return { pushed: answers.filter((a) => a.status === 200).length, removed: gone.length };
}
