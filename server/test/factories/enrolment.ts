import type { TEnrolmentRequest } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import { JOBS } from '../../src/jobs/queue.ts';
import type { TTestApp } from '../harness.ts';

let seq = 0;

/** A complete, valid sign-up form body with a fresh US phone number unless given. */
export function enrolmentBody(overrides: Partial<TEnrolmentRequest> = {}): TEnrolmentRequest {
  seq += 1;
  return {
    firstName: 'Maya',
    lastName: 'Lopez',
    phone: `(415) 555-${String(1000 + (seq % 9000)).padStart(4, '0')}`,
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
    sql`select count(*)::int as n from pgboss.job where name = ${JOBS.sendWelcome} and data->>'customerId' = ${customerId}`,
  );
  const rows = (result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
  return Number(rows[0]?.n ?? 0);
}
