import { ZSaveKit } from '@regulars/contracts';
import { useEffect, useState } from 'react';
import { useAllAgencyClients, useSaveKit } from '../../api/agency-library.ts';
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
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { clientMessageIn, clientRefusal } from './client-refusals.ts';
import { LibraryClientSelect } from './library-client-select.tsx';

/**
 * Saves one client's whole set-up (its programs and its SMS and email templates) as a starter kit in the library, to
 * add to other clients in one go (issue 53). Named after the client until the admin names it otherwise.
 */
export function SaveKitDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const words = useAppWords();
  const { t } = words;
  const clients = useAllAgencyClients(open);
  const save = useSaveKit();
  const [clientId, setClientId] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const all = clients.data ?? [];

  useEffect(() => {
    if (!open) return;
    const first = clients.data?.[0];
    setClientId(first?.id ?? '');
    setName(first ? t('clients.library.kitDefaultName', { name: first.companyName }) : '');
    setProblem(null);
  }, [open, clients.data, t]);

  function choose(id: string) {
    setClientId(id);
    const chosen = all.find((c) => c.id === id);
    if (chosen) setName(t('clients.library.kitDefaultName', { name: chosen.companyName }));
  }

  function submit() {
    const parsed = ZSaveKit.safeParse({ clientId, name });
    if (!parsed.success) {
      setProblem(clientMessageIn(words, parsed.error.issues[0]?.message ?? '', 'clients.library.kitNameRequired'));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: ({ item }) => {
        toast.success(t('clients.library.kitSaved', { name: item.name }));
        onClose();
      },
      onError: (error) => setProblem(clientRefusal(words, error, 'clients.library.kitFailed')),
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !save.isPending && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('clients.library.kitTitle')}</DialogTitle>
          <DialogDescription>{t('clients.library.kitText')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-4">
          <LibraryClientSelect
            id="kit-client"
            clients={clients.data}
            value={clientId}
            disabled={save.isPending || clients.isPending}
            onChange={choose}
          />
          <TextField
            id="kit-name"
            label={t('clients.library.kitName')}
            value={name}
            maxLength={80}
            disabled={save.isPending}
            onChange={(event) => setName(event.target.value)}
          />
          {problem && <Alert tone="error">{problem}</Alert>}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('clients.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!clientId}>
            {save.isPending ? t('clients.library.kitSaving') : t('clients.library.kitSave')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
