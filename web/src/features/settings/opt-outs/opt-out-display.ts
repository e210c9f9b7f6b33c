import type { TSmsOptOut } from '@regulars/contracts';
import type { TAppWords } from '../../../lib/app-words.tsx';

/** How a number got on the list, in the words the card shows: what they replied, what they wrote, or who added it. */
export type TOptOutOrigin = { label: string; quote: string | null };

export function optOutOrigin(words: TAppWords, optOut: Pick<TSmsOptOut, 'source' | 'message'>): TOptOutOrigin {
  const message = optOut.message?.trim() || null;
  switch (optOut.source) {
    case 'keyword': {
      // The keyword as carriers read it: any case, punctuation around it ignored ('Stop.' is STOP).
      const keyword = message
        ?.replace(/[^\p{L}\p{N}\s]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .toUpperCase();
      return { label: words.t('settings.optOuts.replied', { keyword: keyword || 'STOP' }), quote: null };
    }
    case 'free_text':
      return { label: words.t('settings.optOuts.ownWords'), quote: message };
    default:
      return {
        label: message
          ? words.t('settings.optOuts.addedBy', { who: message })
          : words.t('settings.optOuts.addedByTeam'),
        quote: null,
      };
  }
}
