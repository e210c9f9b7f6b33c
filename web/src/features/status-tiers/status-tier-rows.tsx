import { STATUS_LIMITS, type TStatusTier } from '@regulars/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { nextTier, numberOr, removedHeldTiers, type TStatusForm } from './status-tier-form.ts';
import { statusMessageIn } from './status-tier-refusal.ts';
import { removedTierText, tierNames } from './status-tier-words.ts';
import { TierRewardFields } from './tier-reward-fields.tsx';

type Props = {
  form: TStatusForm;
  /** The tiers as saved, with who holds each: removing a held one says what becomes of its customers. */
  saved: readonly TStatusTier[];
  disabled: boolean;
};

// A typed number, without the browser's arrows: they would cover the unit written inside the field.
const NUMBER = '[appearance:textfield] tabular-nums [&::-webkit-inner-spin-button]:appearance-none';
const FACTOR_HINT = 'status-factor-hint';
// Phones: the name, then what it needs and earns side by side, then its reward. Wider: a line per tier under
// headings, its reward on a second line (five fields in one line would leave the names too narrow to read).
const ROW = 'grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-[minmax(0,1fr)_9.5rem_7rem_2.5rem]';
// A tier takes two lines: a box holds them together. The headings keep a box's side border and padding, to line up.
const BOX = 'rounded-lg border border-gray-200 p-3';
const HEADINGS = 'hidden border-x border-transparent px-3 text-xs font-medium text-gray-500 sm:grid';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-xs text-red-600">
      {message}
    </p>
  ) : null;
}

/** The tier table being edited, lowest first: each tier's name, the line it needs, its multiplier and its reward. */
export function StatusTierRows({ form, saved, disabled }: Props) {
  const words = useAppWords();
  const { t } = words;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'tiers' });
  const tiers = useWatch({ control: form.control, name: 'tiers' });
  const basis = useWatch({ control: form.control, name: 'basis' });
  const errors = form.formState.errors.tiers;
  const full = fields.length >= STATUS_LIMITS.maxTiers;
  const removedHeld = removedHeldTiers(saved, tiers);
  const tableError = statusMessageIn(words, errors?.root?.message ?? errors?.message);

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-gray-700">{t('growth.tiers.table')}</legend>
      <div className={cn(ROW, HEADINGS)} aria-hidden>
        <span>{t('growth.tiers.name')}</span>
        <span>{t('growth.tiers.needs')}</span>
        <span>{t('growth.tiers.factor')}</span>
      </div>
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const id = `status-tier-${index}`;
          const rowErrors = errors?.[index];
          const name = tiers[index]?.name?.trim();
          return (
            <li key={field.id} className={BOX}>
              <fieldset
                className={ROW}
                aria-label={t('growth.tiers.tierNumber', { number: index + 1 })}
                data-testid="status-tier-input"
              >
                {/* Phones: the name beside its remove button; wider, both are cells of the tier's line. */}
                <div className="col-span-2 flex items-start gap-2 sm:contents">
                  <div className="min-w-0 flex-1 sm:col-start-1 sm:row-start-1">
                    <Label htmlFor={`${id}-name`} className="mb-1 sm:sr-only">
                      {t('growth.tiers.name')}
                    </Label>
                    <Input
                      id={`${id}-name`}
                      autoComplete="off"
                      maxLength={STATUS_LIMITS.name}
                      disabled={disabled}
                      aria-invalid={rowErrors?.name ? true : undefined}
                      aria-describedby={rowErrors?.name ? `${id}-name-error` : undefined}
                      {...form.register(`tiers.${index}.name`)}
                    />
                    <FieldError id={`${id}-name-error`} message={statusMessageIn(words, rowErrors?.name?.message)} />
                  </div>
                  {fields.length > 1 && (
                    <div className="pt-6 sm:col-start-4 sm:row-start-1 sm:pt-0">
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-gray-500 hover:bg-red-50 hover:text-red-600"
                        onClick={() => remove(index)}
                        disabled={disabled}
                        aria-label={name ? t('growth.tiers.removeNamed', { name }) : t('growth.tiers.removeTier')}
                      >
                        <Trash2 className="size-4" aria-hidden />
                      </Button>
                    </div>
                  )}
                </div>
                <div className="sm:col-start-2 sm:row-start-1">
                  <Label htmlFor={`${id}-threshold`} className="mb-1 sm:sr-only">
                    {t('growth.tiers.needs')}
                  </Label>
                  <div className="relative">
                    <Input
                      id={`${id}-threshold`}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={STATUS_LIMITS.maxThreshold}
                      step={1}
                      className={cn(NUMBER, 'pr-14')}
                      disabled={disabled}
                      aria-invalid={rowErrors?.threshold ? true : undefined}
                      aria-describedby={`${id}-unit${rowErrors?.threshold ? ` ${id}-threshold-error` : ''}`}
                      {...form.register(`tiers.${index}.threshold`, { setValueAs: numberOr(0) })}
                    />
                    <span
                      id={`${id}-unit`}
                      className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-gray-500"
                    >
                      {t(basis === 'points' ? 'growth.tiers.unit.points' : 'growth.tiers.unit.visits')}
                    </span>
                  </div>
                  <FieldError
                    id={`${id}-threshold-error`}
                    message={statusMessageIn(words, rowErrors?.threshold?.message)}
                  />
                </div>
                <div className="sm:col-start-3 sm:row-start-1">
                  <Label htmlFor={`${id}-factor`} className="mb-1 sm:sr-only">
                    {t('growth.tiers.factor')}
                  </Label>
                  <div className="relative">
                    <span
                      className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm font-semibold text-gray-500"
                      aria-hidden
                    >
                      ×
                    </span>
                    <Input
                      id={`${id}-factor`}
                      type="number"
                      inputMode="decimal"
                      min={STATUS_LIMITS.minFactor}
                      max={STATUS_LIMITS.maxFactor}
                      step={0.1}
                      className={cn(NUMBER, 'pl-7')}
                      disabled={disabled}
                      aria-invalid={rowErrors?.factor ? true : undefined}
                      aria-describedby={`${FACTOR_HINT}${rowErrors?.factor ? ` ${id}-factor-error` : ''}`}
                      {...form.register(`tiers.${index}.factor`, { setValueAs: numberOr(0) })}
                    />
                  </div>
                  <FieldError id={`${id}-factor-error`} message={statusMessageIn(words, rowErrors?.factor?.message)} />
                </div>
                <TierRewardFields form={form} index={index} id={id} disabled={disabled} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p id={FACTOR_HINT} className="text-xs text-gray-500">
        {t('growth.tiers.factorHint')}
      </p>
      {tableError && <p className="text-xs text-red-600">{tableError}</p>}
      {removedHeld.length > 0 && (
        <Alert tone="warning" data-testid="status-removed-held">
          {removedHeld.map((tier) => (
            <p key={tier.id}>{removedTierText(tier, words)}</p>
          ))}
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => append(nextTier(form.getValues('tiers'), form.getValues('basis'), tierNames(words)))}
          disabled={disabled || full}
          aria-describedby={full ? 'status-tiers-full' : undefined}
        >
          <Plus className="size-4" aria-hidden />
          {t('growth.tiers.add')}
        </Button>
        {full && (
          <p id="status-tiers-full" className="text-xs text-gray-500">
            {t('growth.tiers.refusal.tooMany')}.
          </p>
        )}
      </div>
    </fieldset>
  );
}
