import { ZStaffPin } from '@regulars/contracts';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useCounterManagers } from '../../api/counter.ts';
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
import { TextField } from '../../components/ui/text-field.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { counterMessageIn, counterRefusal } from './counter-refusal.ts';
import type { TApprovalRequest } from './manager-approval.ts';

/** A manager approves a refused action with their PIN; the action is sent again, and a wrong PIN says so here. */
export function ManagerApprovalDialog({ request, onClose }: { request: TApprovalRequest | null; onClose: () => void }) {
  const words = useAppWords();
  const { t } = words;
  const managers = useCounterManagers(request !== null);
  const [staffId, setStaffId] = useState('');
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = managers.data ?? [];
  const chosen = staffId || list[0]?.id || '';

  // Each request starts afresh.
  useEffect(() => {
    if (request) {
      setPin('');
      setProblem(null);
    }
  }, [request]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!request || busy) return;
    if (!ZStaffPin.safeParse(pin).success) return setProblem(t('counter.refusal.pinFormat'));
    setBusy(true);
    setProblem(null);
    try {
      await request.approve({ staffId: chosen, pin });
      onClose();
    } catch (error) {
      setPin('');
      setProblem(counterRefusal(words, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-w-sm">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <ShieldCheck className="size-5 text-brand-600" aria-hidden />
              {t('counter.approval.title')}
            </DialogTitle>
            <DialogDescription>
              {request && t('counter.approval.ask', { reason: counterMessageIn(words, request.reason) })}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            {managers.isSuccess && list.length === 0 ? (
              <Alert tone="info">{t('counter.approval.noManager')}</Alert>
            ) : (
              <>
                <div className="space-y-1.5">
                  <Label htmlFor="approval-manager">{t('counter.approval.manager')}</Label>
                  <Select
                    id="approval-manager"
                    value={chosen}
                    onChange={(event) => setStaffId(event.target.value)}
                    disabled={busy || list.length === 0}
                  >
                    {list.map((manager) => (
                      <option key={manager.id} value={manager.id}>
                        {manager.name}
                      </option>
                    ))}
                  </Select>
                </div>
                <TextField
                  id="approval-pin"
                  label={t('counter.approval.pin')}
                  type="password"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={6}
                  autoFocus
                  value={pin}
                  disabled={busy}
                  onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
                />
              </>
            )}
            {problem && <Alert tone="error">{problem}</Alert>}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t('counter.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={list.length === 0}>
              {t('counter.approval.approve')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
