/**
 * Whether a database error (or any error it caused) is PostgreSQL's unique_violation: a row that a unique index
 * refused, e.g. two sign-ups racing for one email; with `constraint`, only that index's. The drivers wrap it
 * differently, so the cause chain is walked.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  }
  return false;
}

/** Whether a database error is PostgreSQL's check_violation: a row a CHECK constraint refused (a negative balance). */
export function isCheckViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23514') return true;
  }
  return false;
}
