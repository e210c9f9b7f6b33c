import {
  describeProgram,
  emailConsentText,
  languageOfLocale,
  signupFormWords,
  smsConsentText,
  type TProgram,
  type TSignupFormInfo,
} from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { getPublicBrand } from '../branding/index.ts';
import type { TExecutor } from '../db/client.ts';
import { phoneExampleOf } from '../platform/phone-example.ts';
import { listActivePrograms } from '../programs/index.ts';
import { signupInvitationOf } from '../referrals/index.ts';
import { findSignupTarget } from './find-signup-target.ts';

export function welcomePointsOf(programs: TProgram[]): number {
  return programs.reduce((sum, p) => sum + (p.type === 'points' ? p.config.welcomeBonus : 0), 0);
}

/** What the public form shows, in the business's brand; visiting it counts one scan of the code. */
export async function openSignupForm({
  db,
  code,
  appUrl,
  referralCode,
  defaultRegion,
}: {
  db: TExecutor;
  code: string;
  appUrl: string;
  /** DEFAULT_PHONE_REGION, for a business without a country of its own. */
  defaultRegion: string;
  /** `?ref=`: the code of the customer whose invitation link opened the form. */
  referralCode?: string;
}): Promise<TSignupFormInfo> {
  const target = await findSignupTarget({ db, code, countScan: true });
  // The form speaks the business's language.
  const language = languageOfLocale(target.money.locale);
  const speaks = translatorFor(language);
  const [programs, brand, invitation] = await Promise.all([
    listActivePrograms({ db, businessId: target.businessId }),
    getPublicBrand({ db, businessId: target.businessId, appUrl }),
    signupInvitationOf({ db, businessId: target.businessId, typed: referralCode, t: speaks.t }),
  ]);
  const country = target.country ?? defaultRegion;
  const welcomePoints = welcomePointsOf(programs);
  return {
    businessName: target.businessName,
    locationName: target.locationName,
    programs: programs.map((p) => ({ name: p.name, type: p.type, summary: describeProgram(p, target.money, speaks) })),
    welcomePoints,
    consent: { sms: smsConsentText(target.businessName, speaks), email: emailConsentText(target.businessName, speaks) },
    brand,
    country,
    locale: target.money.locale,
    phoneExample: phoneExampleOf(country),
    language,
    words: signupFormWords(speaks.t, { businessName: target.businessName, welcomePoints }),
    invitation,
  };
}
