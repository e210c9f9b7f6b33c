import { ENROLMENT_DAILY_LIMIT_MESSAGE } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';
import { AppError } from '../platform/errors.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';

const DAY_MS = 86_400_000;

/** The UTC day a sign-up counts toward ('2026-11-24'): the ceiling starts afresh at midnight UTC. */
export function enrolmentDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The form's sign-ups of one business and UTC day, counted in PostgreSQL (rate_limits) so every server process shares
 * one count. The day is part of the key, so a window of a day always covers it whole.
 */
const ceiling = (max: number) => createRateLimiter({ name: 'enrolment:daily', max, windowMs: DAY_MS });
const identity = (businessId: string) => `${businessId}:${enrolmentDay()}`;

/** Sign-ups through the form so far today (UTC). */
export async function countEnrolmentsToday({ db, businessId }: { db: TExecutor; businessId: string }): Promise<number> {
  return ceiling(1).count(db, identity(businessId));
}

/**
 * Refuses a sign-up while today's ceiling is spent, before anything else is looked at: a member and a stranger are
 * then told the same, so the refusal cannot tell who is a member.
 */
export async function refuseWhenCeilingSpent({
  db,
  businessId,
  limit,
}: {
  db: TExecutor;
  businessId: string;
  limit: number;
}): Promise<void> {
  if ((await countEnrolmentsToday({ db, businessId })) >= limit) throw dailyLimitError();
}

/**
 * Counts one sign-up toward today's ceiling inside the enrolment's transaction, and returns today's count with it.
 * The count is one upsert, so parallel sign-ups queue on its row: at most `limit` of them pass. Past the limit it
 * throws RATE_LIMITED with the guest's message, and the caller's rollback takes the count back with everything else.
 */
export async function countDailyEnrolment({
  tx,
  businessId,
  limit,
}: {
  tx: TExecutor;
  businessId: string;
  limit: number;
}): Promise<number> {
  const limiter = ceiling(limit);
  const key = identity(businessId);
  try {
    await limiter.hit(tx, key);
  } catch (err) {
    throw err instanceof AppError && err.code === 'RATE_LIMITED' ? dailyLimitError() : err;
  }
  return limiter.count(tx, key);
}

/** True for the error countDailyEnrolment throws once the day's ceiling is spent. */
export function isDailyLimitError(err: unknown): boolean {
  return (
    err instanceof AppError &&
    err.code === 'RATE_LIMITED' &&
    (err.details as { dailyLimit?: boolean } | undefined)?.dailyLimit === true
  );
}

function dailyLimitError(): AppError {
  return new AppError('RATE_LIMITED', ENROLMENT_DAILY_LIMIT_MESSAGE, {
    retryAfterSeconds: secondsUntilTomorrow(),
    dailyLimit: true,
  });
}

function secondsUntilTomorrow(now: Date = new Date()): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}
