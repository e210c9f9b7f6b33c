import type { TCustomerStanding, TLanguage, TPublicBrand } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';

/**
 * A customer's standing as their pass shows it: loyalty's balance and rewards, and their invitation to friends (what
 * each side gets, their link) while the business's refer-a-friend is on.
 */
export type TPassStanding = TCustomerStanding & {
  invite?: { text: string; link: string } | null;
  /** What the card speaks (issue 52): the customer's language there and the business's locale; English without. */
  speaks?: { language: TLanguage; locale: string };
};

/** Loyalty's getStanding, with referrals' invitation: what the composition hands in. */
export type TStandingReader = (args: {
  db: TExecutor;
  businessId: string;
  customerId: string;
}) => Promise<TPassStanding>;

/** Branding's logoUrl: the logo's public address at its version. */
export type TLogoUrl = (appUrl: string, businessId: string, version: number) => string;

/** Branding's getPublicBrand: the colour and logo a customer-facing page shows. */
export type TPublicBrandReader = (args: { db: TExecutor; businessId: string; appUrl: string }) => Promise<TPublicBrand>;

/**
 * What a pass, its page and its jobs read of the domains above wallet (loyalty's standing, referrals' invitation,
 * branding's brand and logo), handed in by the composition (app.ts for the routes, compose/job-handlers.ts for the
 * jobs): wallet imports no domain, so loyalty, branding and customers may call it inside their transactions.
 */
export type TPassReads = {
  getStanding: TStandingReader;
  logoUrl: TLogoUrl;
  getPublicBrand: TPublicBrandReader;
};
