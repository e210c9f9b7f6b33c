import { REFERRAL_LIMITS, type TProgram } from '@regulars/contracts';
import { TextField } from '../../components/ui/text-field.tsx';
import { ProgramSelect } from './program-select.tsx';
import { RadioCards } from './radio-cards.tsx';
import { numberOr, pointsPrograms, stampCards, type TReferralForm, type TRewardSide } from './referral-form.ts';

const KINDS = [
  { value: 'points', label: 'Points', hint: 'Added to a points program' },
  { value: 'stamps', label: 'Stamps', hint: 'Added to a stamp card' },
  { value: 'reward', label: 'A reward', hint: 'Something you name, like Free coffee' },
] as const;

const LEGENDS: Record<TRewardSide, string> = { friendReward: 'Friend gets', referrerReward: 'Your customer gets' };
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
  const errors = form.formState.errors[side];
  const kind = form.watch(`${side}.kind`);
  const id = IDS[side];
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-gray-900">{LEGENDS[side]}</legend>
      <RadioCards
        legend={`${LEGENDS[side]}: points, stamps or a reward`}
        idPrefix={`${id}-kind`}
        options={KINDS}
        field={form.register(`${side}.kind`)}
        disabled={disabled}
        hideLegend
      />
      {kind === 'points' && (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
          <ProgramSelect
            id={`${id}-program`}
            label="Points program"
            prompt={{ choose: 'Choose a points program', none: 'No points program yet' }}
            programs={programs && pointsPrograms(programs)}
            field={form.register(`${side}.programId`)}
            error={errors?.programId?.message}
            disabled={disabled}
          />
          <TextField
            id={`${id}-points`}
            label="Number of points"
            type="number"
            inputMode="numeric"
            min={1}
            max={REFERRAL_LIMITS.maxPoints}
            step={1}
            disabled={disabled}
            error={errors?.points?.message}
            {...form.register(`${side}.points`, { setValueAs: numberOr(0) })}
          />
        </div>
      )}
      {kind === 'stamps' && (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
          <ProgramSelect
            id={`${id}-card`}
            label="Stamp card"
            prompt={{ choose: 'Choose a stamp card', none: 'No stamp card yet' }}
            programs={programs && stampCards(programs)}
            field={form.register(`${side}.cardId`)}
            error={errors?.cardId?.message}
            disabled={disabled}
          />
          <TextField
            id={`${id}-stamps`}
            label="Number of stamps"
            type="number"
            inputMode="numeric"
            min={1}
            max={REFERRAL_LIMITS.maxStamps}
            step={1}
            disabled={disabled}
            error={errors?.stamps?.message}
            {...form.register(`${side}.stamps`, { setValueAs: numberOr(0) })}
          />
        </div>
      )}
      {kind === 'reward' && (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
          <TextField
            id={`${id}-name`}
            label="Reward"
            placeholder="Free coffee"
            autoComplete="off"
            maxLength={REFERRAL_LIMITS.rewardName}
            disabled={disabled}
            error={errors?.name?.message}
            {...form.register(`${side}.name`)}
          />
          <TextField
            id={`${id}-valid-days`}
            label="Valid for (days)"
            type="number"
            inputMode="numeric"
            min={1}
            max={REFERRAL_LIMITS.maxValidDays}
            step={1}
            disabled={disabled}
            error={errors?.validDays?.message}
            {...form.register(`${side}.validDays`, { setValueAs: numberOr(0) })}
          />
        </div>
      )}
    </fieldset>
  );
}
