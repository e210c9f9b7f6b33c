import {
  AGENCY_GETTING_STARTED_STEPS,
  GETTING_STARTED_STEPS,
  type TAgencyGettingStartedStep,
  type TGettingStarted,
  type TGettingStartedStep,
} from '@regulars/contracts';

/** The screen where each step is done. */
const STEP_PATHS: Record<TGettingStartedStep | TAgencyGettingStartedStep, string> = {
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

export type TChecklistStep = {
  key: TGettingStartedStep | TAgencyGettingStartedStep;
  label: string;
  hint: string;
  to: string;
  done: boolean;
};

/**
 * The steps in order, each with its link and whether it is done, and how many are done. An agency's list is its own:
 * its clients' steps, then its time zone (a client it opens shows the loyalty steps).
 */
export function checklistSteps(state: TGettingStarted): { steps: TChecklistStep[]; done: number } {
  const { agency } = state;
  const steps: TChecklistStep[] = agency
    ? [
        ...AGENCY_GETTING_STARTED_STEPS.map((step) => ({ ...step, to: STEP_PATHS[step.key], done: agency[step.key] })),
        ...GETTING_STARTED_STEPS.filter((step) => step.key === 'timeZone').map((step) => ({
          ...step,
          to: STEP_PATHS[step.key],
          done: state.timeZone,
        })),
      ]
    : GETTING_STARTED_STEPS.map((step) => ({ ...step, to: STEP_PATHS[step.key], done: state[step.key] }));
  return { steps, done: steps.filter((s) => s.done).length };
}
