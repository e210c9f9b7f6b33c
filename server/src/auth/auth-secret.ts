import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { platformSettings } from '../db/schema/index.ts';

/**
 * AUTH_SECRET when set; otherwise one generated on first start and kept in the database, so
 * sessions survive restarts of a zero-config install.
 */
export async function resolveAuthSecret({
  db,
  configured,
}: {
  db: TDb;
  configured: string | undefined;
}): Promise<string> {
  if (configured) return configured;
  await db
    .insert(platformSettings)
    .values({ key: 'auth_secret', value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, 'auth_secret'));
  return row.value;
}
