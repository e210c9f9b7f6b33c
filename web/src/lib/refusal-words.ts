import type { TLanguage } from '@regulars/contracts';

/**
 * The words a public page's refused answer brought (a link that leads nowhere, a paused form), and their language: the
 * server sends them in the error's details; null when the answer brought none (the server was not reached).
 */
export function refusalWords<TWords>(error: unknown): { language: TLanguage; words: TWords } | null {
  const details = (error as { details?: { words?: TWords; language?: TLanguage } } | null)?.details;
  return details?.words ? { language: details.language ?? 'en', words: details.words } : null;
}
