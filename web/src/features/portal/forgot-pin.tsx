import { zodResolver } from '@hookform/resolvers/zod';
import { type TPinResetConfirm, ZPinResetConfirm, ZPinResetRequest } from '@regulars/contracts';
import { ArrowLeft, KeyRound, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useConfirmPinReset, useRequestPinReset, useResendPinReset } from '../../api/portal-sign-in.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { useWords } from '../../lib/words.tsx';
import { StepIcon } from '../auth/index.ts';
import { portalFormMessage, portalRefusalIn } from './login-error.ts';
import { PhoneField } from './phone-field.tsx';
import { PinField } from './pin-field.tsx';
import { type TBusinessChoice, usePortalEntry } from './use-portal-entry.ts';

type Props = {
  initialPhone: string;
  onChoose: (choices: TBusinessChoice[]) => void;
  /** Back to the login form, with the phone typed here. */
  onBack: (phone: string) => void;
};

/** Forgot PIN: the phone gets a one-time code by SMS, then the code and a new PIN sign the customer in. */
export function ForgotPin({ initialPhone, onChoose, onBack }: Props) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo === null ? (
    <RequestCode initialPhone={initialPhone} onSent={setSentTo} onBack={onBack} />
  ) : (
    <ConfirmCode
      phone={sentTo}
      onChoose={onChoose}
      onOtherPhone={() => setSentTo(null)}
      onBack={() => onBack(sentTo)}
    />
  );
}

function StepHeading({ icon: Icon, title, children }: { icon: typeof KeyRound; title: string; children: string }) {
  return (
    <>
      <StepIcon>
        <Icon className="size-6" aria-hidden />
      </StepIcon>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
      <p className="mt-2 text-sm text-gray-500">{children}</p>
    </>
  );
}

function BackToLogin({ onClick }: { onClick: () => void }) {
  const { t } = useWords();
  return (
    <button
      type="button"
      className="mt-8 inline-flex items-center gap-1.5 rounded text-sm font-medium text-gray-500 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      onClick={onClick}
    >
      <ArrowLeft className="size-4" aria-hidden />
      {t('portalIn.backToLogIn')}
    </button>
  );
}

function RequestCode({
  initialPhone,
  onSent,
  onBack,
}: {
  initialPhone: string;
  onSent: (phone: string) => void;
  onBack: (phone: string) => void;
}) {
  const words = useWords();
  const { t } = words;
  const form = useForm<z.input<typeof ZPinResetRequest>>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZPinResetRequest),
    defaultValues: { phone: initialPhone },
  });
  const send = useRequestPinReset({
    onSuccess: (_ok, { phone }) => onSent(phone),
    onError: (error) =>
      form.setError(SERVER_ERROR, { message: portalRefusalIn(words, error, 'portalRefusal.somethingWrong') }),
  });
  const message = portalFormMessage(words, form.formState.errors, ['phone']);

  return (
    <div>
      <StepHeading icon={KeyRound} title={t('portalIn.resetTitle')}>
        {t('portalIn.resetIntro')}
      </StepHeading>
      <form
        className="mt-8 space-y-5"
        onSubmit={form.handleSubmit((values) => send.mutate(values))}
        noValidate
        aria-label={t('portalIn.resetTitle')}
      >
        <div className="space-y-1.5">
          <Label htmlFor="reset-phone">{t('portalIn.phone')}</Label>
          <PhoneField
            id="reset-phone"
            className="h-11 text-base sm:text-sm"
            disabled={send.isPending}
            required
            {...form.register('phone')}
          />
        </div>
        {message && <Alert tone="error">{message}</Alert>}
        <Button type="submit" size="lg" className="w-full" loading={send.isPending}>
          {send.isPending ? t('portalIn.sending') : t('portalIn.sendCode')}
        </Button>
      </form>
      <BackToLogin onClick={() => onBack(form.getValues('phone'))} />
    </div>
  );
}

function ConfirmCode({
  phone,
  onChoose,
  onOtherPhone,
  onBack,
}: {
  phone: string;
  onChoose: (choices: TBusinessChoice[]) => void;
  onOtherPhone: () => void;
  onBack: () => void;
}) {
  const words = useWords();
  const { t } = words;
  const enter = usePortalEntry();
  const form = useForm<TPinResetConfirm>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZPinResetConfirm),
    defaultValues: { phone, code: '', pin: '' },
  });
  const confirm = useConfirmPinReset({
    onSuccess: (response) => enter(response, onChoose),
    onError: (error) => form.setError(SERVER_ERROR, { message: portalRefusalIn(words, error) }),
  });
  const resend = useResendPinReset(phone);
  const pending = confirm.isPending || (confirm.isSuccess && confirm.data.status === 'signed_in');
  const message = portalFormMessage(words, form.formState.errors, ['code', 'pin']);
  const code = form.register('code');

  return (
    <div>
      <StepHeading icon={MessageSquareText} title={t('portalIn.codeTitle')}>
        {t('portalIn.codeIntro')}
      </StepHeading>
      <Alert tone="success" className="mt-6">
        {t('portalRefusal.codeSent')}
      </Alert>
      <form
        className="mt-6 space-y-5"
        onSubmit={form.handleSubmit((values) => confirm.mutate(values))}
        noValidate
        aria-label={t('portalIn.codeFormLabel')}
      >
        <div className="space-y-1.5">
          <Label htmlFor="reset-code">{t('portalIn.code')}</Label>
          <Input
            id="reset-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            className="h-11 text-base tracking-[0.3em] sm:text-sm"
            disabled={pending}
            {...code}
            onChange={(event) => {
              event.target.value = event.target.value.replace(/\D/g, '').slice(0, 6);
              return code.onChange(event);
            }}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="reset-pin">{t('portalIn.newPin')}</Label>
          <PinField
            id="reset-pin"
            className="h-11 text-base sm:text-sm"
            autoComplete="new-password"
            aria-describedby="reset-pin-hint"
            disabled={pending}
            {...form.register('pin')}
          />
          <FieldHint id="reset-pin-hint">{t('portalIn.newPinHint')}</FieldHint>
        </div>
        {message && <Alert tone="error">{message}</Alert>}
        <Button type="submit" size="lg" className="w-full" loading={pending}>
          {pending ? t('portalIn.saving') : t('portalIn.setPin')}
        </Button>
      </form>
      <p className="mt-5 text-sm text-gray-500">
        {t('portalIn.noText')}{' '}
        <button
          type="button"
          className="font-semibold text-brand-600 hover:text-brand-700 disabled:text-gray-400"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
        >
          {resend.isSuccess ? t('portalIn.sentAgain') : t('portalIn.sendAgain')}
        </button>{' '}
        {t('portalIn.or')}{' '}
        <button type="button" className="font-semibold text-brand-600 hover:text-brand-700" onClick={onOtherPhone}>
          {t('portalIn.useAnotherNumber')}
        </button>
        .
      </p>
      <BackToLogin onClick={onBack} />
    </div>
  );
}
