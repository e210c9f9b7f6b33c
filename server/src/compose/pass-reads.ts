import { referralInviteText } from '@regulars/contracts';
import { getPublicBrand, logoUrl } from '../branding/index.ts';
import { getStanding } from '../loyalty/index.ts';
import { referralInviteOf } from '../referrals/index.ts';
import type { TPassReads } from '../wallet/index.ts';

/**
 * What wallet reads of loyalty, branding and referrals, handed to its routes (app.ts) and its jobs
 * (job-handlers.ts): the customer's standing, with their invitation while refer-a-friend is on (the back of the pass).
 */
export function passReadsOf(appUrl: string): TPassReads {
  return {
    getStanding: async (args) => {
      const standing = await getStanding(args);
      const invite = await referralInviteOf({ ...args, appUrl });
      return { ...standing, invite: invite ? { text: referralInviteText(invite), link: invite.link } : null };
    },
    getPublicBrand,
    logoUrl,
  };
}
