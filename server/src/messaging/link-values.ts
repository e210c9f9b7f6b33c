import type { TLinkValues } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import type { TConfig } from '../platform/config.ts';
import type { TPassTokens } from '../platform/context.ts';
import { referralLinkOf } from '../referrals/index.ts';
import { walletLinks } from '../wallet/index.ts';

/** What the link placeholders need: the app's address, which wallets are set up and the pass tokens. */
export type TLinkDeps = { config: TConfig; tokens: TPassTokens };

/**
 * The `{wallet_link}` and `{referral_link}` values for a customer, each asked for (and the pass row or invite code
 * made) only when one of the texts uses it: their card's link page, null when no wallet is set up; their invite link,
 * null while refer-a-friend is off. renderTemplate leaves out the sentence of a null one.
 */
export async function linkValues({
  db,
  links,
  businessId,
  customerId,
  texts,
}: {
  db: TDb;
  links: TLinkDeps;
  businessId: string;
  customerId: string;
  texts: (string | null | undefined)[];
}): Promise<Required<TLinkValues>> {
  const uses = (placeholder: string) => texts.some((text) => text?.includes(placeholder));
  const wallet = uses('{wallet_link}') ? await walletLinks({ db, ...links, businessId, customerId }) : null;
  const referralLink = uses('{referral_link}')
    ? await referralLinkOf({ db, appUrl: links.config.appUrl, businessId, customerId })
    : null;
  return { walletLink: wallet?.page ?? null, referralLink };
}
