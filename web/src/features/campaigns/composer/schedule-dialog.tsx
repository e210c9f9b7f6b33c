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
import { ActionError } from '../action-error.tsx';
import { defaultSchedule, scheduleProblem, toScheduledFor } from '../schedule-time.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  timeZone: string;
  /** '312 customers', for the sentence saying who gets it. */
  audience: string;
  busy: boolean;
  error: unknown;
  onSchedule: (scheduledFor: string) => void;
};

/** A date and time on the business's clock (not the browser's): the server sends at that wall-clock time. */
export function ScheduleDialog({ open, onOpenChange, timeZone, audience, busy, error, onSchedule }: Props) {
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
            <DialogTitle>Schedule campaign</DialogTitle>
            <DialogDescription>It goes to {audience} at the time you choose.</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <div className="grid grid-cols-2 gap-3">
              <TextField
                id="campaign-schedule-date"
                label="Date"
                type="date"
                value={date}
                onChange={(event) => setDate(event.target.value)}
                required
              />
              <TextField
                id="campaign-schedule-time"
                label="Time"
                type="time"
                value={time}
                onChange={(event) => setTime(event.target.value)}
                required
              />
            </div>
            <p className="text-xs text-gray-500" data-testid="schedule-time-zone">
              Times are in {timeZone}
            </p>
            {problem && <Alert tone="error">{problem}</Alert>}
            <ActionError error={error} />
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {busy ? 'Scheduling...' : 'Schedule'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
