import { z } from 'zod';

export const ZOutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;
export const ZOutboxList = z.object({ messages: z.array(ZOutboxMessage) });
export type TOutboxList = z.infer<typeof ZOutboxList>;
/** ?to= filters by recipient; the newest `limit` messages. */
export const ZOutboxQuery = z.object({
  to: z.string().trim().min(1).max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
