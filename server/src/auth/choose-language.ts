import type { TLanguage } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** The language the owner's app speaks to this user (issue 52); null goes back to their business's. Theirs alone. */
export async function chooseLanguage(opts: { db: TDb; userId: string; language: TLanguage | null }): Promise<void> {
  await opts.db.update(users).set({ language: opts.language }).where(eq(users.id, opts.userId));
}
