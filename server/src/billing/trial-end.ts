const DAY_MS = 86_400_000;

/** When a trial of `trialDays` started at `from` ends: the day of the first charge. */
export const trialEndFrom = (from: Date, trialDays: number) => new Date(from.getTime() + trialDays * DAY_MS);
