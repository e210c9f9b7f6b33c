import { IMPORT_UNDO_HOURS, type TImportUndoResponse } from '@regulars/contracts';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { formatCountIn } from '../../../lib/format-number.ts';
import { type TUndoTarget, UndoImportDialog } from './undo-import-dialog.tsx';

/**
 * The results' way back: a wrong file or a wrong column is taken out again in one go. Once undone, what the undo did
 * (the results step then stops saying what the import added).
 */
export function UndoImportSection({
  target,
  undone,
  onUndone,
}: {
  target: TUndoTarget;
  undone: TImportUndoResponse | null;
  onUndone: (undone: TImportUndoResponse) => void;
}) {
  const { t, locale } = useAppWords();
  const [asking, setAsking] = useState(false);

  if (undone) {
    const { removed, restored } = undone;
    return (
      <Alert tone="success" title={t('customers.undo.doneTitle')}>
        {removed > 0 && restored > 0
          ? t('customers.undo.doneBoth', { removed, restored })
          : removed > 0
            ? t('customers.undo.doneRemoved', { count: removed })
            : restored > 0
              ? t('customers.undo.doneRestored', { count: restored })
              : t('customers.undo.doneNothing')}
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-gray-200 px-4 py-3 sm:flex-row sm:items-center">
      <p className="min-w-0 flex-1 text-sm text-gray-600">
        {t('customers.undo.offer', { hours: formatCountIn(IMPORT_UNDO_HOURS, locale) })}
      </p>
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
        <Undo2 className="size-4" aria-hidden />
        {t('customers.undo.button')}
      </Button>
      <UndoImportDialog target={asking ? target : null} onClose={() => setAsking(false)} onUndone={onUndone} />
    </div>
  );
}
