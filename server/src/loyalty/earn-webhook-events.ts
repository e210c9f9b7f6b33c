import { sayLines } from '@regulars/contracts';
import type { TCustomerRow } from '../customers/index.ts';
import type { TWebhookEventInput } from '../webhooks/index.ts';
import type { TCustomerContext } from './load-customer-context.ts';
import type { TEarnInput, TEarnPlan } from './plan-earn-action.ts';

/** The webhook events of a visit or purchase, only those an endpoint of the business subscribes to. */
export function earnWebhookEvents({
  customer,
  context,
  plan,
  input,
  welcomePoints,
}: {
  customer: TCustomerRow;
  context: TCustomerContext;
  plan: TEarnPlan;
  input: TEarnInput;
  welcomePoints: number;
}): TWebhookEventInput[] {
  const wanted = context.webhookEvents;
  if (wanted.size === 0) return [];
  const earned = welcomePoints + plan.points;
  // The action raises the customer's loyalty version by one.
  const common = { customerId: customer.id, resourceVersion: customer.loyaltyVersion + 1 };
  const events: TWebhookEventInput[] = [
    {
      ...common,
      type: input.kind === 'visit' ? 'visit.recorded' : 'purchase.recorded',
      data: {
        actionId: plan.actionId,
        amount: input.amount,
        // The currency the amount is in (issue 35); null on a visit, like the amount.
        currency: input.amount === null ? null : context.money.currency,
        points: earned,
        // Webhooks speak English, as the API does.
        changes: sayLines(plan.changes).changes,
      },
    },
  ];
  if (earned > 0) {
    events.push({
      ...common,
      type: 'points.earned',
      data: { actionId: plan.actionId, points: earned, totalPoints: customer.totalPoints + earned },
    });
  }
  for (const reward of plan.rewards) {
    events.push({
      ...common,
      type: 'reward.earned',
      data: {
        actionId: plan.actionId,
        rewardId: reward.id,
        programId: reward.programId,
        rewardName: reward.rewardName,
        expiresAt: reward.expiresAt?.toISOString() ?? null,
      },
    });
  }
  return events.filter((e) => wanted.has(e.type));
}
