import { REFERRAL_LIMITS, type TAppMessageKey, type TProgram } from '@regulars/contracts';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { ProgramSelect } from './program-select.tsx';
import { RadioCards } from './radio-cards.tsx';
import { numberOr, pointsPrograms, stampCards, type TReferralForm, type TRewardSide } from './referral-form.ts';
import { referralMessageIn } from './referral-refusal.ts';

const KINDS = [
  { value: 'points', label: 'growth.referrals.kind.points', hint: 'growth.referrals.kind.pointsHint' },
  { value: 'stamps', label: 'growth.referrals.kind.stamps', hint: 'growth.referrals.kind.stampsHint' },
  { value: 'reward', label: 'growth.referrals.kind.reward', hint: 'growth.referrals.kind.rewardHint' },
] as const satisfies readonly { value: string; label: TAppMessageKey; hint: TAppMessageKey }[];

const LEGENDS: Record<TRewardSide, TAppMessageKey> = {
  friendReward: 'growth.referrals.friendGets',
  referrerReward: 'growth.referrals.customerGets',
};
const IDS: Record<TRewardSide, string> = { friendReward: 'referral-friend', referrerReward: 'referral-referrer' };

type Props = {
  form: TReferralForm;
  side: TRewardSide;
  /** The business's programs; undefined while they load. */
  programs: readonly TProgram[] | undefined;
  disabled: boolean;
};

/** One side's reward: points on a points program, stamps on a stamp card, or a reward the owner names. */
export function RewardSideFields({ form, side, programs, disabled }: Props) {
  const words = useAppWords();
  const { t } = words;
  const errors = form.formState.errors[side];
  // The contract's checks and the server's refusals are English: said in the user's language.
  const said = (message: string | undefined) => (message ? referralMessageIn(words, message) : undefined);
  const kind = form.watch(`${side}.kind`);
  const id = IDS[side];
  const legend = t(LEGENDS[side]);
  const kinds = KINDS.map((option) => ({ value: option.value, label: t(option.label), hint: t(option.hint) }));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-gray-900">{legend}</legend>
      <RadioCards
        legend={t('growth.referrals.kinds', { side: legend })}
        idPrefix={`${id}-kind`}
        options={kinds}
        field={form.register(`${side}.kind`)}
        disabled={disabled}
        hideLegend
      />
      {kind === 'points' && (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
          <ProgramSelect
            id={`${id}-program`}
            label={t('growth.referrals.pointsProgram')}
            prompt={{ choose: t('growth.referrals.choosePointsProgram'), none: t('growth.referrals.noPointsProgram') }}
            programs={programs && pointsPrograms(programs)}
            field={form.register(`${side}.programId`)}
            error={said(errors?.programId?.message)}
            disabled={disabled}
          />
          <TextField
            id={`${id}-points`}
            label={t('growth.referrals.numberOfPoints')}
            type="number"
            inputMode="numeric"
            min={1}
            max={REFERRAL_LIMITS.maxPoints}
            step={1}
            disabled={disabled}
            error={said(errors?.points?.message)}
            {...form.register(`${side}.points`, { setValueAs: numberOr(0) })}
          />
        </div>
      )}
      {kind === 'stamps' && (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
          <ProgramSelect
            id={`${id}-card`}
            label={t('growth.referrals.stampCard')}
            prompt={{ choose: t('growth.referrals.chooseStampCard'), none: t('growth.referrals.noStampCard') }}
            programs={programs && stampCards(programs)}
            field={form.register(`${side}.cardId`)}
            error={said(errors?.cardId?.message)}
            disabled={disabled}
          />
          <TextField
            id={`${id}-stamps`}
            label={t('growth.referrals.numberOfStamps')}
            type="number"
            inputMode="numeric"
            min={1}
            max={REFERRAL_LIMITS.maxStamps}
            step={1}
            disabled={disabled}
            error={said(errors?.stamps?.message)}
            {...form.register(`${side}.stamps`, { setValueAs: numberOr(0) })}
          />
        </div>
      )}
      {kind === 'reward' && (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
          <TextField
            id={`${id}-name`}
            label={t('growth.referrals.reward')}
            placeholder={t('growth.referrals.rewardPlaceholder')}
            autoComplete="off"
            maxLength={REFERRAL_LIMITS.rewardName}
            disabled={disabled}
            error={said(errors?.name?.message)}
            {...form.register(`${side}.name`)}
          />
          <TextField
            id={`${id}-valid-days`}
            label={t('growth.referrals.validDays')}
            type="number"
            inputMode="numeric"
            min={1}
            max={REFERRAL_LIMITS.maxValidDays}
            step={1}
            disabled={disabled}
            error={said(errors?.validDays?.message)}
            {...form.register(`${side}.validDays`, { setValueAs: numberOr(0) })}
          />
        </div>
      )}
    </fieldset>
  );
}
