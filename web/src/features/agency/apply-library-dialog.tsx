import type { TLibraryItem } from '@regulars/contracts';
import { useEffect, useState } from 'react';
import { useApplyLibraryItem, useLibraryDifferences } from '../../api/agency-library.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { useChosenSet } from '../../lib/chosen-set.ts';
import { useWords } from '../../lib/words.tsx';
import { clientRefusal } from './client-refusals.ts';
import { differenceLines } from './difference-lines.ts';
import { previewIn, previewLineIn } from './kit-words.ts';
import { LibraryClientChoice } from './library-client-choice.tsx';

/**
 * Chooses the clients to add a library item to. A program is compared first with each client's of that name: will be
 * added, the same, or differs (and how). A client's own program changes only when the agency ticks "Update to the
 * library's version" for it; one of another type is never changed. A kit, a template or an automation shows each
 * client's pieces as adding would find them: added, the same, or different and left exactly as it is (never updated).
 */
export function ApplyLibraryDialog({ item, onClose }: { item: TLibraryItem | null; onClose: () => void }) {
  const words = useAppWords();
  const { t } = words;
  const programWords = useWords();
  const isProgram = item?.kind === 'program';
  const differences = useLibraryDifferences(item?.id ?? null);
  const apply = useApplyLibraryItem();
  const { chosen, toggle, reset } = useChosenSet();
  const updates = useChosenSet();
  const resetUpdates = updates.reset;
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (item) {
      reset();
      resetUpdates();
      setProblem(null);
    }
  }, [item, reset, resetUpdates]);

  function submit() {
    if (!item) return;
    if (chosen.size === 0) {
      setProblem(t('clients.library.chooseClients'));
      return;
    }
    const update = [...updates.chosen].filter((id) => chosen.has(id));
    apply.mutate(
      { itemId: item.id, clientIds: [...chosen], update },
      {
        onSuccess: () => {
          toast.success(t('clients.library.started', { name: item.name, count: chosen.size }));
          onClose();
        },
        onError: (error) => setProblem(clientRefusal(words, error, 'clients.library.applyFailed')),
      },
    );
  }

  const ids = (differences.data?.clients ?? []).map((c) => c.clientId);
  const library = differences.data?.library ?? null;
  return (
    <Dialog open={item !== null} onOpenChange={(next) => !next && !apply.isPending && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('clients.library.applyTitle', { name: item?.name ?? '' })}</DialogTitle>
          <DialogDescription>
            {isProgram ? t('clients.library.applyText') : t('clients.library.applyTextPieces')}
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-3">
          {differences.isPending ? (
            <div className="flex justify-center py-6">
              <Spinner
                className="size-5 text-gray-400"
                label={isProgram ? t('clients.library.comparing') : t('clients.library.comparingPieces')}
              />
            </div>
          ) : differences.isError ? (
            <Alert tone="error">
              {isProgram ? t('clients.library.differencesFailed') : t('clients.library.previewFailed')}
            </Alert>
          ) : (
            <fieldset className="space-y-2">
              <legend className="sr-only">{t('clients.library.clientsLegend')}</legend>
              <div className="flex justify-end">
                <Button
                  variant="link"
                  size="sm"
                  onClick={() => {
                    reset(chosen.size === ids.length ? [] : ids);
                    if (chosen.size === ids.length) resetUpdates();
                  }}
                >
                  {chosen.size === ids.length ? t('clients.library.chooseNone') : t('clients.library.chooseAll')}
                </Button>
              </div>
              <ul className="space-y-2">
                {(differences.data?.clients ?? []).map((difference) => (
                  <LibraryClientChoice
                    key={difference.clientId}
                    difference={difference}
                    lines={
                      library
                        ? differenceLines(words, programWords, library, difference)
                        : (difference.pieces ?? []).map((piece) => previewLineIn(t, piece))
                    }
                    // A kit's client: what adding would do, counted; its own pieces are never updated.
                    summary={
                      difference.pieces && difference.state !== 'unavailable' ? previewIn(t, difference.pieces) : null
                    }
                    canUpdate={library !== null}
                    chosen={chosen.has(difference.clientId)}
                    updating={updates.chosen.has(difference.clientId)}
                    disabled={apply.isPending}
                    onChoose={(on) => {
                      toggle(difference.clientId, on);
                      if (!on) updates.toggle(difference.clientId, false);
                    }}
                    onUpdate={(on) => {
                      updates.toggle(difference.clientId, on);
                      if (on) toggle(difference.clientId, true);
                    }}
                  />
                ))}
              </ul>
            </fieldset>
          )}
          {problem && <Alert tone="error">{problem}</Alert>}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={apply.isPending}>
            {t('clients.cancel')}
          </Button>
          <Button onClick={submit} loading={apply.isPending}>
            {apply.isPending ? t('clients.library.adding') : t('clients.library.add', { count: chosen.size })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
