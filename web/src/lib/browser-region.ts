/**
 * The country of the browser's language ('en-GB' → 'GB', 'fr' → its likely 'FR'): where a customer most likely is,
 * for a phone they type. Read by Intl alone (the server checks it is a country), so the portal's sign-in loads no
 * phone metadata.
 */
export function browserRegion(): string | undefined {
  try {
    return new Intl.Locale(navigator.language).maximize().region;
  } catch {
    return undefined;
  }
}
