import { zodResolver } from '@hookform/resolvers/zod';
import { type TInviteRequest, ZInviteRequest } from '@regulars/contracts';
import { useForm } from 'react-hook-form';
import { useInviteClientOwner } from '../../api/agency.ts';
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
import { Input } from '../../components/ui/input.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { clientMessageIn, clientRefusal } from './client-refusals.ts';

/** Invites a client's owner as the admin of their business only: they never see the agency or its other clients. */
export function InviteOwnerDialog({
  client,
  onClose,
}: {
  client: { id: string; companyName: string } | null;
  onClose: () => void;
}) {
  const words = useAppWords();
  const { t } = words;
  const invite = useInviteClientOwner();
  const form = useForm<TInviteRequest>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZInviteRequest),
    defaultValues: { email: '' },
  });
  // The email's check (the contract's English) in the user's words, else the server's answer (already in them).
  const errors = form.formState.errors;
  const message = errors.email?.message
    ? clientMessageIn(words, errors.email.message, 'clients.invite.emailInvalid')
    : errors.root?.server?.message;
  const name = client?.companyName ?? '';

  function close() {
    if (invite.isPending) return;
    form.reset();
    onClose();
  }

  const submit = form.handleSubmit((values) => {
    if (!client) return;
    invite.mutate(
      { clientId: client.id, email: values.email },
      {
        onSuccess: (invitation) => {
          toast.success(t('clients.invite.sent', { email: invitation.email }));
          form.reset();
          onClose();
        },
        onError: (caught) =>
          form.setError(SERVER_ERROR, { message: clientRefusal(words, caught, 'clients.invite.failed') }),
      },
    );
  });

  return (
    <Dialog open={client !== null} onOpenChange={(next) => !next && close()}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="contents">
          <DialogHeader>
            <DialogTitle>{t('clients.invite.title', { name })}</DialogTitle>
            <DialogDescription>{t('clients.invite.description', { name })}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor="owner-email">{t('clients.invite.email')}</Label>
              <Input
                id="owner-email"
                type="email"
                autoComplete="off"
                placeholder={t('clients.invite.emailPlaceholder')}
                aria-invalid={Boolean(message) || undefined}
                disabled={invite.isPending}
                autoFocus
                {...form.register('email', { onChange: () => form.clearErrors() })}
              />
              <FieldHint>{t('clients.invite.emailHint')}</FieldHint>
            </div>
            {message && <Alert tone="error">{message}</Alert>}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={close} disabled={invite.isPending}>
              {t('clients.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {invite.isPending ? t('clients.invite.sending') : t('clients.invite.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
