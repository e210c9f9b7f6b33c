import { eq } from 'drizzle-orm';
import { createAccountWithBusiness } from '../auth/index.ts';
import type { TDb } from '../db/client.ts';
import { businesses, subscriptionTiers, users } from '../db/schema/index.ts';
import type { TConfig } from '../platform/config.ts';
import { findFreeTier } from '../tiers/index.ts';

export const DEMO_ACCOUNT = { email: 'demo@regulars.local', password: 'demo-password', companyName: 'Corner Café' };

/** A demo business with known credentials; idempotent. Later domains add their sample data here. */
export async function seedDemo(db: TDb, _config: TConfig): Promise<{ created: boolean }> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email)).limit(1);
  if (existing.length > 0) return { created: false };
  const free = await findFreeTier({ db });
  const { userId } = await createAccountWithBusiness({ db, input: { ...DEMO_ACCOUNT, tierId: free.id } });
  // The operator's showcase, not a customer: put on Pro (active, no trial, nothing billed) so every feature shows.
  const [pro] = await db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, 'Pro')).limit(1);
  if (pro) await db.update(businesses).set({ tierId: pro.id }).where(eq(businesses.id, userId));
  return { created: true };
}
