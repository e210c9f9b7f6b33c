import { randomInt } from 'node:crypto';
import type { TEnrolmentRequest } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import { CUSTOMER_JOBS } from '../../src/customers/index.ts';
import type { TTestApp } from '../harness.ts';

let seq = 0;

/**
 * A US number nobody else has, typed nationally as a person would (`e164` is how it is stored). Random, not
 * counted: test files share one database on PostgreSQL, the portal looks phones up across every business, and a
 * number joining more than 3 businesses a day gets no welcome text.
 */
export function randomPhone(): { typed: string; e164: string } {
  const area = randomInt(200, 1000);
  const exchange = randomInt(200, 1000);
  const line = String(randomInt(0, 10_000)).padStart(4, '0');
  return { typed: `(${area}) ${exchange}-${line}`, e164: `+1${area}${exchange}${line}` };
}

/** A complete, valid sign-up form body with a fresh US phone number unless given. */
export function enrolmentBody(overrides: Partial<TEnrolmentRequest> = {}): TEnrolmentRequest {
  seq += 1;
  return {
    firstName: 'Maya',
    lastName: 'Lopez',
    phone: randomPhone().typed,
    email: `maya${seq}-${Date.now()}@example.test`,
    birthday: '1990-04-12',
    pin: '4821',
    smsConsent: true,
    emailConsent: true,
    website: '',
    ...overrides,
  };
}

/** Welcome jobs queued for a customer (pg-boss keeps finished jobs in its table). */
export async function welcomeJobsFor(t: TTestApp, customerId: string): Promise<number> {
  const result = await t.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${CUSTOMER_JOBS.sendWelcome} and data->>'customerId' = ${customerId}`,
  );
  const rows = (result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
  return Number(rows[0]?.n ?? 0);
}
