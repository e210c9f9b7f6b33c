import { STATUS_LIMITS } from '@regulars/contracts';
import { useWatch } from 'react-hook-form';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { numberOr, type TStatusForm } from './status-tier-form.ts';
import { statusMessageIn } from './status-tier-refusal.ts';

type Props = {
  form: TStatusForm;
  index: number;
  /** The row's id, the fields' ids start with it. */
  id: string;
  disabled: boolean;
};

/**
 * A tier's reward on reaching it, the second line of its row: a name, and how long the reward is valid. Until a
 * reward is named there is none, so its days are greyed out and never hold up the save.
 */
export function TierRewardFields({ form, index, id, disabled }: Props) {
  const words = useAppWords();
  const { t } = words;
  const rewardName = useWatch({ control: form.control, name: `tiers.${index}.rewardName` });
  const errors = form.formState.errors.tiers?.[index];
  const named = Boolean(rewardName?.trim());
  return (
    <>
      <div className="col-span-2 sm:col-span-1 sm:col-start-1 sm:row-start-2">
        <TextField
          id={`${id}-reward-name`}
          label={t('growth.tiers.rewardName')}
          placeholder={t('growth.tiers.rewardPlaceholder')}
          autoComplete="off"
          maxLength={STATUS_LIMITS.rewardName}
          disabled={disabled}
          error={statusMessageIn(words, errors?.rewardName?.message)}
          {...form.register(`tiers.${index}.rewardName`)}
        />
      </div>
      <div className="sm:col-start-2 sm:row-start-2">
        <TextField
          id={`${id}-reward-days`}
          label={t('growth.tiers.rewardDays')}
          type="number"
          inputMode="numeric"
          min={1}
          max={STATUS_LIMITS.maxRewardDays}
          step={1}
          className="tabular-nums"
          disabled={disabled || !named}
          error={named ? statusMessageIn(words, errors?.rewardDays?.message) : undefined}
          {...form.register(`tiers.${index}.rewardDays`, { setValueAs: numberOr(0) })}
        />
      </div>
    </>
  );
}
