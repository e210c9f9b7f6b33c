import { z } from 'zod';

/** The one error shape every API error uses. */
export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiError>;
