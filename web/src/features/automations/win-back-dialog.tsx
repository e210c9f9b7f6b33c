import { zodResolver } from '@hookform/resolvers/zod';
import { type TWinBackAutomation, WIN_BACK_DAYS, ZWinBackConfig } from '@regulars/contracts';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useSaveAutomation } from '../../api/automations.ts';
import { useTemplates } from '../../api/templates.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxCard } from '../../components/ui/checkbox-card.tsx';
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
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { formatCountIn } from '../../lib/format-number.ts';
import { partsAround } from '../../lib/parts-around.ts';
import {
  checkControlFields,
  type TWinBackFields,
  winBackConfig,
  winBackFields,
  winBackOnNote,
  ZControlFields,
} from './automation-forms.ts';
import { automationMessageIn, automationRefusal } from './automation-refusals.ts';
import { ControlGroupSection } from './control-group-section.tsx';
import { serverFieldError } from './server-field-error.ts';
import { TemplateSelect } from './template-select.tsx';
import { TemplatesSentence } from './templates-sentence.tsx';

const ZFields = z
  .object({
    days: ZWinBackConfig.shape.days.unwrap(),
    byRhythm: z.boolean(),
    smsTemplateId: z.string(),
    emailTemplateId: z.string(),
    ...ZControlFields.shape,
  })
  .superRefine(checkControlFields);
const FIELDS = ['days', 'smsTemplateId', 'emailTemplateId'] as const;

type Props = {
  automation: TWinBackAutomation;
  postalAddressMissing: boolean;
  open: boolean;
  /** Opened from the switch: saving also switches it on. */
  enableOnSave: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Win-back's settings: how many days without a visit, and the SMS and email it sends. */
export function WinBackDialog({ automation, postalAddressMissing, open, enableOnSave, onOpenChange }: Props) {
  const words = useAppWords();
  const { t, locale } = words;
  const form = useForm<TWinBackFields>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZFields),
    defaultValues: winBackFields(automation.config),
  });
  const sms = useTemplates('sms');
  const email = useTemplates('email');
  const save = useSaveAutomation();
  const { errors } = form.formState;

  // Each opening starts from what is saved.
  useEffect(() => {
    if (open) {
      form.reset(winBackFields(automation.config));
      save.reset();
    }
  }, [open, automation.config, form, save.reset]);

  const enabled = enableOnSave || automation.enabled;
  const submit = form.handleSubmit((fields) =>
    save.mutate(
      { kind: 'win_back', body: { enabled, config: winBackConfig(fields) } },
      {
        onSuccess: (panel) => {
          const saved = panel.winBack;
          toast.success(enableOnSave ? t('automations.winBack.switchedOn') : t('automations.saved'), {
            description: saved.enabled ? winBackOnNote(saved.config, saved.lapsedCustomers, words) : undefined,
          });
          onOpenChange(false);
        },
        onError: (error) => {
          const field = serverFieldError(error, FIELDS);
          // The field keeps the server's English, said in the user's language where it shows.
          if (field && error instanceof Error) form.setError(field, { message: error.message });
          toast.error(t('automations.saveFailed'), { description: automationRefusal(words, error) });
        },
      },
    ),
  );
  const emailChosen = form.watch('emailTemplateId') !== '';
  const keepControl = form.watch('keepControl');
  const fieldError = (message: string | undefined) => automationMessageIn(words, message);
  // The sentence in two around its link, wherever the language puts it.
  const [addressBefore, addressAfter] = partsAround((link) => t('automations.winBack.addressAlert', { link }));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          onSubmit={submit}
          noValidate
          className="flex min-h-0 flex-1 flex-col"
          aria-label={t('automations.winBack.settings')}
        >
          <DialogHeader>
            <DialogTitle>{t('automations.winBack.settings')}</DialogTitle>
            <DialogDescription>{t('automations.winBack.settingsDescription')}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-5">
            <TextField
              id="win-back-days"
              label={t('automations.winBack.days')}
              type="number"
              inputMode="numeric"
              min={WIN_BACK_DAYS.min}
              max={WIN_BACK_DAYS.max}
              className="w-32"
              hint={t('automations.winBack.daysHint', {
                min: formatCountIn(WIN_BACK_DAYS.min, locale),
                max: formatCountIn(WIN_BACK_DAYS.max, locale),
                days: formatCountIn(WIN_BACK_DAYS.default, locale),
              })}
              error={fieldError(errors.days?.message)}
              {...form.register('days', { valueAsNumber: true })}
            />
            <CheckboxCard
              id="win-back-by-rhythm"
              label={t('automations.winBack.byRhythm')}
              hint={t('automations.winBack.byRhythmHint')}
              {...form.register('byRhythm')}
            />
            <Controller
              control={form.control}
              name="smsTemplateId"
              render={({ field }) => (
                <TemplateSelect
                  id="win-back-sms"
                  label={t('automations.winBack.sms')}
                  channel="sms"
                  templates={sms.data?.templates}
                  loading={sms.isPending}
                  value={field.value}
                  onChange={field.onChange}
                  hint={t('automations.winBack.smsHint')}
                  error={fieldError(errors.smsTemplateId?.message)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="emailTemplateId"
              render={({ field }) => (
                <TemplateSelect
                  id="win-back-email"
                  label={t('automations.winBack.email')}
                  channel="email"
                  templates={email.data?.templates}
                  loading={email.isPending}
                  value={field.value}
                  onChange={field.onChange}
                  hint={t('automations.winBack.emailHint')}
                  error={fieldError(errors.emailTemplateId?.message)}
                />
              )}
            />
            {emailChosen && postalAddressMissing && (
              <Alert tone="info">
                {addressBefore}
                <Link to="/settings" className="font-medium underline">
                  {t('automations.winBack.addressAlert.link')}
                </Link>
                {addressAfter}
              </Alert>
            )}
            <p className="text-xs text-gray-500">
              <TemplatesSentence
                sentence={(links) => t('automations.winBack.otherMessage', links)}
                linkClassName="font-medium text-brand-700 hover:underline"
              />
            </p>
            <ControlGroupSection
              id="win-back"
              hint={t('automations.winBack.controlHint')}
              keep={keepControl}
              onKeepChange={(keep) => form.setValue('keepControl', keep, { shouldDirty: true })}
              share={form.register('controlShare', { valueAsNumber: true })}
              window={form.register('outcomeWindowDays', { valueAsNumber: true })}
              shareError={fieldError(errors.controlShare?.message)}
              windowError={fieldError(errors.outcomeWindowDays?.message)}
            />
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('automations.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {save.isPending
                ? t('automations.saving')
                : enableOnSave
                  ? t('automations.winBack.saveAndSwitchOn')
                  : t('automations.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
