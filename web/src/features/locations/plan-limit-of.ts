import { ApiError } from '../../api/client.ts';

/** The plan's limit when the server refused with PLAN_LIMIT (its details carry the numbers), else null. */
export function planLimitOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'PLAN_LIMIT') return null;
  const limit = (error.details as { limit?: unknown } | undefined)?.limit;
  return typeof limit === 'number' ? limit : null;
}
