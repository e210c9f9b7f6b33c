import { zodResolver } from '@hookform/resolvers/zod';
import {
  ENROL_DAILY_LIMIT_RANGE,
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
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';
import { settingsFieldMessage, settingsRefusal } from './settings-refusals.ts';

/** What today looks like under the ceiling, in a line under the field. */
function todayLine(words: TAppWords, limit: TSignupFormLimit): string {
  const count = limit.enrolledToday;
  return limit.reachedToday
    ? words.t('settings.signupLimit.todayClosed', { count })
    : words.t('settings.signupLimit.todayOpen', {
        count,
        left: formatCountIn(limit.dailyLimit - limit.enrolledToday, words.locale),
      });
}

/** The public sign-up form's daily ceiling: the team admin sets it, a team member sees it. */
export function SignupFormLimitCard({ canEdit }: { canEdit: boolean }) {
  const words = useAppWords();
  const { t } = words;
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
        toast.success(t('settings.signupLimit.saved'));
      },
      onError: (error) => {
        // The server's English: shown in the user's words with the field's own checks.
        form.setError('dailyLimit', { message: errorMessage(error) });
        toast.error(t('settings.signupLimit.failed'), { description: settingsRefusal(words, error) });
      },
    }),
  );

  return (
    <Card id="signup-form" className="scroll-mt-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <QrCode className="size-4 text-brand-600" aria-hidden />
          {t('settings.signupLimit.title')}
        </CardTitle>
        <CardDescription>{t('settings.signupLimit.description')}</CardDescription>
      </CardHeader>
      <form onSubmit={submit} noValidate aria-label={t('settings.signupLimit.title')}>
        <fieldset disabled={!canEdit || !limit.data}>
          <SettingsGroup
            title={t('settings.signupLimit.groupTitle')}
            description={t('settings.signupLimit.groupDescription')}
          >
            <div className="max-w-xs">
              <TextField
                id="signup-form-limit"
                label={t('settings.signupLimit.label')}
                type="number"
                inputMode="numeric"
                min={ENROL_DAILY_LIMIT_RANGE.min}
                max={ENROL_DAILY_LIMIT_RANGE.max}
                step={1}
                hint={t('settings.signupLimit.hint', {
                  min: formatCountIn(ENROL_DAILY_LIMIT_RANGE.min, words.locale),
                  max: formatCountIn(ENROL_DAILY_LIMIT_RANGE.max, words.locale),
                })}
                error={settingsFieldMessage(words, errors.dailyLimit?.message)}
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
                {todayLine(words, limit.data)}
              </p>
            )}
            {limit.isError && (
              <p className="mt-3 text-sm text-red-600">
                {settingsRefusal(words, limit.error, 'settings.signupLimit.loadFailed')}
              </p>
            )}
          </SettingsGroup>
        </fieldset>
        {canEdit && (
          <div className="flex justify-end border-t border-gray-100 px-6 py-4">
            <Button type="submit" loading={save.isPending} disabled={!isDirty || !limit.data}>
              {save.isPending ? t('settings.saving') : t('settings.signupLimit.save')}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
