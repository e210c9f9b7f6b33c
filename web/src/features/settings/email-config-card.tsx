import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TEmailConfig,
  type TSaveEmailConfig,
  type TSaveEmailConfigInput,
  ZSaveEmailConfig,
} from '@regulars/contracts';
import { Info, KeyRound } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../api/client.ts';
import { useMessageDelivery, useSaveEmailConfig } from '../../api/settings.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formMessage, IN_OUR_WORDS, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { apiKeyStatus, EMAIL_CONFIG_FIELDS, emailConfigDefaults } from './email-config-form.ts';
import { settingsMessageIn } from './settings-refusals.ts';

/**
 * Where messages go: the platform's central providers only when it has them; otherwise, plainly, the outbox (nothing
 * is said until that is known, so the page never claims a provider it does not have).
 */
function ProvidersNote() {
  const { t } = useAppWords();
  const delivery = useMessageDelivery().data;
  if (!delivery) return null;
  const note =
    delivery.email && delivery.sms
      ? t('settings.email.providersAll')
      : !delivery.email && !delivery.sms
        ? t('settings.email.providersNone')
        : delivery.email
          ? t('settings.email.providersNoSms')
          : t('settings.email.providersNoEmail');
  return (
    <div className="flex gap-3 rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-600 ring-1 ring-gray-200 ring-inset">
      <Info className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
      <p data-testid="providers-note">{note}</p>
    </div>
  );
}

/** The deprecated SendGrid configuration: the key is write-only (saved, never shown), the sender always required. */
export function EmailConfigCard({ config, canEdit }: { config: TEmailConfig; canEdit: boolean }) {
  const words = useAppWords();
  const { t } = words;
  const form = useForm<TSaveEmailConfigInput, unknown, TSaveEmailConfig>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZSaveEmailConfig, IN_OUR_WORDS),
    defaultValues: emailConfigDefaults(config),
  });
  const save = useSaveEmailConfig();
  const { errors } = form.formState;
  // The contract's or the server's English, in the user's words.
  const english = formMessage(form.formState.errors, EMAIL_CONFIG_FIELDS);
  const message = english && settingsMessageIn(words, english, 'settings.email.failed');

  useEffect(() => {
    if (!form.formState.isDirty) form.reset(emailConfigDefaults(config));
  }, [config, form]);

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(emailConfigDefaults(saved));
        toast.success(t('settings.email.saved'));
      },
      onError: (error) => {
        form.setError(SERVER_ERROR, { message: errorMessage(error) });
        toast.error(t('settings.email.failed'));
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{t('settings.email.title')}</CardTitle>
          <Badge tone="amber">{t('settings.email.deprecated')}</Badge>
        </div>
        <CardDescription>{t('settings.email.description')}</CardDescription>
      </CardHeader>
      <form onSubmit={submit} noValidate aria-label={t('settings.email.title')}>
        <div className="space-y-5 px-6 py-5">
          <ProvidersNote />
          {message && (
            <Alert tone="error" data-testid="email-config-error">
              {message}
            </Alert>
          )}
          <fieldset disabled={!canEdit} className="space-y-4">
            <div className="space-y-1.5">
              <div className="flex items-center justify-between gap-3">
                <label htmlFor="sendgrid-api-key" className="text-sm font-medium text-gray-700">
                  {t('settings.email.apiKey')}
                </label>
                <Badge tone={config.apiKeySet ? 'green' : 'neutral'} data-testid="api-key-status">
                  <KeyRound className="size-3" aria-hidden />
                  {apiKeyStatus(words, config)}
                </Badge>
              </div>
              <input
                id="sendgrid-api-key"
                type="password"
                autoComplete="off"
                spellCheck={false}
                placeholder={config.apiKeySet ? t('settings.email.keepKey') : t('settings.email.keyPlaceholder')}
                aria-describedby="sendgrid-api-key-hint"
                aria-invalid={errors.apiKey ? true : undefined}
                className="block h-10 w-full rounded-lg border-0 bg-white px-3 font-mono text-sm text-gray-900 shadow-xs ring-1 ring-gray-300 ring-inset placeholder:font-sans placeholder:text-gray-400 focus:ring-2 focus:ring-brand-600 focus:ring-inset focus:outline-none disabled:cursor-not-allowed disabled:bg-gray-50 aria-invalid:ring-red-400"
                {...form.register('apiKey')}
              />
              <p id="sendgrid-api-key-hint" className="text-xs text-gray-500">
                {t('settings.email.keyHint')}
              </p>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="sendgrid-from-email"
                label={t('settings.email.fromEmail')}
                type="email"
                placeholder={t('settings.email.fromEmailPlaceholder')}
                aria-invalid={errors.fromEmail ? true : undefined}
                {...form.register('fromEmail')}
              />
              <TextField
                id="sendgrid-from-name"
                label={t('settings.email.fromName')}
                placeholder={t('settings.email.fromNamePlaceholder')}
                aria-invalid={errors.fromName ? true : undefined}
                {...form.register('fromName')}
              />
            </div>
            <div className="flex items-start justify-between gap-4 rounded-lg px-0.5">
              <div>
                <p id="sendgrid-active-label" className="text-sm font-medium text-gray-900">
                  {t('settings.email.active')}
                </p>
                <p id="sendgrid-active-hint" className="text-xs text-gray-500">
                  {t('settings.email.activeHint')}
                </p>
              </div>
              <Controller
                control={form.control}
                name="active"
                render={({ field }) => (
                  <ToggleSwitch
                    id="sendgrid-active"
                    checked={field.value}
                    disabled={!canEdit}
                    onChange={field.onChange}
                    aria-labelledby="sendgrid-active-label"
                    aria-describedby="sendgrid-active-hint"
                  />
                )}
              />
            </div>
          </fieldset>
        </div>
        {canEdit && (
          <div className="flex justify-end border-t border-gray-100 px-6 py-4">
            <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
              {save.isPending ? t('settings.saving') : t('settings.email.save')}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
