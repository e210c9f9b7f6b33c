import { type TSendingSettings, ZUpdateSendingSettings } from '@regulars/contracts';
import { Globe } from 'lucide-react';
import { useSaveSendingSettings } from '../../api/settings.ts';
import { Button } from '../../components/ui/button.tsx';
import { zoneLabel } from '../../components/ui/time-zone-select.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { proposedTimeZone, sendingDefaults } from './sending-form.ts';
import { settingsRefusal } from './settings-refusals.ts';

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
  const words = useAppWords();
  const { t } = words;
  const save = useSaveSendingSettings();
  const zone = proposedTimeZone();

  const keepZone = () => {
    // Only the zone changes: everything else is sent back as it is saved.
    const body = ZUpdateSendingSettings.safeParse({ ...sendingDefaults(sending), timeZone: zone });
    if (!body.success) {
      toast.error(t('settings.zonePrompt.failed'), { description: t('settings.zonePrompt.chooseBelow') });
      return;
    }
    save.mutate(body.data, {
      onSuccess: (saved) => {
        onSaved(saved.timeZone ?? zone);
        toast.success(t('settings.zonePrompt.saved', { zone: zoneLabel(saved.timeZone ?? zone) }));
      },
      onError: (error) => toast.error(t('settings.zonePrompt.failed'), { description: settingsRefusal(words, error) }),
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
          {t('settings.zonePrompt.title')}
        </h3>
        <p className="mt-0.5 text-amber-800">{t('settings.zonePrompt.text', { zone: zoneLabel(zone) })}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button size="sm" loading={save.isPending} onClick={keepZone}>
          {t('settings.zonePrompt.use', { zone: zoneLabel(zone) })}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => document.getElementById('time-zone')?.focus()}>
          {t('settings.zonePrompt.another')}
        </Button>
      </div>
    </section>
  );
}
