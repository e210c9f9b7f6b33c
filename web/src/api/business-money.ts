import { DEFAULT_MONEY, type TMoney } from '@regulars/contracts';
import { useMe } from './auth.ts';

/**
 * The signed-in business's money (issue 35): the currency its amounts are recorded in and the locale they are written
 * in, from the profile the app has loaded already; US dollars in en-US until it arrives.
 */
export function useBusinessMoney(): TMoney {
  const business = useMe().data?.business;
  return business ? { currency: business.currency, locale: business.locale } : DEFAULT_MONEY;
}
