/** The most digits a PIN has. */
export const PIN_MAX_LENGTH = 6;

/** What the PIN field keeps of what was typed or pasted: digits only, at most six. */
export function keepPinDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PIN_MAX_LENGTH);
}
