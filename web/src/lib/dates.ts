/** Whole days until `iso`, rounded up; 0 once passed. */
export function daysUntil(iso: string | null | undefined, now = Date.now()): number | null {
  if (!iso) return null;
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now) / 86_400_000));
}

export function isPast(iso: string, now = Date.now()): boolean {
  return new Date(iso).getTime() <= now;
}

/** Whole seconds until `iso`, rounded up; 0 once passed or when it cannot be read. */
export function secondsUntil(iso: string, now = Date.now()): number {
  const ms = new Date(iso).getTime() - now;
  return Number.isNaN(ms) ? 0 : Math.max(0, Math.ceil(ms / 1000));
}
