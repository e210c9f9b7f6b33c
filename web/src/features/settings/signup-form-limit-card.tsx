import { zodResolver } from '@hookform/resolvers/zod';
import {
  ENROL_DAILY_LIMIT_RANGE,
  SIGNUP_FORM_LIMIT_MESSAGES,
  type TSignupFormLimit,
  type TUpdateSignupFormLimit,
  ZUpdateSignupFormLimit,
} from '@regulars/contracts';
import { QrCode } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../api/client.ts';
import { useSaveSignupFormLimit, useSignupFormLimit } from '../../api/signup-form-limit.ts';
import { SettingsGroup } from '../../components/settings-group.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { formatCount, formatCountOf } from '../../lib/format-number.ts';

/** What today looks like under the ceiling, in a line under the field. */
function todayLine(limit: TSignupFormLimit): string {
  const joined = `${formatCountOf(limit.enrolledToday, 'guest')} signed up today`;
  return limit.reachedToday
    ? `${joined}: the form is closed until midnight UTC. Raise the limit to open it again.`
    : `${joined}, ${formatCount(limit.dailyLimit - limit.enrolledToday)} more before the form closes for the day.`;
}

/** The public sign-up form's daily ceiling: the team admin sets it, a team member sees it. */
export function SignupFormLimitCard({ canEdit }: { canEdit: boolean }) {
  const limit = useSignupFormLimit();
  const save = useSaveSignupFormLimit();
  const form = useForm<TUpdateSignupFormLimit>({
    resolver: zodResolver(ZUpdateSignupFormLimit),
    defaultValues: { dailyLimit: limit.data?.dailyLimit ?? 100 },
    reValidateMode: 'onSubmit',
  });
  const { errors, isDirty } = form.formState;
  const saved = limit.data?.dailyLimit;

  // Loaded, or saved elsewhere: an untouched field follows.
  useEffect(() => {
    if (saved !== undefined && !form.formState.isDirty) form.reset({ dailyLimit: saved });
  }, [saved, form]);

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        form.reset({ dailyLimit: answer.dailyLimit });
        toast.success(SIGNUP_FORM_LIMIT_MESSAGES.saved);
      },
      onError: (error) => {
        form.setError('dailyLimit', { message: errorMessage(error) });
        toast.error(SIGNUP_FORM_LIMIT_MESSAGES.failed, { description: errorMessage(error) });
      },
    }),
  );

  return (
    <Card id="signup-form" className="scroll-mt-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <QrCode className="size-4 text-brand-600" aria-hidden />
          Sign-up form
        </CardTitle>
        <CardDescription>How many guests can join through your QR codes each day.</CardDescription>
      </CardHeader>
      <form onSubmit={submit} noValidate aria-label="Sign-up form">
        <fieldset disabled={!canEdit || !limit.data}>
          <SettingsGroup
            title="Daily sign-up limit"
            description="Each sign-up sends a welcome text from your plan and counts toward your customer limit. Past this many in a day (UTC), the form asks guests to have staff add them, and we email you, so junk sign-ups can't run up your bill."
          >
            <div className="max-w-xs">
              <TextField
                id="signup-form-limit"
                label="Sign-ups per day"
                type="number"
                inputMode="numeric"
                min={ENROL_DAILY_LIMIT_RANGE.min}
                max={ENROL_DAILY_LIMIT_RANGE.max}
                step={1}
                hint={`From ${formatCount(ENROL_DAILY_LIMIT_RANGE.min)} to ${formatCount(ENROL_DAILY_LIMIT_RANGE.max)}.`}
                error={errors.dailyLimit?.message}
                {...form.register('dailyLimit', { valueAsNumber: true })}
              />
            </div>
            {limit.data && (
              <p
                data-testid="signup-form-today"
                className={
                  limit.data.reachedToday ? 'mt-3 text-sm font-medium text-amber-700' : 'mt-3 text-sm text-gray-500'
                }
              >
                {todayLine(limit.data)}
              </p>
            )}
            {limit.isError && (
              <p className="mt-3 text-sm text-red-600">{errorMessage(limit.error, 'Failed to load the limit')}</p>
            )}
          </SettingsGroup>
        </fieldset>
        {canEdit && (
          <div className="flex justify-end border-t border-gray-100 px-6 py-4">
            <Button type="submit" loading={save.isPending} disabled={!isDirty || !limit.data}>
              {save.isPending ? 'Saving...' : 'Save limit'}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
