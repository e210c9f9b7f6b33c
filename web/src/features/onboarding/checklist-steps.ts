import { GETTING_STARTED_STEPS, type TGettingStarted, type TGettingStartedStep } from '@regulars/contracts';

/** The screen where each step is done. */
const STEP_PATHS: Record<TGettingStartedStep, string> = {
  program: '/programs',
  qrCode: '/qr-codes',
  customer: '/customers',
  visit: '/checkin',
  welcomeMessage: '/sms-templates',
  timeZone: '/settings',
};

export type TChecklistStep = { key: TGettingStartedStep; label: string; hint: string; to: string; done: boolean };

/** The steps in order, each with its link and whether it is done, and how many are done. */
export function checklistSteps(state: TGettingStarted): { steps: TChecklistStep[]; done: number } {
  const steps = GETTING_STARTED_STEPS.map((step) => ({ ...step, to: STEP_PATHS[step.key], done: state[step.key] }));
  return { steps, done: steps.filter((s) => s.done).length };
}
