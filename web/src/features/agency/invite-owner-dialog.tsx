import { zodResolver } from '@hookform/resolvers/zod';
import { AGENCY_MESSAGES, type TInviteRequest, ZInviteRequest } from '@regulars/contracts';
import { useForm } from 'react-hook-form';
import { useInviteClientOwner } from '../../api/agency.ts';
import { errorMessage } from '../../api/client.ts';
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
import { formMessage, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';

/** Invites a client's owner as the admin of their business only: they never see the agency or its other clients. */
export function InviteOwnerDialog({
  client,
  onClose,
}: {
  client: { id: string; companyName: string } | null;
  onClose: () => void;
}) {
  const invite = useInviteClientOwner();
  const form = useForm<TInviteRequest>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZInviteRequest),
    defaultValues: { email: '' },
  });
  const message = formMessage(form.formState.errors, ['email']);

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
          toast.success(AGENCY_MESSAGES.ownerInvited(invitation.email));
          form.reset();
          onClose();
        },
        onError: (caught) =>
          form.setError(SERVER_ERROR, { message: errorMessage(caught, 'Failed to send invitation') }),
      },
    );
  });

  return (
    <Dialog open={client !== null} onOpenChange={(next) => !next && close()}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="contents">
          <DialogHeader>
            <DialogTitle>Invite the owner of {client?.companyName}</DialogTitle>
            <DialogDescription>
              They become the admin of {client?.companyName} and nothing else: they never see your agency or your other
              clients.
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor="owner-email">Owner's email address</Label>
              <Input
                id="owner-email"
                type="email"
                autoComplete="off"
                placeholder="owner@business.com"
                aria-invalid={Boolean(message) || undefined}
                disabled={invite.isPending}
                autoFocus
                {...form.register('email', { onChange: () => form.clearErrors() })}
              />
              <FieldHint>They&apos;ll receive an email with a link to join their business</FieldHint>
            </div>
            {message && <Alert tone="error">{message}</Alert>}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={close} disabled={invite.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {invite.isPending ? 'Sending...' : 'Send Invitation'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
