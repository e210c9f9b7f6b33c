import type { TCounterStaffMember } from '@regulars/contracts';

/** What the team admin can do with one person on the counter staff list. */
export type TStaffAction = 'setPin' | 'changePin' | 'manager' | 'removePin' | 'remove';

/**
 * A team member without a PIN can only be given one (a manager is chosen with it); with a PIN they can change it, be
 * made a manager or lose the PIN (they stay on the team). Counter-only staff exist only by their PIN: removing them
 * removes them.
 */
export function staffActions(member: TCounterStaffMember): TStaffAction[] {
  if (member.kind === 'team' && (!member.hasPin || member.id === null)) return ['setPin'];
  return ['changePin', 'manager', member.kind === 'team' ? 'removePin' : 'remove'];
}

/** A stable key for the list: a team member has no staff id until their first PIN. */
export const staffKey = (member: TCounterStaffMember) => member.id ?? `user:${member.userId ?? member.name}`;

export const counterOnlyCount = (staff: TCounterStaffMember[]) =>
  staff.filter((member) => member.kind === 'counter').length;

/** Nobody can sign in at a counter device until someone has a PIN. */
export const nobodyHasPin = (staff: TCounterStaffMember[]) => staff.every((member) => !member.hasPin);
