import { currencySymbol, REFERRAL_LIMITS, type TAppMessageKey } from '@regulars/contracts';
import { useBusinessMoney } from '../../api/business-money.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { RadioCards } from './radio-cards.tsx';
import { numberOr, parseMinimumAmount, type TReferralForm } from './referral-form.ts';
import { referralMessageIn } from './referral-refusal.ts';

const ACTIONS = [
  { value: 'purchase', label: 'growth.referrals.action.purchase', hint: 'growth.referrals.action.purchaseHint' },
  { value: 'visit', label: 'growth.referrals.action.visit', hint: 'growth.referrals.action.visitHint' },
] as const satisfies readonly { value: string; label: TAppMessageKey; hint: TAppMessageKey }[];

type Props = { form: TReferralForm; disabled: boolean };

/** When a friend who joined qualifies both for their rewards, and how many referrals a customer may bring. */
export function QualifyFields({ form, disabled }: Props) {
  const words = useAppWords();
  const { t } = words;
  const errors = form.formState.errors;
  // The contract's checks and the server's refusals are English: said in the user's language.
  const said = (message: string | undefined) => (message ? referralMessageIn(words, message) : undefined);
  const money = useBusinessMoney();
  const action = form.watch('qualifyingAction');
  return (
    <div className="space-y-4">
      <RadioCards
        legend={t('growth.referrals.qualifyLegend')}
        idPrefix="referral-qualifies"
        options={ACTIONS.map((option) => ({ value: option.value, label: t(option.label), hint: t(option.hint) }))}
        field={form.register('qualifyingAction')}
        disabled={disabled}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {action === 'purchase' && (
          <TextField
            id="referral-minimum-amount"
            label={t('growth.referrals.minimumAmount', { symbol: currencySymbol(money) })}
            inputMode="decimal"
            autoComplete="off"
            hint={t('growth.referrals.minimumAmountHint')}
            disabled={disabled}
            error={said(errors.minimumAmount?.message)}
            {...form.register('minimumAmount', { setValueAs: parseMinimumAmount })}
          />
        )}
        <TextField
          id="referral-within-days"
          label={t('growth.referrals.withinDays')}
          type="number"
          inputMode="numeric"
          min={1}
          max={REFERRAL_LIMITS.maxWithinDays}
          step={1}
          hint={t('growth.referrals.withinDaysHint')}
          disabled={disabled}
          error={said(errors.withinDays?.message)}
          {...form.register('withinDays', { setValueAs: numberOr(0) })}
        />
        <TextField
          id="referral-monthly-cap"
          label={t('growth.referrals.monthlyCap')}
          type="number"
          inputMode="numeric"
          min={1}
          max={REFERRAL_LIMITS.maxMonthlyCap}
          step={1}
          hint={t('growth.referrals.monthlyCapHint')}
          disabled={disabled}
          error={said(errors.monthlyCap?.message)}
          {...form.register('monthlyCap', { setValueAs: numberOr(0) })}
        />
      </div>
    </div>
  );
}
