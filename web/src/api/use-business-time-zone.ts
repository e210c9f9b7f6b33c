import { createContext, useContext } from 'react';
import { browserTimeZone } from '../lib/browser-time-zone.ts';
import { useSettings } from './settings.ts';

/**
 * The zone, where a screen already knows it and Settings cannot be read (the closed business's screen, whose
 * requests other than closing and exports are refused).
 */
export const KnownTimeZone = createContext<string | null>(null);

/**
 * The zone every time on the business's screens is read in: the one chosen in Settings, else (until the owner
 * chooses, which /settings asks for) this browser's. Saving the settings updates the cached answer, so every screen
 * follows at once.
 */
export function useBusinessTimeZone(): string {
  const known = useContext(KnownTimeZone);
  const chosen = useSettings({ enabled: known === null }).data?.sending.timeZone;
  return known ?? chosen ?? browserTimeZone() ?? 'UTC';
}
