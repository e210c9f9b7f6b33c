import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { isJsonContentType, NOT_JSON_MESSAGE } from './json-content-type.ts';

/** zod validation whose failure is our VALIDATION error: the first message, and every field's messages. */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    // Hono reads a body that is not JSON (or none) as {}: a route that reads JSON must not act on that.
    if (target === 'json' && !isJsonContentType(c.req.header('content-type'))) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_JSON_MESSAGE);
    }
    if (!result.success) {
      const error = result.error as unknown as z.ZodError;
      const first = error.issues[0];
      throw new AppError('VALIDATION', first?.message ?? 'Invalid input', z.flattenError(error).fieldErrors);
    }
  });
}
