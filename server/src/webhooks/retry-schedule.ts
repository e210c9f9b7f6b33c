/** Waits before each retry of a failed delivery: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h. */
const RETRY_DELAYS_MS = [5, 300, 1_800, 7_200, 18_000, 36_000, 50_400, 72_000, 86_400].map((s) => s * 1000);

/** Five days of failures without one success turn an endpoint off. */
export const FAILING_DAYS_BEFORE_DISABLE = 5;

/**
 * When a delivery that has just failed its `attempt`-th try (1 = the first) is tried next; null once the schedule is
 * spent (ten tries over about three days), and it is given up.
 */
export function nextAttemptAfter(attempt: number, failedAt: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempt - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}

/** Whether an endpoint failing since `since` has failed long enough to be turned off. */
export function failedTooLong(since: Date, now: Date): boolean {
  return now.getTime() - since.getTime() >= FAILING_DAYS_BEFORE_DISABLE * 24 * 60 * 60_000;
}
