import { expect } from 'vitest';
import { eventually, type TClient } from '../harness.ts';

/** The agency opens one of its clients (null: back to the agency itself). */
export async function inClient(agency: TClient, clientId: string | null) {
  expect((await agency.post('/api/agency/open', { businessId: clientId })).status).toBe(200);
}

/** The answer's body, once its status is the one expected (the body said when it is not). */
export async function ok(res: Promise<{ status: number; body: any }>, status = 200) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

/** A finished addition from the library, once the job has gone through every client. */
export async function finished(agency: TClient, applyId: string) {
  return eventually(async () => {
    const res = await agency.get(`/api/agency/library/applies/${applyId}`);
    return res.body.apply?.status === 'done' ? res.body.apply : undefined;
  });
}
