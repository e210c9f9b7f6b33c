import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { walletAppleRegistrations } from '../db/schema/index.ts';
import type { TPassRow } from './find-pass.ts';

/**
 * A device put the pass in its wallet and asks to be told of changes: kept with its push token (a new token for a
 * known device replaces the old). Answers whether it was new (Apple: 201) or already known (200).
 */
export async function registerAppleDevice({
  db,
  pass,
  deviceLibraryId,
  pushToken,
}: {
  db: TExecutor;
  pass: TPassRow;
  deviceLibraryId: string;
  pushToken: string;
}): Promise<{ created: boolean }> {
  const [row] = (await db
    .insert(walletAppleRegistrations)
    .values({ businessId: pass.businessId, serial: pass.serial, deviceLibraryId, pushToken })
    .onConflictDoUpdate({
      target: [
        walletAppleRegistrations.deviceLibraryId,
        walletAppleRegistrations.serial,
        walletAppleRegistrations.businessId,
      ],
      set: { pushToken },
    })
    // xmax is 0 for a row this statement inserted, not for one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` })) as { inserted: boolean }[];
  return { created: row.inserted };
}
