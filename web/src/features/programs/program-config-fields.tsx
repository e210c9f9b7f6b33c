import { currencySymbol, PROGRAM_LIMITS, type TAppMessageKey, type TProgramType } from '@regulars/contracts';
import { Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { useBusinessMoney } from '../../api/business-money.ts';
import { Button } from '../../components/ui/button.tsx';
import { fieldClasses, Input } from '../../components/ui/input.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { formatWholeAmountIn } from '../../lib/format-number.ts';
import { ProgramFieldGroup } from './program-field-group.tsx';
import { PROGRAM_FIELDS, PROGRAM_GUARD_FIELDS, type TProgramField } from './program-fields.ts';
import type { TProgramDraft } from './program-form.ts';
import { RewardsCatalogueEditor } from './rewards-catalogue-editor.tsx';

type Props = {
  type: TProgramType;
  draft: TProgramDraft;
  errors: Record<string, string>;
  onChange: (draft: TProgramDraft) => void;
};

/**
 * Every config field of one program type, with inline errors (already in the user's language): the spec's fields
 * first, then the points catalogue and the fraud guards in their own groups.
 */
export function ProgramConfigFields({ type, draft, errors, onChange }: Props) {
  const { t } = useAppWords();
  // A fixed rebate is in the business's money ('€', '£'), and so is what earns a point ('Points per £1').
  const money = useBusinessMoney();
  const symbol = currencySymbol(money);
  const values = { unit: formatWholeAmountIn(1, money), symbol };
  const say: TSay = (key) => t(key, values);
  const setValue = (key: string, value: string | boolean) =>
    onChange({ ...draft, values: { ...draft.values, [key]: value } });
  if (type === 'discount') return <DiscountTiersEditor draft={draft} errors={errors} onChange={onChange} />;
  const renderField = (field: TProgramField) => (
    <ConfigField
      key={field.key}
      field={field}
      say={say}
      value={draft.values[field.key]}
      error={errors[field.key]}
      onChange={(value) => setValue(field.key, value)}
      suffixOverride={
        field.key === 'discountValue' ? (draft.values.discountType === 'fixed' ? symbol : '%') : undefined
      }
    />
  );
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">{PROGRAM_FIELDS[type].map(renderField)}</div>
      {type === 'points' && <RewardsCatalogueEditor draft={draft} errors={errors} onChange={onChange} />}
      <ProgramFieldGroup icon={ShieldCheck} title={t('programs.guards.title')} description={t(guardDescription[type])}>
        <div className="grid gap-4 sm:grid-cols-2">{PROGRAM_GUARD_FIELDS[type].map(renderField)}</div>
      </ProgramFieldGroup>
    </div>
  );
}

/** A field's word in the user's language, with the business's money in it. */
type TSay = (key: TAppMessageKey) => string;

const guardDescription: Record<Exclude<TProgramType, 'discount'>, TAppMessageKey> = {
  points: 'programs.guards.points',
  stamp_card: 'programs.guards.stampCard',
  rebate_code: 'programs.guards.rebateCode',
  free_item: 'programs.guards.freeItem',
};

function ConfigField({
  field,
  say,
  value,
  error,
  onChange,
  suffixOverride,
}: {
  field: TProgramField;
  say: TSay;
  value: string | boolean | undefined;
  error?: string;
  onChange: (value: string | boolean) => void;
  suffixOverride?: string;
}) {
  const id = `program-${field.key}`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : field.kind !== 'select' && field.hint ? `${id}-hint` : undefined;

  if (field.kind === 'checkbox') {
    return (
      <label
        htmlFor={id}
        className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-200 px-3 py-2.5 sm:col-span-2"
      >
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 rounded border-gray-300 accent-brand-600"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          <span className="block text-sm font-medium text-gray-900">{say(field.label)}</span>
          <span id={`${id}-hint`} className="block text-xs text-gray-500">
            {say(field.hint)}
          </span>
        </span>
      </label>
    );
  }

  const suffix = suffixOverride ?? (field.kind === 'number' && field.suffix ? say(field.suffix) : undefined);
  const placeholder = field.kind === 'text' ? field.placeholder : undefined;
  return (
    <div className={cn(field.kind === 'text' && 'sm:col-span-2')}>
      <Label htmlFor={id}>{say(field.label)}</Label>
      <div className="relative mt-1.5">
        {field.kind === 'select' ? (
          <select
            id={id}
            className={cn(fieldClasses, 'h-10 pr-8')}
            value={String(value ?? '')}
            onChange={(event) => onChange(event.target.value)}
          >
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {say(option.label)}
              </option>
            ))}
          </select>
        ) : (
          <Input
            id={id}
            type={field.kind === 'number' ? 'number' : 'text'}
            inputMode={field.kind === 'number' ? 'decimal' : undefined}
            min={field.kind === 'number' ? field.min : undefined}
            max={field.kind === 'number' ? field.max : undefined}
            step={field.kind === 'number' ? (field.step ?? 1) : undefined}
            maxLength={field.kind === 'text' ? field.maxLength : undefined}
            placeholder={typeof placeholder === 'object' ? placeholder.code : placeholder && say(placeholder)}
            className={cn(suffix && 'pr-16', field.kind === 'text' && field.uppercase && 'uppercase')}
            value={String(value ?? '')}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) =>
              onChange(field.kind === 'text' && field.uppercase ? event.target.value.toUpperCase() : event.target.value)
            }
          />
        )}
        {suffix && (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-gray-500">
            {suffix}
          </span>
        )}
      </div>
      {error ? (
        <p id={errorId} data-field-error className="mt-1.5 text-xs font-medium text-red-600">
          {error}
        </p>
      ) : (
        field.kind !== 'select' && field.hint && <FieldHint id={`${id}-hint`}>{say(field.hint)}</FieldHint>
      )}
    </div>
  );
}

/** Discount tiers: visits reached → percent off; at least one, at most ten. */
function DiscountTiersEditor({ draft, errors, onChange }: Omit<Props, 'type'>) {
  const { t } = useAppWords();
  const setTier = (index: number, key: 'visits' | 'discount', value: string) =>
    onChange({ ...draft, tiers: draft.tiers.map((t, i) => (i === index ? { ...t, [key]: value } : t)) });
  const listError = errors.tiers;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-700">{t('programs.tiers.title')}</legend>
      <p className="mt-1 text-xs text-gray-500">{t('programs.tiers.intro')}</p>
      <div className="mt-3 space-y-2">
        <div className="grid grid-cols-[1fr_1fr_2.5rem] gap-2 text-xs font-medium text-gray-500">
          <span>{t('programs.tiers.visits')}</span>
          <span>{t('programs.label.discount')}</span>
          <span className="sr-only">{t('programs.tiers.remove')}</span>
        </div>
        {draft.tiers.map((tier, index) => {
          const visitsError = errors[`tiers.${index}.visits`];
          const discountError = errors[`tiers.${index}.discount`];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position
            <div key={index}>
              <div className="grid grid-cols-[1fr_1fr_2.5rem] items-center gap-2">
                <Input
                  type="number"
                  inputMode="numeric"
                  min={PROGRAM_LIMITS.tierVisits.min}
                  aria-label={t('programs.tiers.visitsOf', { n: index + 1 })}
                  value={tier.visits}
                  aria-invalid={visitsError ? true : undefined}
                  onChange={(event) => setTier(index, 'visits', event.target.value)}
                />
                <div className="relative">
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={PROGRAM_LIMITS.tierDiscount.min}
                    max={PROGRAM_LIMITS.tierDiscount.max}
                    aria-label={t('programs.tiers.discountOf', { n: index + 1 })}
                    className="pr-8"
                    value={tier.discount}
                    aria-invalid={discountError ? true : undefined}
                    onChange={(event) => setTier(index, 'discount', event.target.value)}
                  />
                  <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-gray-500">
                    %
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('programs.tiers.removeTier', { n: index + 1 })}
                  disabled={draft.tiers.length <= PROGRAM_LIMITS.tiers.min}
                  onClick={() => onChange({ ...draft, tiers: draft.tiers.filter((_, i) => i !== index) })}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
              {(visitsError || discountError) && (
                <p data-field-error className="mt-1 text-xs font-medium text-red-600">
                  {visitsError ?? discountError}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {listError && (
        <p data-field-error className="mt-2 text-xs font-medium text-red-600">
          {listError}
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        disabled={draft.tiers.length >= PROGRAM_LIMITS.tiers.max}
        onClick={() => {
          const last = draft.tiers.at(-1);
          const visits = last ? String((Number(last.visits) || 0) + 5) : '5';
          onChange({ ...draft, tiers: [...draft.tiers, { visits, discount: '' }] });
        }}
      >
        <Plus className="size-4" aria-hidden />
        {t('programs.tiers.add')}
      </Button>
    </fieldset>
  );
}
