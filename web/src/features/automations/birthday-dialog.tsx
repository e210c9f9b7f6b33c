import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTOMATION_MESSAGES,
  BIRTHDAY_REWARD_DAYS,
  BIRTHDAY_REWARD_MAX_LENGTH,
  type TBirthdayAutomation,
} from '@regulars/contracts';
import { Mail, MessageSquare } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useSaveAutomation } from '../../api/automations.ts';
import { errorMessage } from '../../api/client.ts';
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
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { birthdayConfig, birthdayFields, type TBirthdayFields, ZBirthdayFields } from './automation-forms.ts';
import { ControlGroupSection } from './control-group-section.tsx';

type Props = { automation: TBirthdayAutomation; open: boolean; onOpenChange: (open: boolean) => void };

/** The birthday greeting's templates (read here, written in Templates) and the optional birthday reward. */
export function BirthdayDialog({ automation, open, onOpenChange }: Props) {
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
          toast.success(AUTOMATION_MESSAGES.saved);
          onOpenChange(false);
        },
        onError: (error) => toast.error(AUTOMATION_MESSAGES.saveFailed, { description: errorMessage(error) }),
      },
    ),
  );
  const { sms, email } = automation.messages;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-label="Birthday settings">
          <DialogHeader>
            <DialogTitle>Birthday settings</DialogTitle>
            <DialogDescription>
              Goes out at 9:00 on the customer’s birthday in your time zone, once a year.
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-6">
            <section aria-labelledby="birthday-messages-title">
              <h3 id="birthday-messages-title" className="text-sm font-medium text-gray-900">
                Greeting
              </h3>
              <p className="mt-1 text-sm text-gray-500">Your active Birthday templates are sent.</p>
              <ul className="mt-3 space-y-2 text-sm">
                <TemplateLine icon={MessageSquare} channel="SMS" name={sms?.name ?? null} to="/sms-templates" />
                <TemplateLine icon={Mail} channel="Email" name={email?.name ?? null} to="/email-templates" />
              </ul>
            </section>

            <section aria-labelledby="birthday-reward-label" className="border-t border-gray-100 pt-5">
              <div className="flex items-start justify-between gap-4">
                <div>
                  <h3 id="birthday-reward-label" className="text-sm font-medium text-gray-900">
                    Birthday reward
                  </h3>
                  <p id="birthday-reward-hint" className="mt-1 text-sm text-gray-500">
                    Issued once a year on the birthday, ready to redeem at check-in. Add {'{reward}'} to your birthday
                    template to name it.
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
                      label="Reward"
                      placeholder="Free coffee"
                      maxLength={BIRTHDAY_REWARD_MAX_LENGTH}
                      error={errors.description?.message}
                      {...form.register('description')}
                    />
                  </div>
                  <TextField
                    id="birthday-reward-days"
                    label="Valid for (days)"
                    type="number"
                    inputMode="numeric"
                    min={BIRTHDAY_REWARD_DAYS.min}
                    max={BIRTHDAY_REWARD_DAYS.max}
                    error={errors.validDays?.message}
                    {...form.register('validDays', { valueAsNumber: true })}
                  />
                </div>
              )}
            </section>

            <ControlGroupSection
              id="birthday"
              hint="On each birthday a few customers are held back at random: no greeting and no reward that year. Comparing who comes back in each group shows whether the birthday offer works."
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
              {save.isPending ? 'Saving...' : 'Save'}
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
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Icon className="size-4 shrink-0 text-gray-400" aria-hidden />
      <span className="font-medium text-gray-700">{channel}:</span>
      {name ? (
        <span className="text-gray-900">{name}</span>
      ) : (
        <span className="text-gray-500">
          none active ·{' '}
          <Link to={to} className="font-medium text-brand-700 hover:underline">
            create one
          </Link>
        </span>
      )}
    </li>
  );
}
