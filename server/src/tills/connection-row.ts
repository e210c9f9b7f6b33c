import { type TTillProvider, tillMessages } from '@regulars/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { tillConnections } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

export type TTillConnectionRow = typeof tillConnections.$inferSelect;

/** The business's connection to the provider, or null. Scoped by business: no other business's row can be read. */
export async function findTillConnection({
  db,
  businessId,
  provider,
}: {
  db: TExecutor;
  businessId: string;
  provider: TTillProvider;
}): Promise<TTillConnectionRow | null> {
  const [row] = await db
    .select()
    .from(tillConnections)
    .where(and(eq(tillConnections.businessId, businessId), eq(tillConnections.provider, provider)));
  return row ?? null;
}

/** The connection, or 400 asking to connect first (for the routes that need one). */
export async function requireTillConnection(args: {
  db: TExecutor;
  businessId: string;
  provider: TTillProvider;
}): Promise<TTillConnectionRow> {
  const row = await findTillConnection(args);
  if (!row) throw new AppError('VALIDATION', tillMessages(args.provider).notConnected);
  return row;
}

/** Records what went wrong with the connection, in plain words, for its state screen. */
export async function recordTillError({
  db,
  row,
  message,
  now = new Date(),
}: {
  db: TExecutor;
  row: Pick<TTillConnectionRow, 'businessId' | 'id'>;
  message: string;
  now?: Date;
}): Promise<void> {
  await db
    .update(tillConnections)
    .set({ lastError: message, lastErrorAt: now })
    .where(and(eq(tillConnections.businessId, row.businessId), eq(tillConnections.id, row.id)));
}

/** The connection's 30 days before connecting are in (once: a second run finds it set and does nothing). */
export async function markBackfilled({
  db,
  row,
}: {
  db: TExecutor;
  row: Pick<TTillConnectionRow, 'businessId' | 'id'>;
}): Promise<void> {
  await db
    .update(tillConnections)
    .set({ backfilledAt: new Date() })
    .where(
      and(
        eq(tillConnections.businessId, row.businessId),
        eq(tillConnections.id, row.id),
        isNull(tillConnections.backfilledAt),
      ),
    );
}
