import { checkFieldMessage } from '@regulars/contracts';
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
 * The issues of a refused value with zod's own English replaced: a rule the contract gave no message (a wrong type,
 * a field no form sends) reads "Check the from email field and try again", never "Invalid input: expected string,
 * received null". A message the contract wrote outranks this one, so only the validator's defaults change.
 */
async function issuesInOurWords(schema: z.ZodType, value: unknown): Promise<readonly TIssue[]> {
  const result = await schema.safeParseAsync(value, { error: (issue) => checkFieldMessage(issue.path ?? []) });
  return result.error?.issues ?? [];
}

/**
 * zod validation whose failure is our VALIDATION error: the first message, and every field's messages, each the
 * contract's words or a plain one naming the field. The schema also becomes the request's part of the route's
 * entry in /api/openapi.json.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return validator(target, schema, async (result, c) => {
    // Hono reads a body that is not JSON (or none) as {}: a route that reads JSON must not act on that.
    if (target === 'json' && !isJsonContentType(c.req.header('content-type'))) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_JSON_MESSAGE);
    }
    if (!result.success) {
      const issues = await issuesInOurWords(schema, result.data);
      throw new AppError('VALIDATION', issues[0]?.message ?? checkFieldMessage([]), fieldErrors(issues));
    }
  });
}
