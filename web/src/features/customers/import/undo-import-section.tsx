import { IMPORT_UNDO_HOURS, type TImportUndoResponse } from '@regulars/contracts';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCountOf } from '../../../lib/format-number.ts';
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
  const [asking, setAsking] = useState(false);

  if (undone) {
    const parts = [
      undone.removed > 0 && `${formatCountOf(undone.removed, 'customer')} removed`,
      undone.restored > 0 && `${formatCountOf(undone.restored, 'customer')} put back as they were`,
    ].filter(Boolean);
    return (
      <Alert tone="success" title="Import undone">
        {parts.length > 0 ? `${parts.join(', ')}.` : 'Nothing of it was left to take out.'}
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-gray-200 px-4 py-3 sm:flex-row sm:items-center">
      <p className="min-w-0 flex-1 text-sm text-gray-600">
        Not what you expected? You can undo it within {IMPORT_UNDO_HOURS} hours.
      </p>
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
        <Undo2 className="size-4" aria-hidden />
        Undo this import
      </Button>
      <UndoImportDialog target={asking ? target : null} onClose={() => setAsking(false)} onUndone={onUndone} />
    </div>
  );
}
