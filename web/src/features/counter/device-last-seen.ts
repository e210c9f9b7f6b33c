import { lastUsedLabel } from '../../lib/last-used-label.ts';

/** When a counter device last reached us, as a person says it: "Not opened yet", "Last seen 5 minutes ago". */
export function lastSeenLabel(iso: string | null, now = Date.now()): string {
  if (!iso) return 'Not opened yet';
  const when = lastUsedLabel(iso, now);
  if (when === 'Just now') return 'Last seen just now';
  return when.endsWith(' ago') ? `Last seen ${when}` : `Last seen on ${when}`;
}
