import { z } from 'zod';
import { ZPublicBrand } from './branding.ts';
import { ZLanguage } from './i18n/language-schema.ts';

/**
 * A customer's wallet links: the link page (absolute; it picks the button for the phone it is opened on) and each
 * wallet's own link, null when that wallet is not configured on the server.
 */
export const ZWalletLinks = z.object({
  page: z.string(),
  apple: z.string().nullable(),
  google: z.string().nullable(),
});
export type TWalletLinks = z.infer<typeof ZWalletLinks>;

/** The public link page (/wallet/<token>): whose card it is (the name its customers know, its brand) and the wallets offered. */
export const ZWalletPage = z.object({
  businessName: z.string(),
  /** What the page speaks (issue 52): the customer's choice at the business, else the business's language. */
  language: ZLanguage,
  brand: ZPublicBrand,
  firstName: z.string().nullable(),
  apple: z.string().nullable(),
  google: z.string().nullable(),
});
export type TWalletPage = z.infer<typeof ZWalletPage>;

/** The super admin's view of the wallets: configured or not, and the public ids (never a key). */
export const ZWalletStatus = z.object({
  apple: z.object({ configured: z.boolean(), passTypeId: z.string().nullable(), teamId: z.string().nullable() }),
  google: z.object({ configured: z.boolean(), issuerId: z.string().nullable() }),
});
export type TWalletStatus = z.infer<typeof ZWalletStatus>;

export const WALLET_MESSAGES = {
  pageNotFound: 'This wallet link is not valid. Sign in to the customer portal to add your card.',
  /** A deleted customer's card: its links answer 410 with this. */
  passVoided: 'This loyalty card is no longer active.',
  googleNotConfigured: 'Google Wallet is not set up on this server.',
  noWallet: 'No wallet is set up on this server: set up Apple Wallet or Google Wallet first.',
  testPassSent: 'Test pass sent',
  emailInvalid: 'Enter a valid email address',
} as const;

export const ZTestPassRequest = z.object({
  recipientEmail: z.string({ error: WALLET_MESSAGES.emailInvalid }).trim().pipe(z.email(WALLET_MESSAGES.emailInvalid)),
});
export type TTestPassRequest = z.infer<typeof ZTestPassRequest>;
