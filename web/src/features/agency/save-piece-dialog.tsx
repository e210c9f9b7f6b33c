import {
  LIBRARY_MESSAGES,
  type TLibraryPieceChoices,
  type TSaveLibraryPiece,
  ZSaveLibraryPiece,
} from '@regulars/contracts';
import { useEffect, useState } from 'react';
import { useAllAgencyClients, useLibraryPieceChoices, useSaveLibraryPiece } from '../../api/agency-library.ts';
import { ApiError } from '../../api/client.ts';
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
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { clientMessageIn, clientRefusal } from './client-refusals.ts';
import { LibraryClientSelect } from './library-client-select.tsx';

/** A piece chosen in the list, as the select's value: `sms_template:<id>`, `automation:win_back`. */
function piecesOf(t: TAppWords['t'], choices: TLibraryPieceChoices | undefined) {
  if (!choices) return [];
  const automation = (kind: string) =>
    t(kind === 'win_back' ? 'clients.library.piece.winBack' : 'clients.library.piece.birthday');
  return [
    {
      group: t('clients.library.pieceGroupSms'),
      options: choices.smsTemplates.map((x) => ({ value: `sms_template:${x.id}`, label: x.name })),
    },
    {
      group: t('clients.library.pieceGroupEmail'),
      options: choices.emailTemplates.map((x) => ({ value: `email_template:${x.id}`, label: x.name })),
    },
    {
      group: t('clients.library.pieceGroupAutomations'),
      options: choices.automations.map((kind) => ({ value: `automation:${kind}`, label: automation(kind) })),
    },
  ].filter((g) => g.options.length > 0);
}

/**
 * Clients → Library → "Save from a client" (issue 53: "a template, an automation"): one SMS or email template, or one
 * automation a client has set up, saved on its own, to add to other clients. An automation has no name of its own: it
 * is named here (after itself and the client until the admin names it otherwise). A name the library holds is offered
 * to replace, as a program's is: the copy becomes that item's next version and no client changes.
 */
export function SavePieceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const words = useAppWords();
  const { t } = words;
  const clients = useAllAgencyClients(open);
  const [clientId, setClientId] = useState('');
  const choices = useLibraryPieceChoices(open && clientId ? clientId : null);
  const save = useSaveLibraryPiece();
  const [picked, setPicked] = useState('');
  // The agency's name for an automation; null: named after it and the client.
  const [named, setNamed] = useState<string | null>(null);
  const [replacing, setReplacing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const groups = piecesOf(t, choices.data);
  const options = groups.flatMap((g) => g.options);
  const clientName = choices.data?.clientName ?? '';
  // The client's first piece until another is chosen (and after the client changes).
  const chosen = options.find((o) => o.value === picked) ?? options[0];
  const piece = chosen?.value ?? '';
  const [kind, ref = ''] = piece.split(':');
  const name =
    named ??
    (kind === 'automation'
      ? t('clients.library.pieceDefaultName', { piece: chosen?.label ?? '', client: clientName })
      : '');

  useEffect(() => {
    if (!open) return;
    setClientId(clients.data?.[0]?.id ?? '');
    setProblem(null);
    setReplacing(false);
    setNamed(null);
  }, [open, clients.data]);

  function choose(value: string) {
    setPicked(value);
    setNamed(null);
    setReplacing(false);
    setProblem(null);
  }

  function input(replace: boolean): TSaveLibraryPiece | null {
    if (kind === 'automation') {
      return { clientId, kind, automation: ref as 'win_back' | 'birthday', name, ...(replace ? { replace } : {}) };
    }
    if (kind === 'sms_template' || kind === 'email_template') {
      return { clientId, kind, templateId: ref, ...(replace ? { replace } : {}) };
    }
    return null;
  }

  function submit(replace: boolean) {
    const parsed = ZSaveLibraryPiece.safeParse(input(replace));
    if (!parsed.success) {
      setProblem(clientMessageIn(words, parsed.error.issues[0]?.message ?? '', 'clients.library.pieceNameRequired'));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: ({ item }) => {
        toast.success(
          replace
            ? t('clients.library.replaced', { name: item.name, version: item.version })
            : t('clients.library.kitSaved', { name: item.name }),
        );
        onClose();
      },
      onError: (error) => {
        if (!replace && error instanceof ApiError && error.message === LIBRARY_MESSAGES.nameTaken) {
          setReplacing(true);
          return;
        }
        setProblem(
          clientRefusal(words, error, replace ? 'clients.library.replaceFailed' : 'clients.library.pieceFailed'),
        );
      },
    });
  }

  const itemName = kind === 'automation' ? name.trim() : (chosen?.label ?? '');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !save.isPending && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('clients.library.pieceTitle')}</DialogTitle>
          <DialogDescription>{t('clients.library.pieceText')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-4">
          <LibraryClientSelect
            id="piece-client"
            clients={clients.data}
            value={clientId}
            disabled={save.isPending || clients.isPending}
            onChange={(next) => {
              setClientId(next);
              choose('');
            }}
          />
          {choices.isPending && clientId ? (
            <div className="flex justify-center py-2">
              <Spinner className="size-5 text-gray-400" label={t('clients.library.pieceLoading')} />
            </div>
          ) : groups.length === 0 ? (
            <p className="text-sm text-gray-600">{t('clients.library.pieceNone')}</p>
          ) : (
            <div className="space-y-1.5">
              <Label htmlFor="piece-choice">{t('clients.library.pieceChoice')}</Label>
              <Select
                id="piece-choice"
                value={piece}
                disabled={save.isPending}
                onChange={(event) => choose(event.target.value)}
              >
                {groups.map((group) => (
                  <optgroup key={group.group} label={group.group}>
                    {group.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </Select>
            </div>
          )}
          {kind === 'automation' && groups.length > 0 && (
            <TextField
              id="piece-name"
              label={t('clients.library.kitName')}
              value={name}
              maxLength={80}
              disabled={save.isPending}
              onChange={(event) => {
                setNamed(event.target.value);
                setReplacing(false);
              }}
            />
          )}
          {replacing && (
            <Alert tone="warning" title={t('clients.library.replaceTitle', { name: itemName })}>
              {t('clients.library.pieceReplaceText', { name: itemName })}
            </Alert>
          )}
          {problem && <Alert tone="error">{problem}</Alert>}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('clients.cancel')}
          </Button>
          {replacing ? (
            <Button onClick={() => submit(true)} loading={save.isPending}>
              {save.isPending ? t('clients.library.replacing') : t('clients.library.replace')}
            </Button>
          ) : (
            <Button onClick={() => submit(false)} loading={save.isPending} disabled={!piece}>
              {save.isPending ? t('clients.library.kitSaving') : t('clients.library.pieceSave')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
