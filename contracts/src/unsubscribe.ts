import { z } from 'zod';
import { ZPublicBrand } from './branding.ts';

/**
 * The unsubscribe page's view of an email: whose it is (the name its customers know, its brand; the address masked)
 * and whether they already left.
 */
export const ZUnsubscribeState = z.object({
  businessName: z.string(),
  brand: ZPublicBrand,
  email: z.string().nullable(),
  unsubscribed: z.boolean(),
});
export type TUnsubscribeState = z.infer<typeof ZUnsubscribeState>;

export const UNSUBSCRIBE_TEXT = {
  invalid: 'This unsubscribe link is not valid. Use the link in your most recent email.',
  failed: 'We could not unsubscribe you just now. Please try again.',
} as const;
