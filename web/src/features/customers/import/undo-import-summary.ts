import { IMPORT_UNDO_HOURS } from '@regulars/contracts';
import type { TAppWords } from '../../../lib/app-words.tsx';
import { APP_ENGLISH_WORDS } from '../../../lib/app-words.tsx';
import { formatCountIn } from '../../../lib/format-number.ts';

/**
 * What an undo will do, said before it happens: "The 3 customers it added will be removed and the 1 it updated put
 * back as they were. Imports can be undone for 24 hours." In `words` (the screen's, English by default).
 */
export function undoImportSummary(
  { added, updated }: { added: number; updated: number },
  words: TAppWords = APP_ENGLISH_WORDS,
): string {
  const { t, locale } = words;
  const what =
    updated === 0
      ? t('customers.undo.summaryRemoved', { count: added })
      : added === 0
        ? t('customers.undo.summaryRestored', { count: updated })
        : t('customers.undo.summaryBoth', { added, updated });
  return `${what} ${t('customers.undo.summaryWindow', { hours: formatCountIn(IMPORT_UNDO_HOURS, locale) })}`;
}
