import { and, eq, gt, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { walletAppleRegistrations, walletPasses } from '../db/schema/index.ts';
import type { TConfig } from '../platform/config.ts';
import { AppError } from '../platform/errors.ts';
import { PASS_NOT_FOUND, WALLET_NOT_CONFIGURED } from './get-apple-pass.ts';

const TAG = /^\d{1,15}$/;

/**
 * The serials of the device's passes that changed after the tag (epoch milliseconds we handed out as lastUpdated),
 * with the newest change as the next tag; null when none did (Apple: 204). A device's passes may be of several
 * businesses: each row pairs the registration's business with its pass's. Needs no token (Apple sends none here);
 * it reveals only serials of passes the device itself registered.
 */
export async function listUpdatedSerials({
  db,
  config,
  deviceLibraryId,
  passType,
  passesUpdatedSince,
}: {
  db: TExecutor;
  config: TConfig;
  deviceLibraryId: string;
  passType: string;
  passesUpdatedSince: string | undefined;
}): Promise<{ serialNumbers: string[]; lastUpdated: string } | null> {
  if (!config.appleWallet) throw new AppError('NOT_FOUND', WALLET_NOT_CONFIGURED);
  if (passType !== config.appleWallet.passTypeId) throw new AppError('NOT_FOUND', PASS_NOT_FOUND);
  const since = passesUpdatedSince && TAG.test(passesUpdatedSince) ? new Date(Number(passesUpdatedSince)) : null;
  const rows = await db
    .select({
      serial: walletPasses.serial,
      // Rounded up: the tag is never before the change it reports, so asking with it again finds nothing new.
      updatedMs: sql<string>`ceil(extract(epoch from ${walletPasses.updatedAt}) * 1000)::bigint::text`,
    })
    .from(walletAppleRegistrations)
    .innerJoin(
      walletPasses,
      and(
        eq(walletPasses.businessId, walletAppleRegistrations.businessId),
        eq(walletPasses.serial, walletAppleRegistrations.serial),
      ),
    )
    .where(
      and(
        eq(walletAppleRegistrations.deviceLibraryId, deviceLibraryId),
        since ? gt(walletPasses.updatedAt, since) : undefined,
      ),
    );
  if (rows.length === 0) return null;
  const lastUpdated = rows.map((r) => r.updatedMs).reduce((a, b) => (BigInt(a) >= BigInt(b) ? a : b));
  return { serialNumbers: rows.map((r) => r.serial), lastUpdated };
}
