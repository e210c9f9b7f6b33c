import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { walletAppleRegistrations } from '../db/schema/index.ts';
import type { TPassRow } from './find-pass.ts';

/** The pass left the device's wallet (or it turned updates off): no more pushes to it. */
export async function unregisterAppleDevice({
  db,
  pass,
  deviceLibraryId,
}: {
  db: TExecutor;
  pass: TPassRow;
  deviceLibraryId: string;
}): Promise<void> {
  await db
    .delete(walletAppleRegistrations)
    .where(
      and(
        eq(walletAppleRegistrations.businessId, pass.businessId),
        eq(walletAppleRegistrations.serial, pass.serial),
        eq(walletAppleRegistrations.deviceLibraryId, deviceLibraryId),
      ),
    );
}
