import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import type { z } from 'zod';
import { AppError } from './errors.ts';
import { isJsonContentType, NOT_JSON_MESSAGE } from './json-content-type.ts';

type TIssue = { message: string; path?: readonly (PropertyKey | { key: PropertyKey })[] };

/** Every field's messages, keyed by the field's top-level name (as zod's flattenError does). */
function fieldErrors(issues: readonly TIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const first = issue.path?.[0];
    if (first === undefined) continue;
    const key = String(typeof first === 'object' ? first.key : first);
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

/**
 * zod validation whose failure is our VALIDATION error: the first message, and every field's messages. The schema
 * also becomes the request's part of the route's entry in /api/openapi.json.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return validator(target, schema, (result, c) => {
    // Hono reads a body that is not JSON (or none) as {}: a route that reads JSON must not act on that.
    if (target === 'json' && !isJsonContentType(c.req.header('content-type'))) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_JSON_MESSAGE);
    }
    if (!result.success) {
      const issues = result.error as readonly TIssue[];
      throw new AppError('VALIDATION', issues[0]?.message ?? 'Invalid input', fieldErrors(issues));
    }
  });
}
