import type {
  TActionResult,
  TCustomer,
  TCustomerStanding,
  TProgram,
  TV1Action,
  TV1Customer,
  TV1Program,
  TV1Standing,
} from '@regulars/contracts';

/** A customer in the public API's own shape (contracts/src/api-v1.ts), so the web app's can change freely. */
export function toV1Customer(customer: TCustomer): TV1Customer {
  return {
    id: customer.id,
    customerNumber: customer.uniqueCustomerId,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    birthday: customer.birthday,
    points: { balance: customer.totalPoints, lifetimeEarned: customer.lifetimePointsEarned },
    visits: customer.totalVisits,
    consent: { sms: customer.optedInSms, email: customer.optedInEmail },
    createdAt: new Date(customer.createdAt).toISOString(),
  };
}

/** A program in the public API's own shape: its settings under `rules`. */
export function toV1Program(program: TProgram): TV1Program {
  return {
    id: program.id,
    name: program.name,
    description: program.description,
    type: program.type,
    status: program.status,
    rules: { ...(program.config as Record<string, unknown>) },
    createdAt: new Date(program.createdAt).toISOString(),
  };
}

/** A customer's standing in v1's shape: the counter's, with the customer reduced to their id and totals. */
export function toV1Standing(standing: TCustomerStanding): TV1Standing {
  const { customer, lastAction } = standing;
  return {
    customerId: customer.id,
    points: { balance: customer.totalPoints, lifetimeEarned: customer.lifetimePointsEarned },
    visits: customer.totalVisits,
    programs: standing.programs,
    rewards: standing.rewards,
    lastAction: lastAction
      ? {
          actionId: lastAction.id,
          kind: lastAction.kind,
          changes: lastAction.changes,
          createdAt: lastAction.createdAt,
          undoableUntil: lastAction.undoableUntil,
        }
      : null,
  };
}

/** What a write did, in v1's shape; whether it was a replay is told by a header, so the body repeats the first one. */
export function toV1Action(result: TActionResult): TV1Action {
  return {
    actionId: result.actionId,
    kind: result.kind,
    changes: result.changes,
    standing: toV1Standing(result.standing),
  };
}
