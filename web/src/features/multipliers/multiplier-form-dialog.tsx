import { zodResolver } from '@hookform/resolvers/zod';
import {
  MULTIPLIER_LIMITS,
  type TLocation,
  type TMultiplierFields,
  type TMultiplierKind,
  type TMultiplierRule,
  ZMultiplierInput,
} from '@regulars/contracts';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCreateMultiplier, useUpdateMultiplier } from '../../api/multipliers.ts';
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
import { Input } from '../../components/ui/input.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { IN_OUR_WORDS, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { KindChoice } from './kind-choice.tsx';
import { LocationChoice } from './location-choice.tsx';
import {
  newMultiplierValues,
  parseFactor,
  serverFieldErrors,
  type TMultiplierValues,
  valuesOfRule,
} from './multiplier-form.ts';
import { multiplierMessageIn, multiplierRefusal } from './multiplier-refusal.ts';
import { kindName } from './multiplier-words.ts';
import { WhenFields } from './when-fields.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The multiplier being edited; none: a new one. */
  rule: TMultiplierRule | null;
  locations: readonly TLocation[];
  /** The zone its hours and days are read in (null: UTC). */
  timeZone: string | null;
};

const valuesOf = (rule: TMultiplierRule | null, words: TAppWords) =>
  rule ? valuesOfRule(rule) : newMultiplierValues('happy_hour', kindName('happy_hour', words));

/** Add / Edit a multiplier: its kind, name, factor, when it applies and where. */
export function MultiplierFormDialog({ open, onOpenChange, rule, locations, timeZone }: Props) {
  const words = useAppWords();
  const { t } = words;
  const create = useCreateMultiplier();
  const update = useUpdateMultiplier();
  const busy = create.isPending || update.isPending;
  const form = useForm<TMultiplierValues, unknown, TMultiplierFields>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZMultiplierInput, IN_OUR_WORDS),
    defaultValues: valuesOf(rule, words),
  });
  const errors = form.formState.errors;
  // The contract's checks and the server's refusals are English: said in the user's language when known.
  const said = (message: string | undefined) => (message ? multiplierMessageIn(words, message) : undefined);

  // Each opening starts from the multiplier as saved (or a new happy hour).
  const { reset } = form;
  useEffect(() => {
    if (open) reset(valuesOf(rule, words));
  }, [open, rule, reset, words]);

  function close(next: boolean) {
    if (busy) return;
    if (!next) {
      create.reset();
      update.reset();
    }
    onOpenChange(next);
  }

  // A name still the kind's own follows the kind; one the owner wrote stays.
  const changeKind = (kind: TMultiplierKind) => {
    const name = form.getValues('name').trim();
    const previous = kindName(form.getValues('kind'), words);
    form.setValue('kind', kind);
    if (name === '' || name === previous) form.setValue('name', kindName(kind, words));
    form.clearErrors();
  };

  const submit = form.handleSubmit((fields) => {
    const done = (text: string) => () => {
      toast.success(text, { description: fields.name });
      onOpenChange(false);
    };
    const failed = (caught: unknown) => {
      const named = serverFieldErrors(caught);
      for (const [field, message] of named) form.setError(field, { message });
      if (named.length === 0) {
        form.setError(SERVER_ERROR, {
          message: multiplierRefusal(words, caught, 'growth.multipliers.refusal.saveFailed'),
        });
      }
    };
    if (rule) {
      update.mutate({ id: rule.id, input: fields }, { onSuccess: done(t('growth.multiplier.saved')), onError: failed });
    } else {
      create.mutate(fields, { onSuccess: done(t('growth.multiplier.added')), onError: failed });
    }
  });

  const factorError = said(errors.factor?.message);
  const problem = errors.root?.server?.message;
  // The refusal shows at the foot of a long form: on a phone it is scrolled to, not left below the fold.
  const problemRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [problem]);

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-xl">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>
              {rule ? t('growth.multipliers.editNamed', { name: rule.name }) : t('growth.multipliers.add')}
            </DialogTitle>
            <DialogDescription>{t('growth.multiplier.description', { zone: timeZone ?? 'UTC' })}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-5">
            {!rule && (
              <Controller
                control={form.control}
                name="kind"
                render={({ field }) => <KindChoice value={field.value} onChange={changeKind} disabled={busy} />}
              />
            )}
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
              <TextField
                id="multiplier-name"
                label={t('growth.multiplier.name')}
                autoComplete="off"
                maxLength={MULTIPLIER_LIMITS.name}
                disabled={busy}
                error={said(errors.name?.message)}
                {...form.register('name')}
              />
              <div className="space-y-1.5">
                <Label htmlFor="multiplier-factor">{t('growth.multiplier.factor')}</Label>
                <div className="relative">
                  <span
                    className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm font-semibold text-gray-500"
                    aria-hidden
                  >
                    ×
                  </span>
                  <Input
                    id="multiplier-factor"
                    inputMode="decimal"
                    autoComplete="off"
                    className="pl-7 tabular-nums"
                    disabled={busy}
                    aria-invalid={factorError ? true : undefined}
                    aria-describedby={
                      factorError ? 'multiplier-factor-hint multiplier-factor-error' : 'multiplier-factor-hint'
                    }
                    {...form.register('factor', { setValueAs: parseFactor })}
                  />
                </div>
                <FieldHint id="multiplier-factor-hint" className="mt-0">
                  {t('growth.multiplier.factorHint')}
                </FieldHint>
                {factorError && (
                  <p id="multiplier-factor-error" className="text-xs text-red-600">
                    {factorError}
                  </p>
                )}
              </div>
            </div>
            <WhenFields form={form} disabled={busy} />
            <Controller
              control={form.control}
              name="locationIds"
              render={({ field }) => (
                <LocationChoice
                  locations={locations}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  disabled={busy}
                  error={said(errors.locationIds?.message)}
                />
              )}
            />
            {problem && (
              <Alert tone="error" data-testid="multiplier-problem" ref={problemRef}>
                {problem}
              </Alert>
            )}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)} disabled={busy}>
              {t('growth.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {busy ? t('growth.saving') : rule ? t('growth.multiplier.saveOne') : t('growth.multipliers.add')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
