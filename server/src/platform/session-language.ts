import { knownLanguage, languageOfLocale, type TLanguage } from '@regulars/contracts';
import type { Context } from 'hono';
import type { TAppEnv } from './context.ts';
import { sessionOf } from './session.ts';

/**
 * The language the app speaks to the signed-in user (issue 52): their own choice, else the business they work in's
 * (as their profile says: auth/load-profile.ts). What the server writes in their words (a consent they attested)
 * follows it.
 */
export async function sessionLanguage(c: Context<TAppEnv>): Promise<TLanguage> {
  const { user, ownBusiness } = await sessionOf(c);
  return knownLanguage(user.language) ?? languageOfLocale(ownBusiness?.locale);
}
