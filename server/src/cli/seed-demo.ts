import { eq } from 'drizzle-orm';
import { createAccountWithBusiness } from '../auth/create-account.ts';
import type { TDb } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { TConfig } from '../platform/config.ts';
import { findFreeTier } from '../tiers/find-free-tier.ts';

export const DEMO_ACCOUNT = { email: 'demo@regulars.local', password: 'demo-password', companyName: 'Corner Café' };

/** A demo business with known credentials; idempotent. Later domains add their sample data here. */
export async function seedDemo(db: TDb, _config: TConfig): Promise<{ created: boolean }> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email)).limit(1);
  if (existing.length > 0) return { created: false };
  // On Free: a paid tier starts only through checkout with a card, which a seed script cannot do.
  const free = await findFreeTier({ db });
  await createAccountWithBusiness({ db, input: { ...DEMO_ACCOUNT, tierId: free.id } });
  return { created: true };
}
