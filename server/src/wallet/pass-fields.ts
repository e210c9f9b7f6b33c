import { statusSummaryText, type TCustomerStanding, type TProgramStanding } from '@regulars/contracts';
import type { TPassStanding } from './pass-reads.ts';

/** One field of an Apple pass (pass.json's field dictionaries). */
export type TPassField = { key: string; label: string; value: string };

export type TPassFields = {
  headerFields: TPassField[];
  primaryFields: TPassField[];
  secondaryFields: TPassField[];
  auxiliaryFields: TPassField[];
  backFields: TPassField[];
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a program's card shows as its balance: "120 points", "7 of 10 stamps", "15% off". */
export function balanceOf(program: TProgramStanding): string {
  switch (program.type) {
    case 'points':
      return plural(program.pointsBalance, 'point', 'points');
    case 'stamp_card':
      return `${program.stampsCurrent} of ${program.stampsRequired} stamps`;
    case 'free_item':
      return `${program.stampsCurrent} of ${program.stampsRequired} purchases`;
    case 'discount':
      return program.discount?.percent
        ? `${program.discount.percent}% off`
        : plural(program.discount?.visits ?? 0, 'visit', 'visits');
    case 'rebate_code':
      return 'Codes on every visit';
  }
}

/** What is next for the customer in a program, in a few words; null when nothing is. */
export function nextRewardOf(program: TProgramStanding): string | null {
  switch (program.type) {
    case 'points': {
      const next = program.catalogue.find((r) => !r.affordable);
      const ready = program.catalogue.filter((r) => r.affordable).at(-1);
      if (ready) return `${ready.name} ready`;
      return next ? `${next.name} at ${next.points} points` : null;
    }
    case 'stamp_card':
    case 'free_item': {
      const left = Math.max(0, program.stampsRequired - program.stampsCurrent);
      const unit = program.type === 'stamp_card' ? ['stamp', 'stamps'] : ['purchase', 'purchases'];
      return left > 0 ? `${plural(left, unit[0], unit[1])} to go` : 'Reward ready';
    }
    case 'discount': {
      const d = program.discount;
      return d?.nextPercent && d.visitsToNext
        ? `${d.nextPercent}% off in ${plural(d.visitsToNext, 'visit', 'visits')}`
        : null;
    }
    case 'rebate_code':
      return null;
  }
}

/** The stamps of the card's first program, when it counts stamps or purchases: what the strip image draws. */
export function stampsOf(standing: TCustomerStanding): { current: number; required: number } | null {
  const first = standing.programs[0];
  if (!first || (first.type !== 'stamp_card' && first.type !== 'free_item') || first.stampsRequired < 1) return null;
  return { current: first.stampsCurrent, required: first.stampsRequired };
}

/**
 * The pass's fields from the customer's standing: the first active program's balance up front, its next reward and
 * the rewards ready to use beside it, and on the back every program's standing, every reward's code and the invitation
 * to friends with the customer's link. A customer in no program yet gets a card that says so rather than an empty one.
 */
export function passFields(standing: TPassStanding): TPassFields {
  const first = standing.programs[0];
  const name = standing.customer.firstName?.trim();
  const headerFields: TPassField[] = name ? [{ key: 'member', label: 'Member', value: name }] : [];
  const primaryFields: TPassField[] = first
    ? [{ key: 'balance', label: first.name, value: balanceOf(first) }]
    : [{ key: 'balance', label: 'Loyalty card', value: 'Welcome' }];
  const next = first ? nextRewardOf(first) : null;
  const secondaryFields: TPassField[] = next ? [{ key: 'next', label: 'Next reward', value: next }] : [];
  const count = standing.rewards.length;
  const auxiliaryFields: TPassField[] = [
    { key: 'rewards', label: 'Rewards to use', value: count === 0 ? 'None yet' : String(count) },
    ...(standing.status?.tier ? [{ key: 'status', label: 'Status', value: standing.status.tier.name }] : []),
  ];
  const backFields: TPassField[] = [
    ...standing.programs.map((p) => ({
      key: `program-${p.id}`,
      label: p.name,
      value: [balanceOf(p), nextRewardOf(p), p.description].filter(Boolean).join('\n'),
    })),
    ...standing.rewards.map((r) => ({
      key: `reward-${r.id}`,
      label: r.name,
      value: `Code ${r.code}${r.expiresAt ? ` · use by ${r.expiresAt.slice(0, 10)}` : ''}`,
    })),
    ...(standing.status
      ? [{ key: 'status-progress', label: 'Your status', value: statusSummaryText(standing.status) }]
      : []),
    ...(standing.invite
      ? [{ key: 'invite', label: 'Invite a friend', value: `${standing.invite.text}\n${standing.invite.link}` }]
      : []),
    { key: 'customer', label: 'Your customer number', value: standing.customer.uniqueCustomerId },
  ];
  return { headerFields, primaryFields, secondaryFields, auxiliaryFields, backFields };
}
