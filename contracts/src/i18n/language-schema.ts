import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/** A language a request may choose (a user's, a customer's): one of those we speak. */
export const ZLanguage = z.enum(LANGUAGES, { error: 'Choose one of the languages offered' });
