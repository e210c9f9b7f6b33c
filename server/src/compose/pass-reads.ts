import { referralInviteText } from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { getPublicBrand, logoUrl } from '../branding/index.ts';
import { customerSpeaks } from '../customers/index.ts';
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
      // The card speaks the customer's language there (issue 52): its programs, its invitation, its labels.
      const speaks = await customerSpeaks(args);
      const translator = translatorFor(speaks.language);
      const standing = await getStanding({ ...args, translator });
      const invite = await referralInviteOf({ ...args, appUrl, language: speaks.language });
      const text = invite ? referralInviteText(invite, translator) : null;
      return { ...standing, speaks, invite: invite && text ? { text, link: invite.link } : null };
    },
    getPublicBrand,
    logoUrl,
  };
}
