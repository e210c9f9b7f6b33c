import type { TLibraryItem } from '@regulars/contracts';
import { useEffect, useState } from 'react';
import { useAllAgencyClients, useApplyLibraryItem } from '../../api/agency-library.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxCard } from '../../components/ui/checkbox-card.tsx';
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
import { clientRefusal } from './client-refusals.ts';

/**
 * Chooses the clients to add a library item to. Nothing already in a client is changed: a client with a program of
 * that name keeps its own, and one whose plan allows no more active programs is said so, client by client.
 */
export function ApplyLibraryDialog({ item, onClose }: { item: TLibraryItem | null; onClose: () => void }) {
  const words = useAppWords();
  const { t } = words;
  const clients = useAllAgencyClients(item !== null);
  const apply = useApplyLibraryItem();
  const { chosen, toggle, reset } = useChosenSet();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (item) {
      reset();
      setProblem(null);
    }
  }, [item, reset]);

  function submit() {
    if (!item) return;
    if (chosen.size === 0) {
      setProblem(t('clients.library.chooseClients'));
      return;
    }
    apply.mutate(
      { itemId: item.id, clientIds: [...chosen] },
      {
        onSuccess: () => {
          toast.success(t('clients.library.started', { name: item.name, count: chosen.size }));
          onClose();
        },
        onError: (error) => setProblem(clientRefusal(words, error, 'clients.library.applyFailed')),
      },
    );
  }

  const all = clients.data ?? [];
  return (
    <Dialog open={item !== null} onOpenChange={(next) => !next && !apply.isPending && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('clients.library.applyTitle', { name: item?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('clients.library.applyText')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-3">
          {clients.isPending ? (
            <div className="flex justify-center py-6">
              <Spinner className="size-5 text-gray-400" label={t('clients.library.loading')} />
            </div>
          ) : (
            <fieldset className="space-y-2">
              <legend className="sr-only">{t('clients.library.clientsLegend')}</legend>
              <div className="flex justify-end">
                <Button
                  variant="link"
                  size="sm"
                  onClick={() => reset(chosen.size === all.length ? [] : all.map((c) => c.id))}
                >
                  {chosen.size === all.length ? t('clients.library.chooseNone') : t('clients.library.chooseAll')}
                </Button>
              </div>
              {all.map((client) => (
                <CheckboxCard
                  key={client.id}
                  id={`apply-${client.id}`}
                  label={client.companyName}
                  hint={t('clients.library.clientHint', { count: client.customers })}
                  checked={chosen.has(client.id)}
                  disabled={apply.isPending}
                  onChange={(event) => toggle(client.id, event.target.checked)}
                />
              ))}
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
