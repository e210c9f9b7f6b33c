import type { TClient } from '../harness.ts';

let seq = 0;

/** A customer added through the API; unique phone and email unless given. */
export async function addCustomer(c: TClient, overrides: Record<string, unknown> = {}) {
  seq += 1;
  const n = String(1000 + (seq % 9000)).padStart(4, '0');
  const res = await c.post('/api/customers', {
    firstName: 'Ada',
    lastName: `Tester${seq}`,
    email: `ada${seq}-${Date.now()}@example.test`,
    phone: `(415) 555-${n}`,
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`add customer failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.customer as { id: string; uniqueCustomerId: string; phone: string | null; email: string | null };
}

export type TRow = { first_name?: string; last_name?: string; email?: string; phone?: string; birthday?: string };

/** Import rows as the wizard sends them: rowNumber = data index + 2. */
export function importBody(rows: TRow[]) {
  return {
    rows: rows.map((r, i) => ({
      rowNumber: i + 2,
      first_name: r.first_name ?? '',
      last_name: r.last_name ?? '',
      email: r.email ?? '',
      phone: r.phone ?? '',
      birthday: r.birthday ?? '',
    })),
  };
}
