import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { ActionError } from '../action-error.tsx';
import { defaultSchedule, scheduleProblem, toScheduledFor } from '../schedule-time.ts';
import { composerMessage, composerRefusal } from './composer-refusals.ts';
import { countValues } from './composer-words.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  timeZone: string;
  /** How many customers get it, for the sentence saying so (undefined while not counted). */
  count: number | undefined;
  busy: boolean;
  error: unknown;
  onSchedule: (scheduledFor: string) => void;
};

/** A date and time on the business's clock (not the browser's): the server sends at that wall-clock time. */
export function ScheduleDialog({ open, onOpenChange, timeZone, count, busy, error, onSchedule }: Props) {
  const words = useAppWords();
  const { t } = words;
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      const proposal = defaultSchedule(timeZone);
      setDate(proposal.date);
      setTime(proposal.time);
      setProblem(null);
    }
  }, [open, timeZone]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = scheduleProblem(date, time, timeZone);
    setProblem(wrong);
    if (!wrong) onSchedule(toScheduledFor(date, time));
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>{t('composer.schedule.title')}</DialogTitle>
            <DialogDescription>
              {count === undefined
                ? t('composer.schedule.goesToAudience')
                : t('composer.schedule.goesTo', countValues(words, count))}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <div className="grid grid-cols-2 gap-3">
              <TextField
                id="campaign-schedule-date"
                label={t('composer.schedule.date')}
                type="date"
                value={date}
                onChange={(event) => setDate(event.target.value)}
                required
              />
              <TextField
                id="campaign-schedule-time"
                label={t('composer.schedule.time')}
                type="time"
                value={time}
                onChange={(event) => setTime(event.target.value)}
                required
              />
            </div>
            <p className="text-xs text-gray-500" data-testid="schedule-time-zone">
              {t('composer.schedule.zone', { zone: timeZone })}
            </p>
            {problem && <Alert tone="error">{composerMessage(words, problem)}</Alert>}
            <ActionError say={composerRefusal} error={error} />
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
              {t('composer.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {busy ? t('composer.schedule.busy') : t('composer.action.schedule')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
