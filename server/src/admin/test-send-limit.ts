import { createRateLimiter } from '../platform/rate-limit.ts';

/** Test sends per super admin per window (email and SMS together): enough to debug, too few to spam anyone. */
export const TEST_SENDS_PER_WINDOW = 30;

/** Kept in PostgreSQL (rate_limits), so every server process shares the budget; keyed by the admin's user id. */
export const testSendLimiter = createRateLimiter({
  name: 'admin-test-send',
  max: TEST_SENDS_PER_WINDOW,
  windowMs: 15 * 60_000,
});
