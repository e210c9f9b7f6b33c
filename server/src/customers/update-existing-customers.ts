import { CUSTOMER_MESSAGES, IMPORT_MESSAGES, type TImportRowResult } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import type { TQueue } from '../jobs/queue.ts';
import { emitUpdatedCustomers } from './emit-imported.ts';
import { contactColumns, type TPrepared } from './prepare-import-row.ts';

/** The contact fields an import may change, as the customers table names them. */
const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'auth_phone', 'birthday'] as const;
type TField = (typeof FIELDS)[number];
type TFields = Record<TField, string | null>;
type TExisting = TFields & { id: string };

/**
 * "Update existing": the batch's rows whose phone or email is already a customer's update that customer, in the
 * batch's transaction; the rest are returned to be added. A row changes only the fields it has a value for; the
 * fields it changed are recorded, before and after, in import_batch_updates for the undo. Its opening balances go
 * only into programs the customer is not in yet, so a file imported twice does not count a balance twice. A row
 * whose phone is one customer's and whose email another's fails, as does a second row for a customer this batch
 * already updated. Lifetime points, visits and the member-since date from the old program are for new customers only:
 * an existing customer's are counted here, and they joined when they did.
 */
export async function updateExistingCustomers(opts: {
  tx: TExecutor;
  queue: Pick<TQueue, 'send'>;
  businessId: string;
  batch: { id: string; createdAt: string };
  prepared: TPrepared[];
}): Promise<{ fresh: TPrepared[]; results: TImportRowResult[] }> {
  const { tx, businessId, prepared } = opts;
  const phones = prepared.flatMap((p) => (p.values.authPhone ? [p.values.authPhone] : []));
  const emails = prepared.flatMap((p) => (p.values.email ? [p.values.email.toLowerCase()] : []));
  // Locked: a concurrent edit or check-in waits, so the "before" recorded is what the update replaced.
  const existing = await rawQuery<TExisting>(tx, {
    name: 'customers_import_match_existing',
    text: `select id, first_name, last_name, email, phone, auth_phone, birthday::text as birthday from customers
      where business_id = $1 and deleted_at is null and (
        auth_phone in (select jsonb_array_elements_text($2::jsonb))
        or lower(email) in (select jsonb_array_elements_text($3::jsonb)))
      order by id for update`,
    values: [businessId, JSON.stringify(phones), JSON.stringify(emails)],
  });
  const byPhone = new Map(existing.map((c) => [c.auth_phone, c]));
  const byEmail = new Map(existing.map((c) => [c.email?.toLowerCase(), c]));
  const fresh: TPrepared[] = [];
  const results: TImportRowResult[] = [];
  const updates: { id: string; values: TFields; before: Partial<TFields>; after: Partial<TFields> }[] = [];
  const openings: (TPrepared['balances'][number] & { customerId: string })[] = [];
  const claimed = new Set<string>();
  for (const p of prepared) {
    const phoneMatch = p.values.authPhone ? byPhone.get(p.values.authPhone) : undefined;
    const emailMatch = p.values.email ? byEmail.get(p.values.email.toLowerCase()) : undefined;
    const customer = phoneMatch ?? emailMatch;
    if (!customer) {
      fresh.push(p);
      continue;
    }
    const rowNumber = p.row.rowNumber;
    if (phoneMatch && emailMatch && phoneMatch.id !== emailMatch.id) {
      results.push({ rowNumber, status: 'failed', error: IMPORT_MESSAGES.twoCustomers });
      continue;
    }
    if (claimed.has(customer.id)) {
      const error = phoneMatch ? CUSTOMER_MESSAGES.duplicatePhone : CUSTOMER_MESSAGES.duplicateEmail;
      results.push({ rowNumber, status: 'failed', error });
      continue;
    }
    claimed.add(customer.id);
    results.push({ rowNumber, status: 'updated' });
    openings.push(...p.balances.map((b) => ({ ...b, customerId: customer.id })));
    const wanted: TFields = contactColumns(p);
    const before: Partial<TFields> = {};
    const after: Partial<TFields> = {};
    for (const field of FIELDS) {
      const value = wanted[field];
      if (value !== null && value !== customer[field]) {
        before[field] = customer[field];
        after[field] = value;
      }
    }
    updates.push({ id: customer.id, values: { ...customer, ...after }, before, after });
  }
  if (updates.length > 0) await writeUpdates(tx, businessId, opts.batch.id, updates);
  const opened = openings.length > 0 ? await writeOpenings(tx, businessId, opts.batch, openings) : [];
  await emitUpdatedCustomers({
    tx,
    queue: opts.queue,
    businessId,
    customerIds: [...new Set([...updates.filter((u) => Object.keys(u.after).length > 0).map((u) => u.id), ...opened])],
  });
  return { fresh, results };
}

/**
 * The customers' new values and, per customer matched (changed or not: the undo also takes back the opening balances
 * it gave them), what the import changed. A customer a concurrent batch of the same import matched too keeps its
 * first "before" of each field and the last "after".
 */
async function writeUpdates(
  tx: TExecutor,
  businessId: string,
  batchId: string,
  updates: { id: string; values: TFields; before: Partial<TFields>; after: Partial<TFields> }[],
) {
  await rawQuery(tx, {
    name: 'customers_import_update_existing',
    text: `with u as (
        select * from jsonb_to_recordset($2::jsonb) as u(id uuid, values jsonb, before jsonb, after jsonb)
      ), upd as (
        update customers c set first_name = v.first_name, last_name = v.last_name, email = v.email, phone = v.phone,
          auth_phone = v.auth_phone, birthday = v.birthday
        from u cross join jsonb_to_record(u.values) as v(
          first_name text, last_name text, email text, phone text, auth_phone text, birthday date)
        where c.business_id = $1 and c.id = u.id and u.after <> '{}'::jsonb
      )
      insert into import_batch_updates (business_id, batch_id, customer_id, before, after)
      select $1, $3, u.id, u.before, u.after from u
      on conflict (business_id, batch_id, customer_id) do update
        set before = excluded.before || import_batch_updates.before,
          after = import_batch_updates.after || excluded.after`,
    values: [businessId, JSON.stringify(updates), batchId],
  });
}

/**
 * Opening balances for existing customers, in the programs they are not in yet (a membership already there, however
 * it came, is left as it is): their membership, the ledger row dated at the import, and their points total.
 * Returns the customers who got one.
 */
async function writeOpenings(
  tx: TExecutor,
  businessId: string,
  batch: { createdAt: string },
  openings: (TPrepared['balances'][number] & { customerId: string })[],
): Promise<string[]> {
  const rows = await rawQuery<{ customer_id: string }>(tx, {
    name: 'customers_import_openings_existing',
    text: `with o as (
        select * from jsonb_to_recordset($2::jsonb)
          as o("customerId" uuid, "programId" uuid, points int, stamps int, "expiresAt" timestamptz)
      ), prog as (
        insert into customer_program_progress (business_id, customer_id, program_id, points_balance, total_earned,
          stamps_current, last_activity_at)
        select $1, "customerId", "programId", points, points, stamps, $3::timestamptz from o
        order by "customerId", "programId"
        on conflict do nothing
        returning customer_id, program_id
      ), opened as (
        select o.* from o join prog on prog.customer_id = o."customerId" and prog.program_id = o."programId"
      ), ledger as (
        insert into transactions (business_id, customer_id, program_id, type, points, stamps, points_expire_at,
          created_at)
        select $1, "customerId", "programId", 'opening_balance', points, stamps, "expiresAt", $3::timestamptz
        from opened order by "customerId", "programId"
      ), totals as (
        update customers c set total_points = c.total_points + s.points, loyalty_version = c.loyalty_version + 1
        from (select "customerId", sum(points)::int as points from opened group by 1) s
        where c.business_id = $1 and c.id = s."customerId"
        returning c.id
      )
      select id as customer_id from totals`,
    values: [businessId, JSON.stringify(openings), batch.createdAt],
  });
  return rows.map((r) => r.customer_id);
}
