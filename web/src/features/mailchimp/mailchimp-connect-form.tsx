import { zodResolver } from '@hookform/resolvers/zod';
import { MAILCHIMP_MESSAGES, type TConnectMailchimp, ZConnectMailchimp } from '@regulars/contracts';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../api/client.ts';
import { useConnectMailchimp } from '../../api/mailchimp.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { fieldClasses } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { cn } from '../../lib/cn.ts';
import { formMessage, IN_OUR_WORDS, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';

/** The API key form: MailChimp checks the key before it is saved; the key is write-only from then on. */
export function MailchimpConnectForm({ canEdit }: { canEdit: boolean }) {
  const form = useForm<TConnectMailchimp>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZConnectMailchimp, IN_OUR_WORDS),
    defaultValues: { apiKey: '' },
  });
  const connect = useConnectMailchimp();
  const message = formMessage(form.formState.errors, ['apiKey']);

  const submit = form.handleSubmit(({ apiKey }) =>
    connect.mutate(apiKey, {
      onSuccess: () => toast.success(MAILCHIMP_MESSAGES.connected),
      onError: (error) => {
        form.setError(SERVER_ERROR, { message: errorMessage(error) });
        toast.error(MAILCHIMP_MESSAGES.connectFailed);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Connect MailChimp">
      <div className="space-y-4 px-6 py-5">
        {message && (
          <Alert tone="error" data-testid="mailchimp-error">
            {message}
          </Alert>
        )}
        <fieldset disabled={!canEdit} className="space-y-1.5">
          <label htmlFor="mailchimp-api-key" className="text-sm font-medium text-gray-700">
            MailChimp API key
          </label>
          <input
            id="mailchimp-api-key"
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder="0123456789abcdef0123456789abcdef-us21"
            aria-describedby="mailchimp-api-key-hint"
            aria-invalid={form.formState.errors.apiKey ? true : undefined}
            className={cn(fieldClasses, 'h-10 font-mono placeholder:font-sans')}
            {...form.register('apiKey')}
          />
          <p id="mailchimp-api-key-hint" className="text-xs text-gray-500">
            In MailChimp: Profile → Extras → API keys. Stored encrypted and never shown again, not even to you.
          </p>
        </fieldset>
      </div>
      {canEdit && (
        <div className="flex justify-end border-t border-gray-100 px-6 py-4">
          <Button type="submit" loading={connect.isPending} className="w-full sm:w-auto">
            {connect.isPending ? 'Connecting...' : 'Connect MailChimp'}
          </Button>
        </div>
      )}
    </form>
  );
}
