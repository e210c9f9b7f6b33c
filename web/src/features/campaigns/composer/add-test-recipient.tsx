import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TConfirmTestRecipient,
  type TRequestTestRecipientCode,
  type TTestRecipient,
  type TTestRecipientChannel,
  ZConfirmTestRecipient,
  ZRequestTestRecipientCode,
} from '@regulars/contracts';
import { MailCheck, MessageSquareText } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useShowPhone } from '../../../api/business-country.ts';
import { useRequestTestRecipientCode, useVerifyTestRecipient } from '../../../api/test-recipients.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { formMessage, IN_OUR_WORDS, SERVER_ERROR } from '../../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../../lib/form-options.ts';
import { partsAround } from '../../../lib/parts-around.ts';
import { composerMessage, composerRefusal } from './composer-refusals.ts';

/** Step one of adding a test recipient: the number or address, to which a 6-digit code goes. */
export function AddTestRecipient({
  channel,
  onSent,
  onCancel,
}: {
  channel: TTestRecipientChannel;
  onSent: (recipient: TTestRecipient) => void;
  onCancel: () => void;
}) {
  const words = useAppWords();
  const { t } = words;
  const sms = channel === 'sms';
  const request = useRequestTestRecipientCode();
  const form = useForm<TRequestTestRecipientCode>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZRequestTestRecipientCode, IN_OUR_WORDS),
    defaultValues: { channel, address: '' },
  });
  const submit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: (answer) => {
        toast.success(
          composerMessage(
            words,
            answer.message,
            sms ? 'composer.refusal.codeSentSms' : 'composer.refusal.codeSentEmail',
          ),
        );
        onSent(answer.recipient);
      },
      onError: (error) => form.setError(SERVER_ERROR, { message: composerRefusal(words, error) }),
    }),
  );
  // The field's check is the contract's English; the server's refusal is already in the user's language.
  const fieldProblem = form.formState.errors.address?.message;
  const message = fieldProblem ? composerMessage(words, fieldProblem) : formMessage(form.formState.errors, []);

  return (
    <form
      onSubmit={(event) => {
        // The dialog sits outside the composer's form, but a nested submit must never reach it.
        event.stopPropagation();
        void submit(event);
      }}
      noValidate
      aria-label={t(sms ? 'composer.recipients.addNumber' : 'composer.recipients.addEmail')}
      className="space-y-4 rounded-lg border border-gray-200 bg-gray-50/60 p-4"
    >
      <div>
        <p className="text-sm font-semibold text-gray-900">
          {t(sms ? 'composer.recipients.addNumber' : 'composer.recipients.addEmail')}
        </p>
        <p className="mt-0.5 text-sm text-gray-600">
          {t(sms ? 'composer.recipients.addNumberHint' : 'composer.recipients.addEmailHint')}
        </p>
      </div>
      <TextField
        id="test-recipient-address"
        label={t(sms ? 'composer.recipients.mobile' : 'composer.recipients.email')}
        type={sms ? 'tel' : 'email'}
        autoComplete={sms ? 'tel' : 'email'}
        placeholder={t(sms ? 'composer.recipients.mobilePlaceholder' : 'composer.recipients.emailPlaceholder')}
        disabled={request.isPending}
        autoFocus
        {...form.register('address')}
      />
      {message && <Alert tone="error">{message}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={request.isPending}>
          {t('composer.back')}
        </Button>
        <Button type="submit" loading={request.isPending}>
          {t(request.isPending ? 'composer.recipients.sendingCode' : 'composer.recipients.sendCode')}
        </Button>
      </div>
    </form>
  );
}

/** Step two: the code the number or address received; once it matches, tests may go there. */
export function ConfirmTestRecipient({
  recipient,
  onVerified,
  onCancel,
}: {
  recipient: TTestRecipient;
  onVerified: (recipient: TTestRecipient) => void;
  onCancel: () => void;
}) {
  const words = useAppWords();
  const showPhone = useShowPhone();
  const { t } = words;
  const sms = recipient.channel === 'sms';
  const sentFallback = sms ? 'composer.refusal.codeSentSms' : 'composer.refusal.codeSentEmail';
  const verify = useVerifyTestRecipient();
  const resend = useRequestTestRecipientCode();
  const form = useForm<TConfirmTestRecipient>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZConfirmTestRecipient, IN_OUR_WORDS),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(({ code }) =>
    verify.mutate(
      { id: recipient.id, code },
      {
        onSuccess: (answer) => {
          toast.success(composerMessage(words, answer.message, 'composer.refusal.nowVerified'));
          onVerified(answer.recipient);
        },
        onError: (error) => form.setError(SERVER_ERROR, { message: composerRefusal(words, error) }),
      },
    ),
  );
  const sendAgain = () =>
    resend.mutate(
      { channel: recipient.channel, address: recipient.address },
      {
        onSuccess: (answer) => {
          form.reset({ code: '' });
          toast.success(composerMessage(words, answer.message, sentFallback));
        },
        onError: (error) => form.setError(SERVER_ERROR, { message: composerRefusal(words, error) }),
      },
    );
  // The field's check is the contract's English; the server's refusal is already in the user's language.
  const fieldProblem = form.formState.errors.code?.message;
  const message = fieldProblem ? composerMessage(words, fieldProblem) : formMessage(form.formState.errors, []);
  const [sentBefore, sentAfter] = partsAround((address) =>
    t(sms ? 'composer.recipients.codeTexted' : 'composer.recipients.codeEmailed', { address }),
  );
  const Icon = sms ? MessageSquareText : MailCheck;
  const code = form.register('code');

  return (
    <form
      onSubmit={(event) => {
        event.stopPropagation();
        void submit(event);
      }}
      noValidate
      aria-label={t('composer.recipients.codeTitle')}
      className="space-y-4 rounded-lg border border-gray-200 bg-gray-50/60 p-4"
    >
      <div className="flex gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Icon className="size-4" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold text-gray-900">{t('composer.recipients.codeTitle')}</p>
          <p className="mt-0.5 text-sm break-words text-gray-600">
            {sentBefore}
            <span className="font-medium text-gray-900">{showPhone(recipient.address)}</span>
            {sentAfter}
          </p>
        </div>
      </div>
      <TextField
        id="test-recipient-code"
        label={t('composer.recipients.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        placeholder="123456"
        className="font-mono text-lg tracking-[0.4em]"
        disabled={verify.isPending}
        autoFocus
        {...code}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 6);
          if (digits !== event.target.value) event.target.value = digits;
          void code.onChange(event);
        }}
      />
      {message && <Alert tone="error">{message}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="link" size="sm" onClick={sendAgain} loading={resend.isPending} disabled={verify.isPending}>
          {resend.isPending ? t('composer.sending') : t('composer.recipients.newCode')}
        </Button>
        <div className="flex gap-2">
          <Button variant="ghost" onClick={onCancel} disabled={verify.isPending}>
            {t('composer.back')}
          </Button>
          <Button type="submit" loading={verify.isPending}>
            {t(verify.isPending ? 'composer.recipients.verifying' : 'composer.recipients.verify')}
          </Button>
        </div>
      </div>
    </form>
  );
}
