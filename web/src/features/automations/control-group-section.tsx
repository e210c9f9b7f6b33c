import { CONTROL_GROUP, OUTCOME_WINDOW } from '@regulars/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatPercent } from '../../lib/format-number.ts';

type Props = {
  /** Prefix of the field ids ('win-back'). */
  id: string;
  /** Who is held back and what they miss, in the automation's words. */
  hint: string;
  keep: boolean;
  onKeepChange: (keep: boolean) => void;
  share: UseFormRegisterReturn;
  window: UseFormRegisterReturn;
  shareError?: string;
  windowError?: string;
};

/**
 * "Keep a control group" in an automation's settings: the switch, then the share held back and the results window.
 * Its results show on the automation's row as the last 90 days' lift.
 */
export function ControlGroupSection({ id, hint, keep, onKeepChange, share, window, shareError, windowError }: Props) {
  const { t, locale } = useAppWords();
  const percent = (n: number) => formatPercent(n, undefined, locale);
  return (
    <section aria-labelledby={`${id}-control-label`} className="border-t border-gray-100 pt-5">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 id={`${id}-control-label`} className="text-sm font-medium text-gray-900">
            {t('automations.control.keep')}
          </h3>
          <p id={`${id}-control-hint`} className="mt-1 text-sm text-gray-500">
            {hint}
          </p>
        </div>
        <ToggleSwitch
          id={`${id}-control`}
          checked={keep}
          onChange={onKeepChange}
          aria-labelledby={`${id}-control-label`}
          aria-describedby={`${id}-control-hint`}
        />
      </div>
      {keep && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-control-share`}
            label={t('automations.control.share')}
            type="number"
            inputMode="numeric"
            min={CONTROL_GROUP.minShare}
            max={CONTROL_GROUP.maxShare}
            step={1}
            hint={t('automations.control.shareHint', {
              max: percent(CONTROL_GROUP.maxShare),
              share: percent(CONTROL_GROUP.defaultShare),
            })}
            error={shareError}
            {...share}
          />
          <TextField
            id={`${id}-outcome-window`}
            label={t('automations.control.window')}
            type="number"
            inputMode="numeric"
            min={OUTCOME_WINDOW.minDays}
            max={OUTCOME_WINDOW.maxDays}
            step={1}
            hint={t('automations.control.windowHint')}
            error={windowError}
            {...window}
          />
        </div>
      )}
    </section>
  );
}
