import { eq } from 'drizzle-orm';
import { createAccountWithBusiness } from '../auth/create-account.ts';
import type { TDb } from '../db/client.ts';
import { subscriptionTiers, users } from '../db/schema/index.ts';
import type { TConfig } from '../platform/config.ts';

export const DEMO_ACCOUNT = { email: 'demo@regulars.local', password: 'demo-password', companyName: 'Corner Café' };

/** A demo business with known credentials; idempotent. Later domains add their sample data here. */
export async function seedDemo(db: TDb, config: TConfig): Promise<{ created: boolean }> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email)).limit(1);
  if (existing.length > 0) return { created: false };
  const [pro] = await db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, 'Pro')).limit(1);
  await createAccountWithBusiness({
    db,
    input: { ...DEMO_ACCOUNT, tierId: pro.id },
    trialDays: config.trialDays,
  });
  return { created: true };
}
