/**
 * One trial per business: trial_ends_at is set when a trial starts and kept after it, so it marks a trial had; a
 * business that already has a subscription is past its first checkout. Checked when checkout starts and again when
 * the built-in checkout completes, so an older open session cannot bring a second trial.
 */
export function firstTrialDays({
  trialEndsAt,
  subscriptionId,
  trialDays,
}: {
  trialEndsAt: Date | null;
  subscriptionId: string | null | undefined;
  trialDays: number;
}): number {
  return trialEndsAt === null && !subscriptionId ? trialDays : 0;
}
