import type { TCustomer, TProgram, TV1Customer, TV1Program } from '@regulars/contracts';

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
