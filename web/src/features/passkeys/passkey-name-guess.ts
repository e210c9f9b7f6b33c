/**
 * A first name for a new passkey, from the device it is made on ('Mac', 'iPhone', 'Android', 'Windows'): the person
 * can keep it or change it. `fallback` (the user's word for "Passkey") when the browser does not say.
 */
export function guessPasskeyName(userAgent: string, fallback: string): string {
  if (/iPhone/.test(userAgent)) return 'iPhone';
  if (/iPad/.test(userAgent)) return 'iPad';
  if (/Android/.test(userAgent)) return 'Android';
  if (/CrOS/.test(userAgent)) return 'Chromebook';
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'Mac';
  if (/Windows/.test(userAgent)) return 'Windows';
  if (/Linux/.test(userAgent)) return 'Linux';
  return fallback;
}
