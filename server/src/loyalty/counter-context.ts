import { languageOfLocale, type TManagerApproval } from '@regulars/contracts';
import { appTranslatorFor, translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import type { Context } from 'hono';
import { assertManagerApproval, counterActorOf, readCounterDevice, type TApprovalNeed } from '../counter/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { sessionLanguage } from '../platform/session-language.ts';
import { actionLocation } from './action-location.ts';
import type { TStaffWords } from './staff-words.ts';

/** Who made a counter action and where (what every action's rows record), and the words its answer is in. */
export type TCounterContext = {
  staffUserId: string | null;
  counterStaffId: string | null;
  locationId: string | null;
  words: TStaffWords;
};

/**
 * The language the counter's answers speak (issue 52): a counter device the business's; a signed-in team member
 * their own choice, else the business they work in's (as the app's frame: auth/load-profile.ts).
 */
export async function counterWords(c: Context<TAppEnv>): Promise<TStaffWords> {
  const device = await readCounterDevice(c);
  const language = device ? languageOfLocale(device.locale) : await sessionLanguage(c);
  return { programs: translatorFor(language), lines: appTranslatorFor(language) };
}

/**
 * The actor and place of a counter action, and the business's manager rule for it checked: a counter device records
 * its own location and the staff member signed in on it; a signed-in team member, the location their counter chose
 * (checked to be the business's). Refused before anything is written.
 */
export async function counterContext(
  c: Context<TAppEnv>,
  input: { locationId?: string | null; managerApproval?: TManagerApproval },
  need: TApprovalNeed | null,
): Promise<TCounterContext> {
  const { db, queue } = c.var.deps;
  const businessId = c.var.businessId;
  const actor = await counterActorOf(c);
  if (need) await assertManagerApproval({ db, queue, businessId, actor, need, approval: input.managerApproval });
  const device = await readCounterDevice(c);
  return {
    staffUserId: actor.staffUserId,
    counterStaffId: actor.counterStaffId,
    locationId: device ? device.locationId : await actionLocation(db, businessId, input.locationId),
    words: await counterWords(c),
  };
}
