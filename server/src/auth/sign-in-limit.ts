import type { TExecutor } from '../db/client.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';

const WINDOW_MS = 15 * 60_000;
/** One address may serve a whole office or venue: it gets this many times an account's budget. */
const ADDRESS_FACTOR = 5;

/**
 * Every path that checks a password (sign-in, accepting an invitation by signing in) is limited twice:
 * per account, so a password cannot be guessed from many addresses, and per address, so one address
 * cannot try many accounts. A successful sign-in clears its account's count.
 */
export function createSignInLimit(maxPerAccount: number) {
  const perAccount = createRateLimiter({ name: 'sign-in:account', max: maxPerAccount, windowMs: WINDOW_MS });
  const perAddress = createRateLimiter({
    name: 'sign-in:address',
    max: maxPerAccount * ADDRESS_FACTOR,
    windowMs: WINDOW_MS,
  });
  return {
    async attempt(db: TExecutor, who: { ip: string; email: string }): Promise<void> {
      await perAddress.hit(db, who.ip);
      await perAccount.hit(db, who.email);
    },
    async succeeded(db: TExecutor, email: string): Promise<void> {
      await perAccount.reset(db, email);
    },
  };
}
export type TSignInLimit = ReturnType<typeof createSignInLimit>;
