import { zodResolver } from '@hookform/resolvers/zod';
import { type TMultiplierSettings, ZMultiplierSettings } from '@regulars/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSetMultiplierCombine } from '../../api/multipliers.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { IN_OUR_WORDS, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { parseFactor } from './multiplier-form.ts';
import { multiplierMessageIn, multiplierRefusal } from './multiplier-refusal.ts';
import { combineText } from './multiplier-words.ts';

type TValues = z.input<typeof ZMultiplierSettings>;

/** How several multipliers that apply at once combine, in words, and the small form that changes it. */
export function CombineRuleForm({ settings }: { settings: TMultiplierSettings }) {
  const words = useAppWords();
  const { t } = words;
  const [editing, setEditing] = useState(false);
  const save = useSetMultiplierCombine();
  const form = useForm<TValues, unknown, TMultiplierSettings>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZMultiplierSettings, IN_OUR_WORDS),
    defaultValues: { combine: settings.combine, ceiling: settings.ceiling },
  });
  const errors = form.formState.errors;

  const open = () => {
    form.reset({ combine: settings.combine, ceiling: settings.ceiling });
    save.reset();
    setEditing(true);
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('growth.multipliers.combineSaved'));
        setEditing(false);
      },
      onError: (error) =>
        form.setError(SERVER_ERROR, {
          message: multiplierRefusal(words, error, 'growth.multipliers.refusal.saveFailed'),
        }),
    }),
  );

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-sm text-gray-700" data-testid="multipliers-combine">
          {combineText(settings, words)}
        </p>
        <Button variant="link" size="sm" className="h-auto" onClick={open}>
          {t('growth.multipliers.change')}
        </Button>
      </div>
    );
  }

  const ceilingError = errors.ceiling?.message && multiplierMessageIn(words, errors.ceiling.message);
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={t('growth.multipliers.combineForm')}>
      <fieldset>
        <legend className="text-sm font-medium text-gray-700">{t('growth.multipliers.combineLegend')}</legend>
        <div className="mt-2 space-y-2">
          <label className="flex cursor-pointer items-center gap-2.5 text-sm text-gray-900">
            <input
              type="radio"
              value="largest"
              className="size-4 shrink-0 accent-brand-600"
              disabled={save.isPending}
              {...form.register('combine')}
            />
            {t('growth.multipliers.largestOption')}
          </label>
          <div className="flex flex-wrap items-center gap-x-2.5 gap-y-2">
            <label className="flex cursor-pointer items-center gap-2.5 text-sm text-gray-900">
              <input
                type="radio"
                value="multiply"
                className="size-4 shrink-0 accent-brand-600"
                disabled={save.isPending}
                {...form.register('combine')}
              />
              {t('growth.multipliers.multiplyOption')}
            </label>
            <div className="relative w-24">
              <span
                className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm font-semibold text-gray-500"
                aria-hidden
              >
                ×
              </span>
              <Input
                aria-label={t('growth.multipliers.ceiling')}
                inputMode="decimal"
                autoComplete="off"
                className="h-9 pl-7 tabular-nums"
                disabled={save.isPending}
                aria-invalid={ceilingError ? true : undefined}
                aria-describedby={ceilingError ? 'multiplier-ceiling-error' : undefined}
                {...form.register('ceiling', { setValueAs: parseFactor })}
              />
            </div>
            <span className="text-sm text-gray-900">{t('growth.multipliers.inAll')}</span>
          </div>
        </div>
        {ceilingError && (
          <p id="multiplier-ceiling-error" className="mt-1.5 text-xs text-red-600">
            {ceilingError}
          </p>
        )}
      </fieldset>
      {errors.root?.server?.message && <Alert tone="error">{errors.root.server.message}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={save.isPending}>
          {save.isPending ? t('growth.saving') : t('growth.save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setEditing(false)} disabled={save.isPending}>
          {t('growth.cancel')}
        </Button>
      </div>
    </form>
  );
}
