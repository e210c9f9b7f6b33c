/** '4:05' for 245 seconds: how long the Undo button stays. */
export function formatTimeLeft(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
