import { LINK_PLACEHOLDERS } from '@regulars/contracts';
import { PlaceholderNote } from './placeholder-note.tsx';

/**
 * A campaign fills in no customer's links ({wallet_link}, {referral_link}): where one is typed, say that the sentence
 * holding it is left out of every message, before the campaign goes.
 */
export function LinkPlaceholderNotice({ text }: { text: string }) {
  const used = LINK_PLACEHOLDERS.filter((placeholder) => text.includes(`{${placeholder}}`));
  if (used.length === 0) return null;
  const one = used.length === 1;
  return (
    <PlaceholderNote
      testId="link-placeholder-notice"
      tokens={used.map((placeholder) => `{${placeholder}}`)}
      separator=" and "
      after={`${one ? ' is' : ' are'} not filled in campaigns: the sentence holding ${one ? 'it' : 'them'} is left out of every message.`}
    />
  );
}
