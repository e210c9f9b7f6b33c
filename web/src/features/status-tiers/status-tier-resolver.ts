import { zodResolver } from '@hookform/resolvers/zod';
import { type TStatusProgramInput, ZStatusProgramInput } from '@regulars/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { IN_OUR_WORDS } from '../../lib/form-message.ts';
import { type TStatusValues, toInput } from './status-tier-form.ts';

const checkInput = zodResolver(ZStatusProgramInput, IN_OUR_WORDS);

/** Where the contract's reward messages (tiers.i.reward.name, .validDays) show: the row's own two fields. */
const REWARD_FIELDS = { name: 'rewardName', validDays: 'rewardDays' } as const;

/** The contract's reward messages moved onto the fields the owner typed them in (the errors are the resolver's own). */
function onRewardFields(errors: FieldErrors): FieldErrors {
  // An array, or an object keyed by row when the table as a whole has a message of its own too.
  const rows = errors.tiers as Record<string, Record<string, unknown> | undefined> | undefined;
  for (const row of Object.values(rows ?? {})) {
    const reward = row?.reward as Record<string, unknown> | undefined;
    if (!row || !reward) continue;
    for (const [part, field] of Object.entries(REWARD_FIELDS)) {
      if (reward[part]) row[field] = reward[part];
    }
    delete row.reward;
  }
  return errors;
}

/** The contract's rules on what would be saved: an unnamed reward is none, so its days never block the save. */
export const statusResolver: Resolver<TStatusValues, unknown, TStatusProgramInput> = async (
  values,
  context,
  options,
) => {
  const result = await checkInput(toInput(values), context, options as never);
  return { ...result, errors: onRewardFields(result.errors) } as never;
};
