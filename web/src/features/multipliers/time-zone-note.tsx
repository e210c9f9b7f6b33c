import { Link } from 'react-router';
import { zoneLabel } from '../../components/ui/time-zone-select.tsx';

/** The zone the hours and dates are read in: the business's, or UTC until it is chosen in Settings. */
export function TimeZoneNote({ timeZone }: { timeZone: string | null }) {
  return (
    <p className="text-xs text-gray-500" data-testid="multipliers-time-zone">
      {timeZone ? (
        `Times are in ${zoneLabel(timeZone)}.`
      ) : (
        <>
          Times are in UTC until you choose your business&apos;s time zone in{' '}
          <Link to="/settings" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            Settings
          </Link>
          .
        </>
      )}
    </p>
  );
}
