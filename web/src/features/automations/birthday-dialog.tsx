import { zodResolver } from '@hookform/resolvers/zod';
import { BIRTHDAY_REWARD_DAYS, BIRTHDAY_REWARD_MAX_LENGTH, type TBirthdayAutomation } from '@regulars/contracts';
import { Mail, MessageSquare } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useSaveAutomation } from '../../api/automations.ts';
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
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { birthdayConfig, birthdayFields, type TBirthdayFields, ZBirthdayFields } from './automation-forms.ts';
import { automationMessageIn, automationRefusal } from './automation-refusals.ts';
import { ControlGroupSection } from './control-group-section.tsx';

type Props = { automation: TBirthdayAutomation; open: boolean; onOpenChange: (open: boolean) => void };

/** The birthday greeting's templates (read here, written in Templates) and the optional birthday reward. */
export function BirthdayDialog({ automation, open, onOpenChange }: Props) {
  const words = useAppWords();
  const { t } = words;
  const form = useForm<TBirthdayFields>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZBirthdayFields),
    defaultValues: birthdayFields(automation.config),
  });
  const save = useSaveAutomation();
  const { errors } = form.formState;
  const rewardOn = form.watch('rewardOn');
  const keepControl = form.watch('keepControl');

  useEffect(() => {
    if (open) {
      form.reset(birthdayFields(automation.config));
      save.reset();
    }
  }, [open, automation.config, form, save.reset]);

  const submit = form.handleSubmit((fields) =>
    save.mutate(
      { kind: 'birthday', body: { enabled: automation.enabled, config: birthdayConfig(fields) } },
      {
        onSuccess: () => {
          toast.success(t('automations.saved'));
          onOpenChange(false);
        },
        onError: (error) => toast.error(t('automations.saveFailed'), { description: automationRefusal(words, error) }),
      },
    ),
  );
  const { sms, email } = automation.messages;
  const fieldError = (message: string | undefined) => automationMessageIn(words, message);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          onSubmit={submit}
          noValidate
          className="flex min-h-0 flex-1 flex-col"
          aria-label={t('automations.birthday.settings')}
        >
          <DialogHeader>
            <DialogTitle>{t('automations.birthday.settings')}</DialogTitle>
            <DialogDescription>{t('automations.birthday.settingsDescription')}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-6">
            <section aria-labelledby="birthday-messages-title">
              <h3 id="birthday-messages-title" className="text-sm font-medium text-gray-900">
                {t('automations.birthday.greeting')}
              </h3>
              <p className="mt-1 text-sm text-gray-500">{t('automations.birthday.greetingNote')}</p>
              <ul className="mt-3 space-y-2 text-sm">
                <TemplateLine
                  icon={MessageSquare}
                  channel={t('automations.row.sms')}
                  name={sms?.name ?? null}
                  to="/sms-templates"
                />
                <TemplateLine
                  icon={Mail}
                  channel={t('automations.row.email')}
                  name={email?.name ?? null}
                  to="/email-templates"
                />
              </ul>
            </section>

            <section aria-labelledby="birthday-reward-label" className="border-t border-gray-100 pt-5">
              <div className="flex items-start justify-between gap-4">
                <div>
                  <h3 id="birthday-reward-label" className="text-sm font-medium text-gray-900">
                    {t('automations.birthday.reward')}
                  </h3>
                  <p id="birthday-reward-hint" className="mt-1 text-sm text-gray-500">
                    {t('automations.birthday.rewardHint', { placeholder: '{reward}' })}
                  </p>
                </div>
                <Controller
                  control={form.control}
                  name="rewardOn"
                  render={({ field }) => (
                    <ToggleSwitch
                      id="birthday-reward"
                      checked={field.value}
                      onChange={field.onChange}
                      aria-labelledby="birthday-reward-label"
                      aria-describedby="birthday-reward-hint"
                    />
                  )}
                />
              </div>
              {rewardOn && (
                <div className="mt-4 grid gap-4 sm:grid-cols-3">
                  <div className="sm:col-span-2">
                    <TextField
                      id="birthday-reward-description"
                      label={t('automations.birthday.rewardField')}
                      placeholder={t('automations.birthday.rewardPlaceholder')}
                      maxLength={BIRTHDAY_REWARD_MAX_LENGTH}
                      error={fieldError(errors.description?.message)}
                      {...form.register('description')}
                    />
                  </div>
                  <TextField
                    id="birthday-reward-days"
                    label={t('automations.birthday.validDays')}
                    type="number"
                    inputMode="numeric"
                    min={BIRTHDAY_REWARD_DAYS.min}
                    max={BIRTHDAY_REWARD_DAYS.max}
                    error={fieldError(errors.validDays?.message)}
                    {...form.register('validDays', { valueAsNumber: true })}
                  />
                </div>
              )}
            </section>

            <ControlGroupSection
              id="birthday"
              hint={t('automations.birthday.controlHint')}
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
              {save.isPending ? t('automations.saving') : t('automations.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function TemplateLine({
  icon: Icon,
  channel,
  name,
  to,
}: {
  icon: typeof Mail;
  channel: string;
  name: string | null;
  to: string;
}) {
  const { t } = useAppWords();
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Icon className="size-4 shrink-0 text-gray-400" aria-hidden />
      <span className="font-medium text-gray-700">{channel}</span>
      {name ? (
        <span className="text-gray-900">{name}</span>
      ) : (
        <span className="text-gray-500">
          {t('automations.birthday.noneActive')} ·{' '}
          <Link to={to} className="font-medium text-brand-700 hover:underline">
            {t('automations.birthday.createOne')}
          </Link>
        </span>
      )}
    </li>
  );
}
