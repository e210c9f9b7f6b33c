import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TSendingSettings,
  type TUpdateSendingSettings,
  type TUpdateSendingSettingsInput,
  ZUpdateSendingSettings,
} from '@regulars/contracts';
import { ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useSaveSendingSettings } from '../../api/settings.ts';
import { SettingsGroup } from '../../components/settings-group.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { TimeZoneSelect } from '../../components/ui/time-zone-select.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { IN_OUR_WORDS } from '../../lib/form-message.ts';
import { fieldOfError } from './field-of-error.ts';
import { QuietHoursFields } from './quiet-hours-fields.tsx';
import { SENDING_FIELDS, sendingDefaults } from './sending-form.ts';
import { settingsFieldMessage, settingsRefusal } from './settings-refusals.ts';
import { TimeZonePrompt } from './time-zone-prompt.tsx';

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-xs text-red-600">
      {message}
    </p>
  );
}

/** The business's postal address, HELP contact, time zone and quiet hours, each with why the law or customers need it. */
export function SendingSettingsCard({ sending, canEdit }: { sending: TSendingSettings; canEdit: boolean }) {
  const words = useAppWords();
  const { t } = words;
  const form = useForm<TUpdateSendingSettingsInput, unknown, TUpdateSendingSettings>({
    resolver: zodResolver(ZUpdateSendingSettings, IN_OUR_WORDS),
    defaultValues: sendingDefaults(sending),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const save = useSaveSendingSettings();
  const { errors, isDirty } = form.formState;
  const zoneProposed = sending.timeZone === null;

  // Saved elsewhere (another tab, the team admin): an untouched form follows.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(sendingDefaults(sending));
  }, [sending, form]);

  // Arriving from a link to the address (#postal-address, as the campaign composer's): straight to the field, once
  // it can be typed in (the form is disabled until we know who may edit).
  const { hash } = useLocation();
  useEffect(() => {
    // By id: the form's reset above lets go of its fields until the next render.
    if (canEdit && hash === '#postal-address') document.getElementById('postal-address')?.focus();
  }, [canEdit, hash]);

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(sendingDefaults(saved));
        toast.success(t('settings.sending.saved'));
      },
      onError: (error) => {
        const field = fieldOfError(error, SENDING_FIELDS);
        // The server's English: shown in the user's words with the field's own checks.
        if (field) form.setError(field, { message: errorMessage(error) });
        toast.error(t('settings.sending.failed'), { description: settingsRefusal(words, error) });
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-4 text-brand-600" aria-hidden />
          {t('settings.sending.title')}
        </CardTitle>
        <CardDescription>{t('settings.sending.description')}</CardDescription>
      </CardHeader>
      {canEdit && zoneProposed && (
        <TimeZonePrompt sending={sending} onSaved={(zone) => form.resetField('timeZone', { defaultValue: zone })} />
      )}
      <form onSubmit={submit} noValidate aria-label={t('settings.sending.form')}>
        <fieldset disabled={!canEdit} className="divide-y divide-gray-100">
          <SettingsGroup
            title={t('settings.sending.addressTitle')}
            description={t('settings.sending.addressDescription')}
          >
            <div>
              <Label htmlFor="postal-address">{t('settings.sending.address')}</Label>
              <Textarea
                id="postal-address"
                rows={3}
                className="mt-1.5"
                placeholder={t('settings.sending.addressPlaceholder')}
                aria-invalid={errors.postalAddress ? true : undefined}
                aria-describedby={errors.postalAddress ? 'postal-address-error' : undefined}
                {...form.register('postalAddress')}
              />
              <FieldError
                id="postal-address-error"
                message={settingsFieldMessage(words, errors.postalAddress?.message)}
              />
            </div>
          </SettingsGroup>

          <SettingsGroup title={t('settings.sending.helpTitle')} description={t('settings.sending.helpDescription')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="contact-phone"
                label={t('settings.sending.phone')}
                type="tel"
                autoComplete="tel"
                placeholder="+1 415 555 0100"
                error={settingsFieldMessage(words, errors.contactPhone?.message)}
                {...form.register('contactPhone')}
              />
              <TextField
                id="contact-email"
                label={t('settings.sending.email')}
                type="email"
                autoComplete="email"
                placeholder={t('settings.sending.emailPlaceholder')}
                error={settingsFieldMessage(words, errors.contactEmail?.message)}
                {...form.register('contactEmail')}
              />
            </div>
          </SettingsGroup>

          <SettingsGroup title={t('settings.sending.zoneTitle')} description={t('settings.sending.zoneDescription')}>
            <div>
              <Label htmlFor="time-zone">{t('settings.sending.zone')}</Label>
              <div className="mt-1.5">
                <Controller
                  control={form.control}
                  name="timeZone"
                  render={({ field }) => (
                    <TimeZoneSelect
                      id="time-zone"
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      disabled={!canEdit}
                      invalid={Boolean(errors.timeZone)}
                      aria-describedby={errors.timeZone ? 'time-zone-hint time-zone-error' : 'time-zone-hint'}
                    />
                  )}
                />
              </div>
              <FieldHint id="time-zone-hint">
                {zoneProposed ? t('settings.sending.zoneProposed') : t('settings.sending.zoneSearch')}
              </FieldHint>
              <FieldError id="time-zone-error" message={settingsFieldMessage(words, errors.timeZone?.message)} />
            </div>
          </SettingsGroup>

          <SettingsGroup title={t('settings.sending.quietTitle')} description={t('settings.sending.quietDescription')}>
            <QuietHoursFields control={form.control} register={form.register} errors={errors} />
          </SettingsGroup>
        </fieldset>
        {canEdit && (
          <div className="flex flex-col-reverse gap-2 border-t border-gray-100 px-6 py-4 sm:flex-row sm:justify-end">
            <Button
              variant="ghost"
              disabled={!isDirty || save.isPending}
              onClick={() => form.reset(sendingDefaults(sending))}
            >
              {t('settings.sending.discard')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!isDirty && !zoneProposed}>
              {save.isPending ? t('settings.saving') : t('settings.sending.save')}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
