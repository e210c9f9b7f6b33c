import type { TDb } from '../db/client.ts';
import type { TConfig } from '../platform/config.ts';
import type { TPassTokens } from '../platform/context.ts';
import { walletLinks } from '../wallet/index.ts';

/** What `{wallet_link}` needs: which wallets are set up and the pass tokens. */
export type TWalletDeps = { config: TConfig; tokens: TPassTokens };

/**
 * The `{wallet_link}` value for a customer: their card's link page, asked for (and their pass row made) only when one
 * of the texts uses it; null when none does or no wallet is set up (renderTemplate then leaves the sentence out).
 */
export async function walletLinkValue({
  db,
  wallet,
  businessId,
  customerId,
  texts,
}: {
  db: TDb;
  wallet: TWalletDeps;
  businessId: string;
  customerId: string;
  texts: (string | null | undefined)[];
}): Promise<{ walletLink: string | null }> {
  if (!texts.some((text) => text?.includes('{wallet_link}'))) return { walletLink: null };
  const links = await walletLinks({ db, ...wallet, businessId, customerId });
  return { walletLink: links?.page ?? null };
}
