import type { TProgram } from '@regulars/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

type Props = {
  id: string;
  label: string;
  /** The first option, never chosen: 'Choose a stamp card', or 'No stamp card yet' when there is none. */
  prompt: { choose: string; none: string };
  /** The programs of the kind the side gives; undefined while they load. */
  programs: readonly TProgram[] | undefined;
  field: UseFormRegisterReturn;
  error: string | undefined;
  disabled: boolean;
};

/** The program a side's points or stamps go to: paused ones listed, and said to be. */
export function ProgramSelect({ id, label, prompt, programs, field, error, disabled }: Props) {
  const { t } = useAppWords();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        disabled={disabled || !programs}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...field}
      >
        {!programs && <option value="">{t('growth.referrals.loadingPrograms')}</option>}
        {programs && (
          <option value="" disabled>
            {programs.length > 0 ? prompt.choose : prompt.none}
          </option>
        )}
        {programs?.map((program) => (
          <option key={program.id} value={program.id}>
            {program.status === 'paused' ? t('growth.referrals.paused', { name: program.name }) : program.name}
          </option>
        ))}
      </Select>
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
