import { APP_ENGLISH, type TCustomer } from '@regulars/contracts';
import type { TAppWords } from './app-words.tsx';

/** The customer's name as typed, or 'Unnamed customer' in the reader's language (English by default). */
export const customerName = (
  c: Pick<TCustomer, 'firstName' | 'lastName'>,
  words: Pick<TAppWords, 't'> = APP_ENGLISH,
): string => [c.firstName, c.lastName].filter(Boolean).join(' ') || words.t('shell.unnamedCustomer');
