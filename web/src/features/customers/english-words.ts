import { APP_ENGLISH } from '@regulars/contracts';
import type { TAppWords } from '../../lib/app-words.tsx';

/** The screen's words outside any screen (a plain function's default, its tests): English, in US English numbers. */
export const ENGLISH_WORDS: TAppWords = { ...APP_ENGLISH, locale: 'en-US' };
