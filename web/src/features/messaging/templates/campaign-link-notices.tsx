import { useAppWords } from '../../../lib/app-words.tsx';
import { PlaceholderNote } from './placeholder-note.tsx';
import { aroundSlot } from './template-words.ts';

const WALLET = '{wallet_link}';
const INVITE = '{referral_link}';

/**
 * What a campaign leaves out, said where a link placeholder is typed, before the campaign goes: a campaign fills in
 * nobody's wallet link, and the invite link only while refer-a-friend is on (`invitesOn`; unknown yet: no notice).
 */
export function CampaignLinkNotices({ text, invitesOn }: { text: string; invitesOn: boolean | undefined }) {
  const { t } = useAppWords();
  const wallet = aroundSlot((token) => t('templates.placeholders.walletNotice', { token }));
  const invite = aroundSlot((token) => t('templates.placeholders.referralNotice', { token }));
  return (
    <>
      {text.includes(WALLET) && (
        <PlaceholderNote
          testId="wallet-link-notice"
          tokens={[WALLET]}
          separator=""
          before={wallet.before}
          after={wallet.after}
        />
      )}
      {text.includes(INVITE) && invitesOn === false && (
        <PlaceholderNote
          testId="referral-link-notice"
          tokens={[INVITE]}
          separator=""
          before={invite.before}
          after={invite.after}
        />
      )}
    </>
  );
}
