import { useSettings } from '../../api/settings.ts';
import { browserTimeZone } from '../../lib/browser-time-zone.ts';

/**
 * The zone every time on the business's screens is read in: the one chosen in Settings, else (until the owner
 * chooses, which /settings asks for) this browser's. Saving the settings updates the cached answer, so every screen
 * follows at once.
 */
export function useBusinessTimeZone(): string {
  const chosen = useSettings().data?.sending.timeZone;
  return chosen ?? browserTimeZone() ?? 'UTC';
}
