import { getCountries, isSupportedCountry } from 'libphonenumber-js';
import { z } from 'zod';

/** Every message of the "Country" card. */
export const COUNTRY_MESSAGES = {
  saved: 'Country saved',
  failed: 'Failed to save the country',
  invalid: 'Choose a country from the list (for example GB)',
} as const;

/** ISO 3166 alpha-2 ('GB'), one libphonenumber knows: phones typed without a country code are read as its. */
export const ZCountryCode = z
  .string({ error: COUNTRY_MESSAGES.invalid })
  .trim()
  .toUpperCase()
  .refine((code) => /^[A-Z]{2}$/.test(code) && isSupportedCountry(code), COUNTRY_MESSAGES.invalid);

/** GET /api/settings `country` and the PATCH's answer. */
export const ZCountrySettings = z.object({ country: z.string() });
export type TCountrySettings = z.infer<typeof ZCountrySettings>;

/** PATCH /api/settings/country. */
export const ZUpdateCountrySettings = z.object({ country: ZCountryCode });
export type TUpdateCountrySettings = z.output<typeof ZUpdateCountrySettings>;

/** 'United Kingdom': a country as people read it, in English like the rest of the app. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames('en', { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country a phone number can be read in, by name: 'United Kingdom · GB'. */
export function countryChoices(): { code: string; label: string }[] {
  return getCountries()
    .map((code) => ({ code, label: `${countryName(code)} · ${code}` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/** A region a client sent ('gb'), when it is a country we can read; else `fallback`. */
export function regionOr(region: string | null | undefined, fallback: string): string {
  const code = region?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && isSupportedCountry(code) ? code : fallback;
}

/** The country a locale names ('en-GB' → 'GB'; 'fr' → 'FR' by its likely region), or null when none we can read. */
export function countryOfLocale(locale: string | null | undefined): string | null {
  if (!locale) return null;
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region && isSupportedCountry(region) ? region : null;
  } catch {
    return null;
  }
}
