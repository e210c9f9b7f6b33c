import type { TAgencyClient, TAgencyClients } from '@regulars/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSetClientManagers } from '../../api/agency.ts';
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
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { useChosenSet } from '../../lib/chosen-set.ts';
import { clientRefusal } from './client-refusals.ts';

/**
 * Who of the agency's team manages a client (issue 53): its account managers see and open it; the agency's admins
 * open every client. The team's members who are not admins are the ones to choose from.
 */
export function ClientManagersDialog({
  client,
  teamManagers,
  onClose,
}: {
  client: TAgencyClient | null;
  teamManagers: TAgencyClients['teamManagers'];
  onClose: () => void;
}) {
  const words = useAppWords();
  const { t } = words;
  const save = useSetClientManagers();
  const { chosen, toggle, reset } = useChosenSet();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    reset(client?.managers.map((m) => m.userId));
    setProblem(null);
  }, [client, reset]);

  function submit() {
    if (!client) return;
    save.mutate(
      { clientId: client.id, userIds: [...chosen] },
      {
        onSuccess: () => {
          toast.success(t('clients.managers.saved', { name: client.companyName }));
          onClose();
        },
        onError: (caught) => setProblem(clientRefusal(words, caught, 'clients.managers.failed')),
      },
    );
  }

  return (
    <Dialog open={client !== null} onOpenChange={(next) => !next && !save.isPending && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('clients.managers.title', { name: client?.companyName ?? '' })}</DialogTitle>
          <DialogDescription>{t('clients.managers.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-3">
          {teamManagers.length === 0 ? (
            <p className="text-sm text-gray-600">
              {t('clients.managers.noTeam')}{' '}
              <Link to="/company" className="font-medium text-brand-600 hover:text-brand-700">
                {t('clients.managers.toTeam')}
              </Link>
            </p>
          ) : (
            <fieldset className="space-y-2">
              <legend className="sr-only">{t('clients.managers.legend')}</legend>
              {teamManagers.map((manager) => (
                <CheckboxCard
                  key={manager.userId}
                  id={`manager-${manager.userId}`}
                  label={manager.name}
                  hint={manager.email}
                  checked={chosen.has(manager.userId)}
                  disabled={save.isPending}
                  onChange={(event) => toggle(manager.userId, event.target.checked)}
                />
              ))}
            </fieldset>
          )}
          {problem && <Alert tone="error">{problem}</Alert>}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('clients.cancel')}
          </Button>
          {teamManagers.length > 0 && (
            <Button onClick={submit} loading={save.isPending}>
              {save.isPending ? t('clients.managers.saving') : t('clients.managers.save')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
