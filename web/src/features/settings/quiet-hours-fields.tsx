import type { TUpdateSendingSettingsInput } from '@regulars/contracts';
import { Moon } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { quietHoursSummary } from './sending-form.ts';
import { settingsFieldMessage } from './settings-refusals.ts';

type Props = {
  control: Control<TUpdateSendingSettingsInput>;
  register: UseFormRegister<TUpdateSendingSettingsInput>;
  errors: FieldErrors<TUpdateSendingSettingsInput>;
};

/** Start and end of the quiet hours (24-hour, may wrap past midnight), and what they mean in words. */
export function QuietHoursFields({ control, register, errors }: Props) {
  const words = useAppWords();
  const { t } = words;
  const [start, end] = useWatch({ control, name: ['quietHoursStart', 'quietHoursEnd'] });
  const summary = quietHoursSummary(words, start ?? '', end ?? '');
  const error = settingsFieldMessage(words, errors.quietHoursStart?.message ?? errors.quietHoursEnd?.message);
  return (
    <div>
      <div className="grid grid-cols-2 gap-4">
        <div className="space-y-1.5">
          <Label htmlFor="quiet-start">{t('settings.sending.quietFrom')}</Label>
          <Input
            id="quiet-start"
            type="time"
            aria-invalid={errors.quietHoursStart ? true : undefined}
            aria-describedby="quiet-hours-summary"
            {...register('quietHoursStart')}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="quiet-end">{t('settings.sending.quietUntil')}</Label>
          <Input
            id="quiet-end"
            type="time"
            aria-invalid={errors.quietHoursEnd ? true : undefined}
            aria-describedby="quiet-hours-summary"
            {...register('quietHoursEnd')}
          />
        </div>
      </div>
      {error ? (
        <p id="quiet-hours-summary" className="mt-2 text-xs text-red-600">
          {error}
        </p>
      ) : (
        summary && (
          <p id="quiet-hours-summary" className="mt-2 flex items-start gap-1.5 text-xs text-gray-500">
            <Moon className="mt-px size-3.5 shrink-0 text-gray-400" aria-hidden />
            {summary}
          </p>
        )
      )}
    </div>
  );
}
