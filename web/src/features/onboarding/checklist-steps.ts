import {
  AGENCY_GETTING_STARTED_STEPS,
  GETTING_STARTED_STEPS,
  type TAgencyGettingStartedStep,
  type TAppMessageKey,
  type TGettingStarted,
  type TGettingStartedStep,
} from '@regulars/contracts';
import type { TAppWords } from '../../lib/app-words.tsx';

type TStepKey = TGettingStartedStep | TAgencyGettingStartedStep;

/** The screen where each step is done. */
const STEP_PATHS: Record<TStepKey, string> = {
  program: '/programs',
  qrCode: '/qr-codes',
  customer: '/customers',
  visit: '/checkin',
  welcomeMessage: '/sms-templates',
  timeZone: '/settings',
  // An agency adds clients, invites their owners and opens them from its clients list.
  client: '/clients',
  ownerInvited: '/clients',
  clientProgram: '/clients',
};

/** Each step's words in the user's language (the contracts' labels and hints are the English ones). */
const STEP_WORDS: Record<TStepKey, { label: TAppMessageKey; hint: TAppMessageKey }> = {
  program: { label: 'dashboard.start.program', hint: 'dashboard.start.programHint' },
  qrCode: { label: 'dashboard.start.qrCode', hint: 'dashboard.start.qrCodeHint' },
  customer: { label: 'dashboard.start.customer', hint: 'dashboard.start.customerHint' },
  visit: { label: 'dashboard.start.visit', hint: 'dashboard.start.visitHint' },
  welcomeMessage: { label: 'dashboard.start.welcomeMessage', hint: 'dashboard.start.welcomeMessageHint' },
  timeZone: { label: 'dashboard.start.timeZone', hint: 'dashboard.start.timeZoneHint' },
  client: { label: 'dashboard.start.client', hint: 'dashboard.start.clientHint' },
  ownerInvited: { label: 'dashboard.start.ownerInvited', hint: 'dashboard.start.ownerInvitedHint' },
  clientProgram: { label: 'dashboard.start.clientProgram', hint: 'dashboard.start.clientProgramHint' },
};

export type TChecklistStep = {
  key: TStepKey;
  label: string;
  hint: string;
  to: string;
  done: boolean;
};

/**
 * The steps in order, each with its words, its link and whether it is done, and how many are done. An agency's list
 * is its own: its clients' steps, then its time zone (a client it opens shows the loyalty steps).
 */
export function checklistSteps(state: TGettingStarted, { t }: TAppWords): { steps: TChecklistStep[]; done: number } {
  const { agency } = state;
  const step = (key: TStepKey, done: boolean): TChecklistStep => ({
    key,
    label: t(STEP_WORDS[key].label),
    hint: t(STEP_WORDS[key].hint),
    to: STEP_PATHS[key],
    done,
  });
  const steps = agency
    ? [...AGENCY_GETTING_STARTED_STEPS.map((s) => step(s.key, agency[s.key])), step('timeZone', state.timeZone)]
    : GETTING_STARTED_STEPS.map((s) => step(s.key, state[s.key]));
  return { steps, done: steps.filter((s) => s.done).length };
}
