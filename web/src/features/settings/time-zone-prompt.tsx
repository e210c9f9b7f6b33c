import { type TSendingSettings, ZUpdateSendingSettings } from '@regulars/contracts';
import { Globe } from 'lucide-react';
import { errorMessage } from '../../api/client.ts';
import { useSaveSendingSettings } from '../../api/settings.ts';
import { Button } from '../../components/ui/button.tsx';
import { zoneLabel } from '../../components/ui/time-zone-select.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { proposedTimeZone, sendingDefaults } from './sending-form.ts';

type Props = {
  sending: TSendingSettings;
  /** The zone as saved, for the form below to take without losing what else is being typed. */
  onSaved: (zone: string) => void;
};

/**
 * Asked at the top of the card while the business has no zone: until it has one, its screens fall back to each
 * browser's clock and its quiet hours and birthdays to UTC. One click keeps this browser's zone.
 */
export function TimeZonePrompt({ sending, onSaved }: Props) {
  const save = useSaveSendingSettings();
  const zone = proposedTimeZone();

  const keepZone = () => {
    // Only the zone changes: everything else is sent back as it is saved.
    const body = ZUpdateSendingSettings.safeParse({ ...sendingDefaults(sending), timeZone: zone });
    if (!body.success) {
      toast.error('The time zone could not be saved', { description: 'Choose it below and save the card.' });
      return;
    }
    save.mutate(body.data, {
      onSuccess: (saved) => {
        onSaved(saved.timeZone ?? zone);
        toast.success(`Time zone set to ${zoneLabel(saved.timeZone ?? zone)}`);
      },
      onError: (error) => toast.error('The time zone could not be saved', { description: errorMessage(error) }),
    });
  };

  return (
    <section
      aria-labelledby="time-zone-prompt-title"
      className="flex flex-col gap-3 border-b border-amber-100 bg-amber-50 px-6 py-4 sm:flex-row sm:items-center"
      data-testid="time-zone-prompt"
    >
      <Globe className="hidden size-5 shrink-0 text-amber-600 sm:block" aria-hidden />
      <div className="min-w-0 flex-1 text-sm">
        <h3 id="time-zone-prompt-title" className="font-semibold text-amber-900">
          Which time zone is your business in?
        </h3>
        <p className="mt-0.5 text-amber-800">
          Every time your screens show, your quiet hours and birthday messages follow it. This browser is in{' '}
          {zoneLabel(zone)}.
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button size="sm" loading={save.isPending} onClick={keepZone}>
          Use {zoneLabel(zone)}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => document.getElementById('time-zone')?.focus()}>
          Choose another
        </Button>
      </div>
    </section>
  );
}
