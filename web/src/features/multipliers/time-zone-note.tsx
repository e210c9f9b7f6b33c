import { Link } from 'react-router';
import { zoneLabel } from '../../components/ui/time-zone-select.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { partsAround } from '../../lib/parts-around.ts';

/** The zone the hours and dates are read in: the business's, or UTC until it is chosen in Settings. */
export function TimeZoneNote({ timeZone }: { timeZone: string | null }) {
  const { t } = useAppWords();
  if (timeZone) {
    return (
      <p className="text-xs text-gray-500" data-testid="multipliers-time-zone">
        {t('growth.multipliers.timesIn', { zone: zoneLabel(timeZone) })}
      </p>
    );
  }
  // The sentence in two around its link, wherever the language puts it.
  const [before, after] = partsAround((link) => t('growth.multipliers.utcUntil', { link }));
  return (
    <p className="text-xs text-gray-500" data-testid="multipliers-time-zone">
      {before}
      <Link to="/settings" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {t('growth.multipliers.settings')}
      </Link>
      {after}
    </p>
  );
}
