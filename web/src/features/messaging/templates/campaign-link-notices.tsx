import { PlaceholderNote } from './placeholder-note.tsx';

const WALLET = '{wallet_link}';
const INVITE = '{referral_link}';

/**
 * What a campaign leaves out, said where a link placeholder is typed, before the campaign goes: a campaign fills in
 * nobody's wallet link, and the invite link only while refer-a-friend is on (`invitesOn`; unknown yet: no notice).
 */
export function CampaignLinkNotices({ text, invitesOn }: { text: string; invitesOn: boolean | undefined }) {
  return (
    <>
      {text.includes(WALLET) && (
        <PlaceholderNote
          testId="wallet-link-notice"
          tokens={[WALLET]}
          separator=""
          after=" is not filled in campaigns: the sentence holding it is left out of every message."
        />
      )}
      {text.includes(INVITE) && invitesOn === false && (
        <PlaceholderNote
          testId="referral-link-notice"
          tokens={[INVITE]}
          separator=""
          before="Refer a friend is off: the sentence holding "
          after=" is left out of every message."
        />
      )}
    </>
  );
}
