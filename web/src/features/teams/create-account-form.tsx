import { zodResolver } from '@hookform/resolvers/zod';
import {
  MIN_PASSWORD_LENGTH,
  type TAcceptWithNewAccount,
  type TInvitationDetails,
  ZAcceptWithNewAccount,
} from '@regulars/contracts';
import { useForm } from 'react-hook-form';
import { acceptWithNewAccount } from '../../api/teams.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { useAcceptInvitation, useInvitationFormMessage } from './use-accept-invitation.ts';

/** The 'Create Account' tab: a new account for the invited email, which joins the team. */
export function CreateAccountForm({ token, invitation }: { token: string; invitation: TInvitationDetails }) {
  const { t } = useAppWords();
  // The token travels with the form's values, so what passes the contract's schema is the request itself.
  const form = useForm<TAcceptWithNewAccount>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZAcceptWithNewAccount),
    defaultValues: { token, firstName: '', lastName: '', password: '' },
  });
  const accept = useAcceptInvitation(form, acceptWithNewAccount, {
    failed: 'invitation.create.failed',
    noSession: 'invitation.create.noSession',
  });
  const pending = accept.isPending || accept.isSuccess;
  const message = useInvitationFormMessage(form.formState.errors, ['firstName', 'lastName', 'password', 'token']);

  return (
    <form className="space-y-4" onSubmit={form.handleSubmit((values) => accept.mutate(values))} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="first-name">{t('invitation.create.firstName')}</Label>
          <Input id="first-name" autoComplete="given-name" disabled={pending} {...form.register('firstName')} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="last-name">{t('invitation.create.lastName')}</Label>
          <Input id="last-name" autoComplete="family-name" disabled={pending} {...form.register('lastName')} />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="create-email">{t('invitation.email')}</Label>
        <Input id="create-email" type="email" value={invitation.email} disabled readOnly />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="create-password">{t('invitation.password')}</Label>
        <Input
          id="create-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={Boolean(message) || undefined}
          disabled={pending}
          {...form.register('password')}
        />
        <FieldHint>{t('invitation.create.passwordHint', { count: MIN_PASSWORD_LENGTH })}</FieldHint>
      </div>
      {message && <Alert tone="error">{message}</Alert>}
      <Button type="submit" className="w-full" loading={pending}>
        {pending ? t('invitation.create.accepting') : t('invitation.create.submit')}
      </Button>
    </form>
  );
}
