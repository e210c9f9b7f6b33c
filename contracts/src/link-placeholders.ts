/**
 * The placeholders that stand for a link a customer may not have, and the value that fills each: `{wallet_link}` (no
 * wallet is set up) and `{referral_link}` (refer-a-friend is off). Without the link, the sentence holding it is left
 * out of the message.
 */
const LINK_VALUES = { wallet_link: 'walletLink', referral_link: 'referralLink' } as const;
export type TLinkPlaceholder = keyof typeof LINK_VALUES;

/**
 * The customer's links, absolute: their wallet link page (null or absent when no wallet is set up) and their invite
 * link (null or absent while refer-a-friend is off).
 */
export type TLinkValues = { [K in (typeof LINK_VALUES)[TLinkPlaceholder]]?: string | null };

/** The link placeholders these values leave without a link: the sentences holding them go. */
export function missingLinks(values: TLinkValues): TLinkPlaceholder[] {
  return (Object.keys(LINK_VALUES) as TLinkPlaceholder[]).filter((placeholder) => !values[LINK_VALUES[placeholder]]);
}

/**
 * A template's text without the sentence that holds `{placeholder}`: "Welcome! Add your card: {wallet_link}" reads
 * "Welcome!", and a line that was only the link goes with the line introducing it ("…to your phone:"). Plain text
 * only: an HTML body's markup is left whole.
 */
export function withoutLinkSentence(text: string, placeholder: TLinkPlaceholder): string {
  const token = `{${placeholder}}`;
  if (!text.includes(token)) return text;
  const kept: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.includes(token)) {
      kept.push(line);
      continue;
    }
    const sentences = line.match(/[^.!?]*(?:[.!?]+(?=\s|$)|$)\s*/g) ?? [line];
    const rest = sentences
      .filter((sentence) => !sentence.includes(token))
      .join('')
      .trimEnd();
    if (rest.trim() !== '') {
      kept.push(rest);
      continue;
    }
    // The link stood alone: the line that announced it ("Add your card to your phone:") has nothing to point at.
    if (kept.length > 0 && /:\s*$/.test(kept[kept.length - 1] ?? '')) kept.pop();
  }
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
