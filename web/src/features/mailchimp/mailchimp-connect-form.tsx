import { zodResolver } from '@hookform/resolvers/zod';
import { type TConnectMailchimp, ZConnectMailchimp } from '@regulars/contracts';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../api/client.ts';
import { useConnectMailchimp } from '../../api/mailchimp.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { fieldClasses } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { formMessage, IN_OUR_WORDS, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { mailchimpMessageIn } from './mailchimp-refusals.ts';

/** The API key form: MailChimp checks the key before it is saved; the key is write-only from then on. */
export function MailchimpConnectForm({ canEdit }: { canEdit: boolean }) {
  const words = useAppWords();
  const { t } = words;
  const form = useForm<TConnectMailchimp>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZConnectMailchimp, IN_OUR_WORDS),
    defaultValues: { apiKey: '' },
  });
  const connect = useConnectMailchimp();
  // The key's check or the server's refusal (English, as the contract and the server write it), in the user's language.
  const english = formMessage(form.formState.errors, ['apiKey']);
  const message = english ? mailchimpMessageIn(words, english, 'integrations.mailchimp.connectFailed') : null;

  const submit = form.handleSubmit(({ apiKey }) =>
    connect.mutate(apiKey, {
      onSuccess: () => toast.success(t('integrations.mailchimp.connected')),
      onError: (error) => {
        form.setError(SERVER_ERROR, { message: errorMessage(error) });
        toast.error(t('integrations.mailchimp.connectFailed'));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('integrations.mailchimp.connect')}>
      <div className="space-y-4 px-6 py-5">
        {message && (
          <Alert tone="error" data-testid="mailchimp-error">
            {message}
          </Alert>
        )}
        <fieldset disabled={!canEdit} className="space-y-1.5">
          <label htmlFor="mailchimp-api-key" className="text-sm font-medium text-gray-700">
            {t('integrations.mailchimp.apiKey')}
          </label>
          <input
            id="mailchimp-api-key"
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('integrations.mailchimp.apiKeyPlaceholder')}
            aria-describedby="mailchimp-api-key-hint"
            aria-invalid={form.formState.errors.apiKey ? true : undefined}
            className={cn(fieldClasses, 'h-10 font-mono placeholder:font-sans')}
            {...form.register('apiKey')}
          />
          <p id="mailchimp-api-key-hint" className="text-xs text-gray-500">
            {t('integrations.mailchimp.apiKeyHint')}
          </p>
        </fieldset>
      </div>
      {canEdit && (
        <div className="flex justify-end border-t border-gray-100 px-6 py-4">
          <Button type="submit" loading={connect.isPending} className="w-full sm:w-auto">
            {t(connect.isPending ? 'integrations.mailchimp.connecting' : 'integrations.mailchimp.connect')}
          </Button>
        </div>
      )}
    </form>
  );
}
