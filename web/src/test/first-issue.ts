import type { z } from 'zod';

/**
 * What a form built on `schema` would show for `value`: the first message (its red box shows one at a
 * time), or null when the value passes.
 */
export function firstIssue(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
