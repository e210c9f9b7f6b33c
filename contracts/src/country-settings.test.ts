import { describe, expect, it } from 'vitest';
import {
  COUNTRY_MESSAGES,
  countryChoices,
  countryOfLocale,
  regionOr,
  ZUpdateCountrySettings,
} from './country-settings.ts';

describe('the business’s country', () => {
  it('takes a country libphonenumber knows, in any case, and refuses anything else in plain words', () => {
    expect(ZUpdateCountrySettings.parse({ country: ' gb ' })).toEqual({ country: 'GB' });
    for (const bad of ['XX', 'GBR', '', 'U1']) {
      const parsed = ZUpdateCountrySettings.safeParse({ country: bad });
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(COUNTRY_MESSAGES.invalid);
    }
  });

  it('is proposed from a locale’s region, or its likely one', () => {
    expect(countryOfLocale('en-GB')).toBe('GB');
    expect(countryOfLocale('pt-BR')).toBe('BR');
    expect(countryOfLocale('fr')).toBe('FR');
    expect(countryOfLocale('not a locale!')).toBeNull();
    expect(countryOfLocale(undefined)).toBeNull();
  });

  it('reads a client’s region when it is a country, else the fallback', () => {
    expect(regionOr('gb', 'US')).toBe('GB');
    expect(regionOr('ZZ', 'US')).toBe('US');
    expect(regionOr(undefined, 'CA')).toBe('CA');
  });

  it('lists every country by its English name', () => {
    const choices = countryChoices();
    expect(choices.find((c) => c.code === 'GB')?.label).toBe('United Kingdom · GB');
    expect(choices.length).toBeGreaterThan(200);
    expect(choices.map((c) => c.label)).toEqual(
      [...choices.map((c) => c.label)].sort((a, b) => a.localeCompare(b, 'en')),
    );
  });
});
