import { SMS_OPT_OUT_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, smsOptOuts } from '../src/db/schema/index.ts';
import { addCustomer } from './factories/customers.ts';
import { newTeamMember } from './factories/teams.ts';
import { client, newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const PATH = '/api/settings/sms-opt-outs';
type TEntry = { id: string; phone: string; source: string; message: string | null; createdAt: string };
type TList = { optOuts: TEntry[]; total: number; page: number; limit: number };

const list = async (c: TClient, query = '') => {
  const res = await c.get<TList>(`${PATH}${query}`);
  expect(res.status).toBe(200);
  return res.body;
};

/** Entries as the inbound SMS handler leaves them, one minute apart (the first oldest). */
async function seed(businessId: string, entries: { phone: string; source: TEntry['source']; message?: string }[]) {
  const start = Date.parse('2026-03-01T12:00:00Z');
  const rows = await t.db
    .insert(smsOptOuts)
    .values(
      entries.map((e, i) => ({
        businessId,
        phone: e.phone,
        source: e.source as 'keyword' | 'free_text' | 'manual',
        message: e.message ?? null,
        createdAt: new Date(start + i * 60_000),
      })),
    )
    .returning();
  return rows;
}

async function entries(businessId: string) {
  return t.db.select().from(smsOptOuts).where(eq(smsOptOuts.businessId, businessId));
}

async function optedInSms(customerId: string) {
  const [row] = await t.db.select({ on: customers.optedInSms }).from(customers).where(eq(customers.id, customerId));
  return row?.on;
}

describe('GET /api/settings/sms-opt-outs', () => {
  it('starts empty', async () => {
    const { client: c } = await newBusiness(t);
    expect(await list(c)).toEqual({ optOuts: [], total: 0, page: 1, limit: 10 });
  });

  it('lists newest first, a page at a time, with the total', async () => {
    const b = await newBusiness(t);
    const phones = Array.from({ length: 12 }, (_, i) => `+1415555${String(1000 + i)}`);
    const rows = await seed(
      b.businessId,
      phones.map((phone) => ({ phone, source: 'keyword', message: 'STOP' })),
    );

    const first = await list(b.client, '?limit=5');
    expect(first.total).toBe(12);
    expect(first.page).toBe(1);
    expect(first.limit).toBe(5);
    expect(first.optOuts.map((o) => o.phone)).toEqual([
      '+14155551011',
      '+14155551010',
      '+14155551009',
      '+14155551008',
      '+14155551007',
    ]);
    expect(first.optOuts[0]).toEqual({
      id: rows[11]!.id,
      phone: '+14155551011',
      source: 'keyword',
      message: 'STOP',
      createdAt: '2026-03-01T12:11:00.000Z',
    });

    const last = await list(b.client, '?limit=5&page=3');
    expect(last).toMatchObject({ total: 12, page: 3, limit: 5 });
    expect(last.optOuts.map((o) => o.phone)).toEqual(['+14155551001', '+14155551000']);

    expect((await list(b.client, '?limit=5&page=4')).optOuts).toEqual([]);
    const bad = await b.client.get(`${PATH}?limit=500`);
    expect(bad.status).toBe(400);
  });

  it('searches by phone digits however the number is typed, and by the words of the message', async () => {
    const b = await newBusiness(t);
    await seed(b.businessId, [
      { phone: '+14155550101', source: 'keyword', message: 'STOP' },
      { phone: '+12025550143', source: 'free_text', message: 'Please stop texting me' },
      { phone: '+14155550199', source: 'manual', message: 'manager@harbour.test' },
      { phone: '+447700900123', source: 'keyword', message: 'stop' },
    ]);
    const phonesFor = async (search: string) =>
      (await list(b.client, `?search=${encodeURIComponent(search)}`)).optOuts.map((o) => o.phone);

    expect(await phonesFor('(415) 555-0101')).toEqual(['+14155550101']);
    expect(await phonesFor('415.555.01')).toEqual(['+14155550199', '+14155550101']);
    expect(await phonesFor('+1 202 555 0143')).toEqual(['+12025550143']);
    expect(await phonesFor('2025550143')).toEqual(['+12025550143']);
    expect(await phonesFor('7700 900123')).toEqual(['+447700900123']);
    expect(await phonesFor('stop texting')).toEqual(['+12025550143']);
    expect(await phonesFor('MANAGER@')).toEqual(['+14155550199']);
    expect(await phonesFor('100%')).toEqual([]);
    expect(await phonesFor('999')).toEqual([]);

    const searched = await list(b.client, '?search=555&limit=2');
    expect(searched.total).toBe(3);
    expect(searched.optOuts).toHaveLength(2);
  });
});

describe('POST /api/settings/sms-opt-outs', () => {
  it("adds a number by hand, as the adding user, and turns that customer's SMS consent off", async () => {
    const b = await newBusiness(t);
    const customer = await addCustomer(b.client, { phone: '(415) 555-0177' });
    const other = await addCustomer(b.client, { phone: '(415) 555-0178' });
    const elsewhere = await newBusiness(t);
    const sameNumberElsewhere = await addCustomer(elsewhere.client, { phone: '(415) 555-0177' });
    expect(await optedInSms(customer.id)).toBe(true);

    const res = await b.client.post(PATH, { phone: ' (415) 555-0177 ' });
    expect(res.status).toBe(201);
    expect(res.body.optOut).toMatchObject({
      phone: '+14155550177',
      source: 'manual',
      message: b.email,
    });
    expect(Date.now() - Date.parse(res.body.optOut.createdAt)).toBeLessThan(60_000);

    expect(await optedInSms(customer.id)).toBe(false);
    expect(await optedInSms(other.id)).toBe(true);
    expect(await optedInSms(sameNumberElsewhere.id)).toBe(true);
    expect(await entries(elsewhere.businessId)).toEqual([]);

    const listed = await list(b.client);
    expect(listed.total).toBe(1);
    expect(listed.optOuts[0]).toEqual(res.body.optOut);
  });

  it('refuses a number already on the list, however it is written, and changes nothing', async () => {
    const b = await newBusiness(t);
    await seed(b.businessId, [{ phone: '+14155550166', source: 'keyword', message: 'STOP' }]);
    for (const phone of ['+1 415 555 0166', '4155550166']) {
      const res = await b.client.post(PATH, { phone });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('This number is already on the list');
    }
    const rows = await entries(b.businessId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'keyword', message: 'STOP' });
  });

  it('refuses a phone number that cannot be one', async () => {
    const b = await newBusiness(t);
    for (const body of [
      { phone: '12' },
      { phone: '' },
      { phone: '   ' },
      { phone: 'call me' },
      {},
      { phone: 4155550100 },
    ]) {
      const res = await b.client.post(PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe('Enter a valid phone number');
    }
    const long = await b.client.post(PATH, { phone: '4'.repeat(41) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(SMS_OPT_OUT_MESSAGES.invalidPhone);
    expect(await entries(b.businessId)).toEqual([]);
  });
});

describe('DELETE /api/settings/sms-opt-outs/:id', () => {
  it('removes a number staff added, and leaves SMS consent off', async () => {
    const b = await newBusiness(t);
    const customer = await addCustomer(b.client, { phone: '(415) 555-0155' });
    const added = (await b.client.post(PATH, { phone: '4155550155' })).body.optOut as TEntry;

    const res = await b.client.delete(`${PATH}/${added.id}`);
    expect(res.status).toBe(204);
    expect(await entries(b.businessId)).toEqual([]);
    expect(await optedInSms(customer.id)).toBe(false);

    const again = await b.client.delete(`${PATH}/${added.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Number not found on the list');
  });

  it("refuses to remove a customer's own opt-out (STOP or their own words)", async () => {
    const b = await newBusiness(t);
    const [keyword, freeText] = await seed(b.businessId, [
      { phone: '+14155550144', source: 'keyword', message: 'STOP' },
      { phone: '+14155550145', source: 'free_text', message: 'no more texts please' },
    ]);
    for (const row of [keyword!, freeText!]) {
      const res = await b.client.delete(`${PATH}/${row.id}`);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('Only the customer can undo this: they text START to opt back in');
    }
    expect(await entries(b.businessId)).toHaveLength(2);
  });

  it("answers 404 for another business's entry, an unknown id and a malformed one, and removes nothing", async () => {
    const a = await newBusiness(t);
    const b = await newBusiness(t);
    const [mine] = await seed(a.businessId, [{ phone: '+14155550133', source: 'manual', message: 'a@example.test' }]);
    for (const id of [mine!.id, '00000000-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1"]) {
      const res = await b.client.delete(`${PATH}/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(404);
      expect(res.body.error.message).toBe('Number not found on the list');
    }
    expect(await entries(a.businessId)).toHaveLength(1);
    expect((await list(b.client)).total).toBe(0);
    expect((await list(b.client, '?search=4155550133')).optOuts).toEqual([]);
  });
});

describe('who may use the list', () => {
  it('answers 401 without a session', async () => {
    const anonymous = client(t.app);
    const b = await newBusiness(t);
    const [row] = await seed(b.businessId, [{ phone: '+14155550122', source: 'manual', message: 'x@example.test' }]);
    expect((await anonymous.get(PATH)).status).toBe(401);
    expect((await anonymous.post(PATH, { phone: '4155550123' })).status).toBe(401);
    const del = await anonymous.delete(`${PATH}/${row!.id}`);
    expect(del.status).toBe(401);
    expect(del.body.error.message).toBe('Not authenticated');
    expect(await entries(b.businessId)).toHaveLength(1);
  });

  it('lets a team member read the list but not add or remove (403)', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    const added = (await owner.client.post(PATH, { phone: '4155550111' })).body.optOut as TEntry;
    const { client: member } = await newTeamMember(t, owner.client);

    const read = await list(member);
    expect(read.total).toBe(1);
    expect(read.optOuts[0]).toMatchObject({ id: added.id, phone: '+14155550111', source: 'manual' });

    const add = await member.post(PATH, { phone: '4155550112' });
    expect(add.status).toBe(403);
    expect(add.body.error.message).toBe('Only the team admin can do this');
    const remove = await member.delete(`${PATH}/${added.id}`);
    expect(remove.status).toBe(403);
    expect(remove.body.error.message).toBe('Only the team admin can do this');

    const rows = await t.db
      .select()
      .from(smsOptOuts)
      .where(and(eq(smsOptOuts.businessId, owner.businessId)));
    expect(rows.map((r) => r.phone)).toEqual(['+14155550111']);
  });
});
