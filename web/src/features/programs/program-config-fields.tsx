import { currencySymbol, PROGRAM_LIMITS, type TProgramType } from '@regulars/contracts';
import { Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { useBusinessMoney } from '../../api/business-money.ts';
import { Button } from '../../components/ui/button.tsx';
import { fieldClasses, Input } from '../../components/ui/input.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';
import { ProgramFieldGroup } from './program-field-group.tsx';
import {
  inBusinessMoney,
  inBusinessMoneyText,
  PROGRAM_FIELDS,
  PROGRAM_GUARD_FIELDS,
  type TProgramField,
} from './program-fields.ts';
import type { TProgramDraft } from './program-form.ts';
import { RewardsCatalogueEditor } from './rewards-catalogue-editor.tsx';

type Props = {
  type: TProgramType;
  draft: TProgramDraft;
  errors: Record<string, string>;
  onChange: (draft: TProgramDraft) => void;
};

/**
 * Every config field of one program type, with inline errors: the spec's fields first, then the points
 * catalogue and the fraud guards in their own groups.
 */
export function ProgramConfigFields({ type, draft, errors, onChange }: Props) {
  // A fixed rebate is in the business's money ('€', '£'), and so is what earns a point ('Points per £1').
  const money = useBusinessMoney();
  const symbol = currencySymbol(money);
  const setValue = (key: string, value: string | boolean) =>
    onChange({ ...draft, values: { ...draft.values, [key]: value } });
  if (type === 'discount') return <DiscountTiersEditor draft={draft} errors={errors} onChange={onChange} />;
  const renderField = (field: TProgramField) => (
    <ConfigField
      key={field.key}
      field={inBusinessMoney(field, money)}
      value={draft.values[field.key]}
      error={errors[field.key] && inBusinessMoneyText(errors[field.key], money)}
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
      <ProgramFieldGroup icon={ShieldCheck} title="Fraud guards" description={guardDescription[type]}>
        <div className="grid gap-4 sm:grid-cols-2">{PROGRAM_GUARD_FIELDS[type].map(renderField)}</div>
      </ProgramFieldGroup>
    </div>
  );
}

const guardDescription: Record<Exclude<TProgramType, 'discount'>, string> = {
  points: 'Caps what one customer can earn in a day, so a mistyped amount or a shared card cannot run away.',
  stamp_card: 'Stop the same customer collecting stamps again and again in a short time.',
  rebate_code: 'Stop the same customer collecting codes again and again in a short time.',
  free_item: 'Stop the same customer racking up purchases again and again in a short time.',
};

function ConfigField({
  field,
  value,
  error,
  onChange,
  suffixOverride,
}: {
  field: TProgramField;
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
          <span className="block text-sm font-medium text-gray-900">{field.label}</span>
          <span id={`${id}-hint`} className="block text-xs text-gray-500">
            {field.hint}
          </span>
        </span>
      </label>
    );
  }

  const suffix = suffixOverride ?? (field.kind === 'number' ? field.suffix : undefined);
  return (
    <div className={cn(field.kind === 'text' && 'sm:col-span-2')}>
      <Label htmlFor={id}>{field.label}</Label>
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
                {option.label}
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
            placeholder={field.kind === 'text' ? field.placeholder : undefined}
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
        field.kind !== 'select' && field.hint && <FieldHint id={`${id}-hint`}>{field.hint}</FieldHint>
      )}
    </div>
  );
}

/** Discount tiers: visits reached → percent off; at least one, at most ten. */
function DiscountTiersEditor({ draft, errors, onChange }: Omit<Props, 'type'>) {
  const setTier = (index: number, key: 'visits' | 'discount', value: string) =>
    onChange({ ...draft, tiers: draft.tiers.map((t, i) => (i === index ? { ...t, [key]: value } : t)) });
  const listError = errors.tiers;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-700">Discount tiers</legend>
      <p className="mt-1 text-xs text-gray-500">Customers get the discount once they reach the number of visits.</p>
      <div className="mt-3 space-y-2">
        <div className="grid grid-cols-[1fr_1fr_2.5rem] gap-2 text-xs font-medium text-gray-500">
          <span>Visits</span>
          <span>Discount</span>
          <span className="sr-only">Remove</span>
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
                  aria-label={`Tier ${index + 1} visits`}
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
                    aria-label={`Tier ${index + 1} discount percent`}
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
                  aria-label={`Remove tier ${index + 1}`}
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
        Add tier
      </Button>
    </fieldset>
  );
}
