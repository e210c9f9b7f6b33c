import { zodResolver } from '@hookform/resolvers/zod';
import { type TInviteRequest, ZInviteRequest } from '@regulars/contracts';
import { useForm } from 'react-hook-form';
import { useInviteMember } from '../../api/teams.ts';
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
import { InviteRole } from './invite-role.tsx';
import { teamMessageIn, teamRefusal } from './team-refusals.ts';

/**
 * The Invite Team Member modal. A team has one admin, so the role is a member's (an agency's account manager) or an
 * analyst's, who looks at everything and changes nothing (issue 53).
 */
export function InviteMemberDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const words = useAppWords();
  const { t } = words;
  const invite = useInviteMember();
  const form = useForm<TInviteRequest>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZInviteRequest),
    defaultValues: { email: '', role: 'member' },
  });
  // The email's check (the contract's English) in the user's words, else the server's answer (already in them).
  const errors = form.formState.errors;
  const message = errors.email?.message
    ? teamMessageIn(words, errors.email.message, 'company.invite.emailInvalid')
    : errors.root?.server?.message;
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
    invite.mutate(
      { email: values.email, role: values.role ?? 'member' },
      {
        onSuccess: () => {
          toast.success(t('company.invite.sent'));
          form.reset();
          onOpenChange(false);
        },
        onError: (caught) =>
          form.setError(SERVER_ERROR, { message: teamRefusal(words, caught, 'company.invite.failed') }),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="contents">
          <DialogHeader>
            <DialogTitle>{t('company.invite.title')}</DialogTitle>
            <DialogDescription>{t('company.invite.description')}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor="invite-email">{t('company.invite.email')}</Label>
              <Input
                id="invite-email"
                type="email"
                autoComplete="off"
                placeholder={t('company.invite.emailPlaceholder')}
                aria-invalid={Boolean(message) || undefined}
                disabled={invite.isPending}
                autoFocus
                {...email}
              />
              <FieldHint>{t('company.invite.emailHint')}</FieldHint>
            </div>
            <InviteRole disabled={invite.isPending} {...form.register('role')} />
            {message && <Alert tone="error">{message}</Alert>}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)} disabled={invite.isPending}>
              {t('company.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {invite.isPending ? t('company.invite.sending') : t('company.invite.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
