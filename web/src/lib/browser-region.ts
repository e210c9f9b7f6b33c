import { countryOfLocale } from '@regulars/contracts';

/** The country of the browser's language ('en-GB' → 'GB'): where a customer most likely is, for a phone they type. */
export const browserRegion = (): string | undefined =>
  countryOfLocale(typeof navigator === 'undefined' ? null : navigator.language) ?? undefined;
