import { CAMPAIGN_MESSAGES, type TCampaignType } from '@regulars/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useMe } from '../../../api/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ActionError } from '../action-error.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type: TCampaignType;
  busy: boolean;
  error: unknown;
  onSend: (to: string) => void;
};

/** A test to yourself before it goes to customers: your own address by default for email, a mobile for SMS. */
export function SendTestDialog({ open, onOpenChange, type, busy, error, onSend }: Props) {
  const email = type === 'email';
  const myEmail = useMe().data?.user.email;
  const [to, setTo] = useState('');
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (open) {
      setTo('');
      setMissing(false);
    }
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An SMS test needs a number; an email test without an address goes to the signed-in user.
    if (!email && to.trim() === '') {
      setMissing(true);
      return;
    }
    onSend(to.trim());
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>Send test</DialogTitle>
            <DialogDescription>
              The draft is saved first; the test shows the placeholders filled in as a customer would see them.
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <TextField
              id="campaign-test-to"
              label={email ? 'Send to' : 'Mobile number'}
              type={email ? 'email' : 'tel'}
              autoComplete={email ? 'email' : 'tel'}
              placeholder={email ? (myEmail ?? 'you@example.com') : '(555) 123-4567'}
              hint={email ? `Leave blank to send it to your own address${myEmail ? ` (${myEmail})` : ''}.` : undefined}
              error={missing ? CAMPAIGN_MESSAGES.testPhoneRequired : undefined}
              value={to}
              onChange={(event) => setTo(event.target.value)}
              autoFocus
            />
            <ActionError error={error} />
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {busy ? 'Sending...' : 'Send test'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
