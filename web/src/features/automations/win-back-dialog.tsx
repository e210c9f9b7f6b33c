import { zodResolver } from '@hookform/resolvers/zod';
import { AUTOMATION_MESSAGES, type TWinBackAutomation, WIN_BACK_DAYS, ZWinBackConfig } from '@regulars/contracts';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useSaveAutomation } from '../../api/automations.ts';
import { errorMessage } from '../../api/client.ts';
import { useTemplates } from '../../api/templates.ts';
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
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import {
  checkControlFields,
  type TWinBackFields,
  winBackConfig,
  winBackFields,
  winBackOnNote,
  ZControlFields,
} from './automation-forms.ts';
import { ControlGroupSection } from './control-group-section.tsx';
import { serverFieldError } from './server-field-error.ts';
import { TemplateSelect } from './template-select.tsx';

const ZFields = z
  .object({
    days: ZWinBackConfig.shape.days.unwrap(),
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
          toast.success(enableOnSave ? 'Win-back switched on' : AUTOMATION_MESSAGES.saved, {
            description: saved.enabled ? winBackOnNote(saved.config.days, saved.lapsedCustomers) : undefined,
          });
          onOpenChange(false);
        },
        onError: (error) => {
          const field = serverFieldError(error, FIELDS);
          if (field) form.setError(field, { message: errorMessage(error) });
          toast.error(AUTOMATION_MESSAGES.saveFailed, { description: errorMessage(error) });
        },
      },
    ),
  );
  const emailChosen = form.watch('emailTemplateId') !== '';
  const keepControl = form.watch('keepControl');

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-label="Win-back settings">
          <DialogHeader>
            <DialogTitle>Win-back settings</DialogTitle>
            <DialogDescription>
              A customer who stops visiting gets your message once. If they come back and drift away again, they get it
              again.
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-5">
            <TextField
              id="win-back-days"
              label="Days without a visit"
              type="number"
              inputMode="numeric"
              min={WIN_BACK_DAYS.min}
              max={WIN_BACK_DAYS.max}
              className="w-32"
              hint={`Between ${WIN_BACK_DAYS.min} and ${WIN_BACK_DAYS.max}. ${WIN_BACK_DAYS.default} days suits most cafés and salons.`}
              error={errors.days?.message}
              {...form.register('days', { valueAsNumber: true })}
            />
            <Controller
              control={form.control}
              name="smsTemplateId"
              render={({ field }) => (
                <TemplateSelect
                  id="win-back-sms"
                  label="SMS message"
                  channel="sms"
                  templates={sms.data?.templates}
                  loading={sms.isPending}
                  value={field.value}
                  onChange={field.onChange}
                  hint="To customers who agreed to texts. Never delivered during your quiet hours."
                  error={errors.smsTemplateId?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="emailTemplateId"
              render={({ field }) => (
                <TemplateSelect
                  id="win-back-email"
                  label="Email message"
                  channel="email"
                  templates={email.data?.templates}
                  loading={email.isPending}
                  value={field.value}
                  onChange={field.onChange}
                  hint="To customers who agreed to email."
                  error={errors.emailTemplateId?.message}
                />
              )}
            />
            {emailChosen && postalAddressMissing && (
              <Alert tone="info">
                Marketing email needs your postal address.{' '}
                <Link to="/settings" className="font-medium underline">
                  Add it in Settings
                </Link>{' '}
                or the emails will not go out.
              </Alert>
            )}
            <p className="text-xs text-gray-500">
              Need a different message? Write one in{' '}
              <Link to="/sms-templates" className="font-medium text-brand-700 hover:underline">
                SMS templates
              </Link>{' '}
              or{' '}
              <Link to="/email-templates" className="font-medium text-brand-700 hover:underline">
                Email templates
              </Link>
              .
            </p>
            <ControlGroupSection
              id="win-back"
              hint="Each time a customer lapses, a few are held back at random: they get no message and cost nothing. Comparing who comes back in each group shows whether win-back works."
              keep={keepControl}
              onKeepChange={(keep) => form.setValue('keepControl', keep, { shouldDirty: true })}
              share={form.register('controlShare', { valueAsNumber: true })}
              window={form.register('outcomeWindowDays', { valueAsNumber: true })}
              shareError={errors.controlShare?.message}
              windowError={errors.outcomeWindowDays?.message}
            />
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {save.isPending ? 'Saving...' : enableOnSave ? 'Save and switch on' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
