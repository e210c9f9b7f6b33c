import type { TSmsOptOut } from '@regulars/contracts';

/** How a number got on the list, in the words the card shows: what they replied, what they wrote, or who added it. */
export type TOptOutOrigin = { label: string; quote: string | null };

export function optOutOrigin(optOut: Pick<TSmsOptOut, 'source' | 'message'>): TOptOutOrigin {
  const message = optOut.message?.trim() || null;
  switch (optOut.source) {
    case 'keyword': {
      // The keyword as carriers read it: any case, punctuation around it ignored ('Stop.' is STOP).
      const keyword = message
        ?.replace(/[^\p{L}\p{N}\s]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .toUpperCase();
      return { label: `Replied ${keyword || 'STOP'}`, quote: null };
    }
    case 'free_text':
      return { label: 'Asked to stop in their own words', quote: message };
    default:
      return { label: `Added by ${message ?? 'your team'}`, quote: null };
  }
}
