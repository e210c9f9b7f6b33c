/** A share in percent to one decimal (12.5), or null when there is nothing to divide by. */
export function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

/** The email open rate as the dashboard has always shown it: a whole percent of sent emails. */
export function openRate(opened: number, sent: number): number | null {
  return sent === 0 ? null : Math.round((opened / sent) * 100);
}

/** An average to two decimals, or null with nothing to average. */
export function average(total: number, count: number): number | null {
  return count === 0 ? null : Math.round((total / count) * 100) / 100;
}
