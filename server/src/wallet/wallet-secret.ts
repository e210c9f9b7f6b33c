import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { platformSettings } from '../db/schema/index.ts';
import type { TConfig } from '../platform/config.ts';
import { passTokens } from './pass-tokens.ts';

/** Per database: the app's secret never changes while a process runs (a pure cache, nothing another process needs). */
const cache = new WeakMap<object, ReturnType<typeof passTokens>>();

/**
 * The pass tokens under the app's secret: AUTH_SECRET, or the one generated at first start and kept in
 * platform_settings (auth/auth-secret.ts writes it before the app serves anything).
 */
export async function walletTokens({ db, config }: { db: TExecutor; config: TConfig }) {
  const cached = cache.get(db);
  if (cached) return cached;
  let secret = config.authSecret;
  if (!secret) {
    const [row] = await db
      .select({ value: platformSettings.value })
      .from(platformSettings)
      .where(eq(platformSettings.key, 'auth_secret'));
    if (!row) throw new Error('the app secret is not set up yet');
    secret = row.value;
  }
  const tokens = passTokens(secret);
  cache.set(db, tokens);
  return tokens;
}
