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
