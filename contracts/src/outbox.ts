import { z } from 'zod';

export const ZOutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  /** The sender's name an email went out under (a business's, to its customers); null: the platform's own. */
  fromName: z.string().nullable(),
  subject: z.string().nullable(),
  /** The message as the recipient got it (its open pixel and tracked links included, as a mail client sees them). */
  text: z.string(),
  html: z.string().nullable(),
  /**
   * The same for reading on the screen: no open pixel, and each tracked link pointing straight at its destination, so
   * reading a message never counts as the customer's open or click.
   */
  preview: z.object({ text: z.string(), html: z.string().nullable() }),
  /** The business it was sent for; null for the platform's own (a test send, a sign-in email). */
  business: z.object({ id: z.string(), companyName: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;
export const ZOutboxList = z.object({
  messages: z.array(ZOutboxMessage),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type TOutboxList = z.infer<typeof ZOutboxList>;
/** Newest first, a page at a time: ?to= one exact recipient (tests), ?search= part of a recipient, any case. */
export const ZOutboxQuery = z.object({
  to: z.string().trim().min(1).max(254).optional(),
  search: z.string().trim().max(254, 'Search must be at most 254 characters').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type TOutboxQuery = z.infer<typeof ZOutboxQuery>;
