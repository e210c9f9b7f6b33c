import { zodResolver } from '@hookform/resolvers/zod';
import {
  SETTINGS_MESSAGES,
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
import { formMessage, IN_OUR_WORDS, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { apiKeyStatus, EMAIL_CONFIG_FIELDS, emailConfigDefaults } from './email-config-form.ts';

/**
 * Where messages go: the platform's central providers only when it has them; otherwise, plainly, the outbox (nothing
 * is said until that is known, so the page never claims a provider it does not have).
 */
function ProvidersNote() {
  const delivery = useMessageDelivery().data;
  if (!delivery) return null;
  const neither = !delivery.email && !delivery.sms;
  const missing = neither ? 'email or SMS' : delivery.email ? 'SMS' : 'email';
  const kept = neither ? 'email and SMS' : missing;
  return (
    <div className="flex gap-3 rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-600 ring-1 ring-gray-200 ring-inset">
      <Info className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
      <p data-testid="providers-note">
        {delivery.email && delivery.sms
          ? "All email and SMS go through the platform's central providers: you don't need a SendGrid account to send messages. Fill this in only if you already use it."
          : `No ${missing} provider is configured on this platform yet: your ${kept} messages are kept in the outbox and nobody receives them. Fill this in only if you already use SendGrid.`}
      </p>
    </div>
  );
}

/** The deprecated SendGrid configuration: the key is write-only (saved, never shown), the sender always required. */
export function EmailConfigCard({ config, canEdit }: { config: TEmailConfig; canEdit: boolean }) {
  const form = useForm<TSaveEmailConfigInput, unknown, TSaveEmailConfig>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZSaveEmailConfig, IN_OUR_WORDS),
    defaultValues: emailConfigDefaults(config),
  });
  const save = useSaveEmailConfig();
  const { errors } = form.formState;
  const message = formMessage(form.formState.errors, EMAIL_CONFIG_FIELDS);

  useEffect(() => {
    if (!form.formState.isDirty) form.reset(emailConfigDefaults(config));
  }, [config, form]);

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(emailConfigDefaults(saved));
        toast.success(SETTINGS_MESSAGES.emailConfigSaved);
      },
      onError: (error) => {
        form.setError(SERVER_ERROR, { message: errorMessage(error) });
        toast.error(SETTINGS_MESSAGES.emailConfigFailed);
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>Email configuration</CardTitle>
          <Badge tone="amber">Deprecated</Badge>
        </div>
        <CardDescription>Your own SendGrid account, kept for businesses that set one up earlier.</CardDescription>
      </CardHeader>
      <form onSubmit={submit} noValidate aria-label="Email configuration">
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
                  SendGrid API key
                </label>
                <Badge tone={config.apiKeySet ? 'green' : 'neutral'} data-testid="api-key-status">
                  <KeyRound className="size-3" aria-hidden />
                  {apiKeyStatus(config)}
                </Badge>
              </div>
              <input
                id="sendgrid-api-key"
                type="password"
                autoComplete="off"
                spellCheck={false}
                placeholder={config.apiKeySet ? 'Leave blank to keep the saved key' : 'SG.…'}
                aria-describedby="sendgrid-api-key-hint"
                aria-invalid={errors.apiKey ? true : undefined}
                className="block h-10 w-full rounded-lg border-0 bg-white px-3 font-mono text-sm text-gray-900 shadow-xs ring-1 ring-gray-300 ring-inset placeholder:font-sans placeholder:text-gray-400 focus:ring-2 focus:ring-brand-600 focus:ring-inset focus:outline-none disabled:cursor-not-allowed disabled:bg-gray-50 aria-invalid:ring-red-400"
                {...form.register('apiKey')}
              />
              <p id="sendgrid-api-key-hint" className="text-xs text-gray-500">
                Stored encrypted and never shown again, not even to you.
              </p>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="sendgrid-from-email"
                label="From Email"
                type="email"
                placeholder="hello@yourbusiness.com"
                aria-invalid={errors.fromEmail ? true : undefined}
                {...form.register('fromEmail')}
              />
              <TextField
                id="sendgrid-from-name"
                label="From Name"
                placeholder="Your business"
                aria-invalid={errors.fromName ? true : undefined}
                {...form.register('fromName')}
              />
            </div>
            <div className="flex items-start justify-between gap-4 rounded-lg px-0.5">
              <div>
                <p id="sendgrid-active-label" className="text-sm font-medium text-gray-900">
                  Use this configuration
                </p>
                <p id="sendgrid-active-hint" className="text-xs text-gray-500">
                  When on, your emails go out through your SendGrid account and sender.
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
              {save.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
