import { REFERRAL_LIMITS, type TProgram } from '@regulars/contracts';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { RadioCards } from './radio-cards.tsx';
import { numberOr, pointsPrograms, type TReferralForm, type TRewardSide } from './referral-form.ts';

const KINDS = [
  { value: 'points', label: 'Points', hint: 'Added to a points program' },
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

/** One side's reward: points on one of the business's points programs, or a reward the owner names. */
export function RewardSideFields({ form, side, programs, disabled }: Props) {
  const errors = form.formState.errors[side];
  const kind = form.watch(`${side}.kind`);
  const id = IDS[side];
  const choices = pointsPrograms(programs ?? []);
  const programError = errors?.programId?.message;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-gray-900">{LEGENDS[side]}</legend>
      <RadioCards
        legend={`${LEGENDS[side]}: points or a reward`}
        idPrefix={`${id}-kind`}
        options={KINDS}
        field={form.register(`${side}.kind`)}
        disabled={disabled}
        hideLegend
      />
      {kind === 'points' ? (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-program`}>Points program</Label>
            <Select
              id={`${id}-program`}
              disabled={disabled || !programs}
              aria-invalid={programError ? true : undefined}
              aria-describedby={programError ? `${id}-program-error` : undefined}
              {...form.register(`${side}.programId`)}
            >
              {!programs && <option value="">Loading programs...</option>}
              {programs && (
                <option value="" disabled>
                  {choices.length > 0 ? 'Choose a points program' : 'No points program yet'}
                </option>
              )}
              {choices.map((program) => (
                <option key={program.id} value={program.id}>
                  {program.status === 'paused' ? `${program.name} (paused)` : program.name}
                </option>
              ))}
            </Select>
            {programError && (
              <p id={`${id}-program-error`} className="text-xs text-red-600">
                {programError}
              </p>
            )}
          </div>
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
      ) : (
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
