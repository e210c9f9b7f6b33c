import { currencySymbol, REFERRAL_LIMITS } from '@regulars/contracts';
import { useBusinessMoney } from '../../api/business-money.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { RadioCards } from './radio-cards.tsx';
import { numberOr, parseMinimumAmount, type TReferralForm } from './referral-form.ts';

const ACTIONS = [
  { value: 'purchase', label: 'First purchase', hint: 'Their first purchase, of at least the amount below' },
  { value: 'visit', label: 'First visit', hint: 'Their first visit, with or without a purchase' },
] as const;

type Props = { form: TReferralForm; disabled: boolean };

/** When a friend who joined qualifies both for their rewards, and how many referrals a customer may bring. */
export function QualifyFields({ form, disabled }: Props) {
  const errors = form.formState.errors;
  const money = useBusinessMoney();
  const action = form.watch('qualifyingAction');
  return (
    <div className="space-y-4">
      <RadioCards
        legend="What qualifies the friend"
        idPrefix="referral-qualifies"
        options={ACTIONS}
        field={form.register('qualifyingAction')}
        disabled={disabled}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {action === 'purchase' && (
          <TextField
            id="referral-minimum-amount"
            label={`Minimum amount (${currencySymbol(money)})`}
            inputMode="decimal"
            autoComplete="off"
            hint="0 = any amount."
            disabled={disabled}
            error={errors.minimumAmount?.message}
            {...form.register('minimumAmount', { setValueAs: parseMinimumAmount })}
          />
        )}
        <TextField
          id="referral-within-days"
          label="Within (days)"
          type="number"
          inputMode="numeric"
          min={1}
          max={REFERRAL_LIMITS.maxWithinDays}
          step={1}
          hint="Days from joining for the friend to qualify."
          disabled={disabled}
          error={errors.withinDays?.message}
          {...form.register('withinDays', { setValueAs: numberOr(0) })}
        />
        <TextField
          id="referral-monthly-cap"
          label="Referrals per customer in 30 days"
          type="number"
          inputMode="numeric"
          min={1}
          max={REFERRAL_LIMITS.maxMonthlyCap}
          step={1}
          hint="More than this are held, not rewarded."
          disabled={disabled}
          error={errors.monthlyCap?.message}
          {...form.register('monthlyCap', { setValueAs: numberOr(0) })}
        />
      </div>
    </div>
  );
}
