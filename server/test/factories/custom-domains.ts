import { randomUUID } from 'node:crypto';
import type { TCustomDomainState } from '@regulars/contracts';
import { expect } from 'vitest';
import { eventually, newBusiness, type TClient, type TTestApp } from '../harness.ts';
import type { startDnsStub } from '../stubs/dns-stub.ts';

type TDnsStub = Awaited<ReturnType<typeof startDnsStub>>;

export const uniqueHost = () => `loyalty-${randomUUID().slice(0, 8)}.cafe.test`;

export async function domainOf(c: TClient): Promise<TCustomDomainState> {
  const res = await c.get<TCustomDomainState>('/api/settings/domain');
  expect(res.status).toBe(200);
  return res.body;
}

/** "Check now", then the state once the queued check has run. */
export async function checkedDomain(c: TClient): Promise<TCustomDomainState> {
  expect((await c.post('/api/settings/domain/check')).status).toBe(200);
  return eventually(async () => {
    const state = await domainOf(c);
    return state.domain?.checking === false ? state : null;
  });
}

/** An Agency business with `hostname` added and verified through its TXT record on the DNS stub. */
export async function verifiedDomain(t: TTestApp, dns: TDnsStub, hostname = uniqueHost()) {
  const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Harbour Loyalty' });
  const added = await agency.client.put<TCustomDomainState>('/api/settings/domain', { hostname });
  expect(added.status).toBe(200);
  const txt = added.body.domain?.records.find((r) => r.type === 'TXT');
  if (!txt) throw new Error('no TXT record shown');
  dns.records.set(txt.name, [txt.value]);
  const state = await checkedDomain(agency.client);
  expect(state.domain?.status).toBe('verified');
  return { ...agency, hostname };
}
