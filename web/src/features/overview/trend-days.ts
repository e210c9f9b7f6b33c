// The trend's days are the business's calendar days, not moments: read in UTC so no browser shifts them.
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Nov 26': one of the trend's days (YYYY-MM-DD). */
export const dayOfTrend = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));
