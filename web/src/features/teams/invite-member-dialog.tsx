import { zodResolver } from '@hookform/resolvers/zod';
import { type TInviteRequest, ZInviteRequest } from '@regulars/contracts';
import { useForm } from 'react-hook-form';
import { teamErrorMessage, useInviteMember } from '../../api/teams.ts';
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
import { InviteRole } from './invite-role.tsx';

/** The Invite Team Member modal. The role is shown, not chosen: a team has one admin, so everyone invited is a member. */
export function InviteMemberDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const invite = useInviteMember();
  const form = useForm<TInviteRequest>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZInviteRequest),
    defaultValues: { email: '' },
  });
  const message = formMessage(form.formState.errors, ['email']);
  const email = form.register('email', {
    // Typing again puts the last problem away until the next attempt.
    onChange: () => form.clearErrors(),
  });

  function close(next: boolean) {
    if (invite.isPending) return;
    if (!next) form.reset();
    onOpenChange(next);
  }

  const submit = form.handleSubmit((values) =>
    invite.mutate(values.email, {
      onSuccess: () => {
        toast.success('Invitation sent successfully!');
        form.reset();
        onOpenChange(false);
      },
      onError: (caught) =>
        form.setError(SERVER_ERROR, { message: teamErrorMessage(caught, 'Failed to send invitation') }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="contents">
          <DialogHeader>
            <DialogTitle>Invite Team Member</DialogTitle>
            <DialogDescription>Give your staff their own sign-in to your business.</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor="invite-email">Email Address</Label>
              <Input
                id="invite-email"
                type="email"
                autoComplete="off"
                placeholder="colleague@business.com"
                aria-invalid={Boolean(message) || undefined}
                disabled={invite.isPending}
                autoFocus
                {...email}
              />
              <FieldHint>They&apos;ll receive an email with a link to join your team</FieldHint>
            </div>
            <InviteRole />
            {message && <Alert tone="error">{message}</Alert>}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)} disabled={invite.isPending}>
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
