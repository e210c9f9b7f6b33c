import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TCreateWebhookEndpoint,
  type TWebhookEndpointWithSecret,
  WEBHOOK_EVENTS,
  ZCreateWebhookEndpoint,
} from '@regulars/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../api/client.ts';
import { useCreateWebhookEndpoint } from '../../api/webhooks.ts';
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
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formMessage, IN_OUR_WORDS, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { EVENT_WORDS, webhookMessageIn } from './webhook-refusals.ts';
import { WebhooksSecret } from './webhooks-secret.tsx';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** "Add endpoint": the address, a description and the events to send; then its signing secret, once. */
export function WebhooksCreateDialog({ open, onOpenChange }: Props) {
  const { t } = useAppWords();
  const [created, setCreated] = useState<TWebhookEndpointWithSecret | null>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setCreated(null);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg">
        {created ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('integrations.webhooks.added')}</DialogTitle>
              <DialogDescription className="break-all">{created.endpoint.url}</DialogDescription>
            </DialogHeader>
            <DialogBody>
              <WebhooksSecret secret={created.secret} />
            </DialogBody>
            <DialogFooter>
              <Button onClick={() => close(false)}>{t('integrations.done')}</Button>
            </DialogFooter>
          </>
        ) : (
          open && <CreateForm onCreated={setCreated} onCancel={() => close(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CreateForm({
  onCreated,
  onCancel,
}: {
  onCreated: (c: TWebhookEndpointWithSecret) => void;
  onCancel: () => void;
}) {
  const words = useAppWords();
  const { t } = words;
  const form = useForm<TCreateWebhookEndpoint>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZCreateWebhookEndpoint, IN_OUR_WORDS),
    defaultValues: { url: '', description: '', events: ['visit.recorded', 'purchase.recorded'] },
  });
  const create = useCreateWebhookEndpoint();
  // The contract's check or the server's refusal (both English), in the user's language.
  const english = formMessage(form.formState.errors, ['url', 'description', 'events']);
  const message = english ? webhookMessageIn(words, english, 'integrations.webhooks.saveFailed') : null;
  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (answer) => {
        toast.success(t('integrations.webhooks.added'));
        onCreated(answer);
      },
      onError: (error) => form.setError(SERVER_ERROR, { message: errorMessage(error) }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('integrations.webhooks.add')} className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>{t('integrations.webhooks.add')}</DialogTitle>
        <DialogDescription>{t('integrations.webhooks.addDescription')}</DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-5">
        {message && (
          <Alert tone="error" data-testid="webhook-error">
            {message}
          </Alert>
        )}
        <TextField
          id="webhook-url"
          label={t('integrations.webhooks.url')}
          placeholder={t('integrations.webhooks.urlPlaceholder')}
          autoComplete="off"
          inputMode="url"
          aria-invalid={form.formState.errors.url ? true : undefined}
          {...form.register('url')}
        />
        <TextField
          id="webhook-description"
          label={t('integrations.webhooks.endpointDescription')}
          placeholder={t('integrations.webhooks.endpointDescriptionPlaceholder')}
          autoComplete="off"
          aria-invalid={form.formState.errors.description ? true : undefined}
          {...form.register('description')}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-gray-700">{t('integrations.webhooks.events')}</legend>
          <div className="grid gap-x-4 gap-y-2.5 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} htmlFor={`event-${event}`} className="flex cursor-pointer items-start gap-2.5">
                <input
                  id={`event-${event}`}
                  type="checkbox"
                  value={event}
                  className="mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-brand-600"
                  {...form.register('events')}
                />
                <span className="text-sm leading-5">
                  <span className="block font-medium text-gray-900">{t(EVENT_WORDS[event])}</span>
                  <code className="block font-mono text-xs text-gray-500">{event}</code>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </DialogBody>
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={create.isPending}>
          {t('integrations.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t(create.isPending ? 'integrations.webhooks.adding' : 'integrations.webhooks.add')}
        </Button>
      </DialogFooter>
    </form>
  );
}
