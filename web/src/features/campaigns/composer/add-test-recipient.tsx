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
import { errorMessage } from '../../../api/client.ts';
import { useRequestTestRecipientCode, useVerifyTestRecipient } from '../../../api/test-recipients.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { formMessage, IN_OUR_WORDS, SERVER_ERROR } from '../../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../../lib/form-options.ts';
import { displayTestAddress } from './test-recipient-display.ts';

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
        toast.success(answer.message);
        onSent(answer.recipient);
      },
      onError: (error) => form.setError(SERVER_ERROR, { message: errorMessage(error) }),
    }),
  );
  const message = formMessage(form.formState.errors, ['address']);

  return (
    <form
      onSubmit={(event) => {
        // The dialog sits outside the composer's form, but a nested submit must never reach it.
        event.stopPropagation();
        void submit(event);
      }}
      noValidate
      aria-label={sms ? 'Add a number' : 'Add an email'}
      className="space-y-4 rounded-lg border border-gray-200 bg-gray-50/60 p-4"
    >
      <div>
        <p className="text-sm font-semibold text-gray-900">{sms ? 'Add a number' : 'Add an email'}</p>
        <p className="mt-0.5 text-sm text-gray-600">
          {sms
            ? 'We text it a 6-digit code. Tests go only to numbers you have verified.'
            : 'We email it a 6-digit code. Tests go only to addresses you have verified.'}
        </p>
      </div>
      <TextField
        id="test-recipient-address"
        label={sms ? 'Mobile number' : 'Email address'}
        type={sms ? 'tel' : 'email'}
        autoComplete={sms ? 'tel' : 'email'}
        placeholder={sms ? '(555) 123-4567' : 'you@example.com'}
        disabled={request.isPending}
        autoFocus
        {...form.register('address')}
      />
      {message && <Alert tone="error">{message}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={request.isPending}>
          Back
        </Button>
        <Button type="submit" loading={request.isPending}>
          {request.isPending ? 'Sending code...' : 'Send code'}
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
  const sms = recipient.channel === 'sms';
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
          toast.success(answer.message);
          onVerified(answer.recipient);
        },
        onError: (error) => form.setError(SERVER_ERROR, { message: errorMessage(error) }),
      },
    ),
  );
  const sendAgain = () =>
    resend.mutate(
      { channel: recipient.channel, address: recipient.address },
      {
        onSuccess: (answer) => {
          form.reset({ code: '' });
          toast.success(answer.message);
        },
        onError: (error) => form.setError(SERVER_ERROR, { message: errorMessage(error) }),
      },
    );
  const message = formMessage(form.formState.errors, ['code']);
  const Icon = sms ? MessageSquareText : MailCheck;
  const code = form.register('code');

  return (
    <form
      onSubmit={(event) => {
        event.stopPropagation();
        void submit(event);
      }}
      noValidate
      aria-label="Enter the code"
      className="space-y-4 rounded-lg border border-gray-200 bg-gray-50/60 p-4"
    >
      <div className="flex gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Icon className="size-4" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold text-gray-900">Enter the code</p>
          <p className="mt-0.5 text-sm break-words text-gray-600">
            We {sms ? 'texted' : 'emailed'} a 6-digit code to{' '}
            <span className="font-medium text-gray-900">{displayTestAddress(recipient.address)}</span>. It works for 10
            minutes.
          </p>
        </div>
      </div>
      <TextField
        id="test-recipient-code"
        label="6-digit code"
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
          {resend.isPending ? 'Sending...' : 'Send a new code'}
        </Button>
        <div className="flex gap-2">
          <Button variant="ghost" onClick={onCancel} disabled={verify.isPending}>
            Back
          </Button>
          <Button type="submit" loading={verify.isPending}>
            {verify.isPending ? 'Verifying...' : 'Verify'}
          </Button>
        </div>
      </div>
    </form>
  );
}
