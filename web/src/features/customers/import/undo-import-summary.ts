import { IMPORT_UNDO_HOURS } from '@regulars/contracts';
import { formatCount, formatCountOf } from '../../../lib/format-number.ts';

/**
 * What an undo will do, said before it happens: "The 3 customers it added will be removed and the 1 it updated put
 * back as they were. Imports can be undone for 24 hours."
 */
export function undoImportSummary({ added, updated }: { added: number; updated: number }): string {
  const removed = `The ${formatCountOf(added, 'customer')} it added will be removed`;
  const what =
    updated === 0
      ? `${removed}.`
      : added === 0
        ? `The ${formatCountOf(updated, 'customer')} it updated will be put back as they were.`
        : `${removed} and the ${formatCount(updated)} it updated put back as they were.`;
  return `${what} Imports can be undone for ${IMPORT_UNDO_HOURS} hours.`;
}
