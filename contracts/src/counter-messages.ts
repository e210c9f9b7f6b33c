/**
 * The counter on a shared device (issue 35): devices a team admin sets up for a location, the staff who say who they
 * are there with a PIN, and the rules that ask for a manager's PIN. Its limits and words.
 */
export const COUNTER_LIMITS = {
  name: 60,
  /** Counter-only staff take no team seat; this many per business. */
  counterOnlyStaff: 50,
  /** The counter's search shows a short list: the right customer is nearly always in the first few. */
  search: 10,
  maxShiftMinutes: 720,
  maxWrongPins: 5,
  lockMinutes: 15,
  /**
   * Wrong PINs in 24 hours (issue 47): per staff member, and per device across everyone on it. Past either, PINs are
   * refused until a team admin acts (a new PIN; the device set up again) or the 24 hours from the first wrong try end.
   */
  maxWrongPinsPerDayStaff: 20,
  maxWrongPinsPerDayDevice: 50,
  /** With a PIN asked on every action, a signed-in staff member has this long to make that action. */
  perActionMinutes: 5,
} as const;

export const COUNTER_MESSAGES = {
  nameRequired: 'Enter a name',
  nameTooLong: `The name must be at most ${COUNTER_LIMITS.name} characters`,
  unsavableCharacter: 'Remove the unsupported character and try again',
  pinFormat: 'A PIN is 4 to 6 digits',
  pinWrong: 'That PIN is not right',
  pinLocked: `Too many wrong PINs. Please try again in ${COUNTER_LIMITS.lockMinutes} minutes.`,
  pinDailyLimit: 'Too many wrong PINs for this person today. A team admin can set a new PIN in Company.',
  devicePinDailyLimit:
    'Too many wrong PINs on this device today. A team admin can set it up again in Company; until then, use another device.',
  noPin: 'This staff member has no PIN yet: set one in Company',
  staffNotFound: 'Staff member not found',
  deviceNotFound: 'Counter device not found',
  notADevice: 'This browser is not a counter device',
  staffRequired: 'Enter your staff PIN to continue',
  notAManager: 'Only a manager can approve this',
  alreadyStaff: 'This team member already has a PIN',
  staffLimit: `You can add up to ${COUNTER_LIMITS.counterOnlyStaff} counter-only staff`,
  shiftRange: `Enter 0 to ${COUNTER_LIMITS.maxShiftMinutes} minutes`,
  amountPositive: 'Enter an amount above 0, or leave it empty',
  nothingToUpdate: 'Change the name, PIN or manager setting',
  chooseStaffOrName: 'Choose a team member or enter a name',
  deviceAdded: 'This browser is now a counter',
  deviceRevoked: 'Counter device removed',
  staffAdded: 'Staff member added',
  staffSaved: 'Staff member saved',
  staffRemoved: 'Staff member removed',
  rulesSaved: 'Counter rules saved',
} as const;

/**
 * Why an action waits for a manager's PIN, said first in the approval dialog: the business's own counter rule, with
 * the amount it set for purchases (written in its currency by the caller: '$100.00').
 */
export function managerRequiredFor(
  need: { kind: 'redemption' } | { kind: 'undo' } | { kind: 'purchase'; above: string },
) {
  if (need.kind === 'redemption') return "Your counter rules ask for a manager's PIN to redeem a reward";
  if (need.kind === 'undo') return "Your counter rules ask for a manager's PIN to undo an action";
  return `Your counter rules ask for a manager's PIN for a purchase over ${need.above}`;
}
