import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { walletPasses } from '../db/schema/index.ts';
import { isSerial } from './pass-tokens.ts';

export type TPassRow = typeof walletPasses.$inferSelect;

/**
 * The pass a serial names, with its business: the one lookup Apple's calls need (they carry no business), on the
 * serial's unique index. Every query after it is scoped by the business it found.
 */
export async function findPass({ db, serial }: { db: TExecutor; serial: string }): Promise<TPassRow | null> {
  if (!isSerial(serial)) return null;
  const [row] = await db.select().from(walletPasses).where(eq(walletPasses.serial, serial)).limit(1);
  return row ?? null;
}
