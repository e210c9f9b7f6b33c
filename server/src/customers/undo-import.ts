import { IMPORT_UNDO_HOURS, IMPORT_UNDO_MESSAGES, type TImportUndoResponse } from '@regulars/contracts';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb, TTx } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { emitWebhookEvents } from '../webhooks/index.ts';
import { lockImportBatch } from './import-batch.ts';

const UNDO_WINDOW_MS = IMPORT_UNDO_HOURS * 60 * 60_000;

/**
 * Undoes an import in one transaction, within 24 hours and only while none of its customers (added or updated) has a
 * ledger row since other than the import's own opening balances: nobody earned or redeemed on what it brought. The
 * customers it added are removed (with their memberships and opening balances; the plan's count goes down), the
 * customers it updated get back each field still as the import left it (a field edited since keeps the edit) and lose
 * the opening balances it gave them. A message already sent to a removed customer stays in the history without them.
 * Throws AppError NOT_FOUND, or CONFLICT when already undone, too late or used.
 */
export async function undoImport(opts: {
  db: TDb;
  queue: Pick<TQueue, 'send'>;
  businessId: string;
  importId: string;
  actor: TBusinessActor;
  userId: string | null;
}): Promise<TImportUndoResponse> {
  const { businessId, importId } = opts;
  return opts.db.transaction(async (tx) => {
    // The import's batches still running hold its lock (update-existing) or its row (adding) shared: the undo waits for
    // them, and later ones find it undone.
    await lockImportBatch(tx, businessId, importId, 'exclusive');
    const [batch] = await rawQuery<{ created_at: Date; undone_at: Date | null }>(tx, {
      text: 'select created_at, undone_at from import_batches where business_id = $1 and id = $2 for update',
      values: [businessId, importId],
    });
    if (!batch) throw new AppError('NOT_FOUND', IMPORT_UNDO_MESSAGES.notFound);
    if (batch.undone_at) throw new AppError('CONFLICT', IMPORT_UNDO_MESSAGES.alreadyUndone);
    if (Date.now() - new Date(batch.created_at).getTime() > UNDO_WINDOW_MS)
      throw new AppError('CONFLICT', IMPORT_UNDO_MESSAGES.tooLate);
    const at = new Date(batch.created_at).toISOString();
    // The import's customers, locked (in id order, as a check-in locks one) so nobody earns on them while this runs.
    const touched = await rawQuery<{ id: string; added: boolean }>(tx, {
      text: `select c.id, c.import_batch_id is not distinct from $2::uuid as added from customers c
        where c.business_id = $1 and c.deleted_at is null and (
          (c.created_at = $3::timestamptz and c.import_batch_id = $2::uuid)
          or c.id in (select customer_id from import_batch_updates where business_id = $1 and batch_id = $2))
        order by c.id for update of c`,
      values: [businessId, importId, at],
    });
    const ids = JSON.stringify(touched.map((t) => t.id));
    const [used] = await rawQuery<{ n: number }>(tx, {
      text: `select count(distinct customer_id)::int as n from transactions
        where business_id = $1 and customer_id in (select value::uuid from jsonb_array_elements_text($2::jsonb))
          and created_at >= $3::timestamptz and not (type = 'opening_balance' and created_at = $3::timestamptz)`,
      values: [businessId, ids, at],
    });
    if (used && used.n > 0) throw new AppError('CONFLICT', IMPORT_UNDO_MESSAGES.used(used.n));
    const added = touched.filter((t) => t.added).map((t) => t.id);
    const restored = await revertUpdates(tx, businessId, importId, at, ids);
    await rawQuery(tx, {
      // Balances still waiting for their job go with the customers they were for.
      text: `with waiting as (
          delete from import_opening_balances where business_id = $1 and batch_id = $3
        ), gone as (
          delete from customers where business_id = $1 and id in (select value::uuid from jsonb_array_elements_text($2::jsonb))
          returning id, unique_customer_id
        ), numbers_back as (
          -- Its customer numbers come back when nobody was numbered after them: an undone import leaves no gap. The
          -- statement's snapshot still holds the deleted rows, hence the 'not in gone'.
          update customer_number_counters k set last_number = (
              select coalesce(max(substring(c.unique_customer_id from 4)::int), 0) from customers c
              where c.business_id = $1 and c.unique_customer_id ~ '^CUS[0-9]+$' and c.id not in (select id from gone))
          where k.business_id = $1 and k.last_number = (
              select max(substring(g.unique_customer_id from 4)::int) from gone g where g.unique_customer_id ~ '^CUS[0-9]+$')
        )
        update businesses set usage_customers = greatest(usage_customers - (select count(*) from gone)::int, 0)
        where id = $1`,
      values: [businessId, JSON.stringify(added), importId],
    });
    await rawQuery(tx, {
      text: `update import_batches set undone_at = now(), undone_by_user_id = $3, removed_customers = $4
        where business_id = $1 and id = $2`,
      values: [businessId, importId, opts.userId, added.length],
    });
    await emitWebhookEvents({
      tx,
      queue: opts.queue,
      businessId,
      events: added.map((id) => ({ type: 'customer.deleted' as const, customerId: id, data: { customerId: id } })),
    });
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor: opts.actor,
        action: 'customer_import.undo',
        targetType: 'customer_import',
        targetId: importId,
        details: { removed: added.length, restored },
      },
    });
    return { removed: added.length, restored };
  });
}

/**
 * Takes back what the import wrote into customers it did not add: the opening balances (ledger row, membership and
 * points total) and each changed field still as the import left it. Returns how many customers it updated.
 */
async function revertUpdates(
  tx: TTx,
  businessId: string,
  importId: string,
  at: string,
  /** The import's customers, locked (JSON array of ids). */
  customerIds: string,
) {
  await rawQuery(tx, {
    text: `with opening as (
        delete from transactions t
        where t.business_id = $1 and t.type = 'opening_balance' and t.created_at = $3::timestamptz
          and t.customer_id in (select value::uuid from jsonb_array_elements_text($4::jsonb))
        returning t.customer_id, t.program_id, t.points
      ), memberships as (
        delete from customer_program_progress p using opening o
        where p.business_id = $1 and p.customer_id = o.customer_id and p.program_id = o.program_id
      )
      update customers c set total_points = greatest(c.total_points - s.points, 0), loyalty_version = c.loyalty_version + 1
      from (select customer_id, sum(points)::int as points from opening group by 1) s
      where c.business_id = $1 and c.id = s.customer_id and c.import_batch_id is distinct from $2::uuid`,
    values: [businessId, importId, at, customerIds],
  });
  const [row] = await rawQuery<{ n: number }>(tx, {
    text: `with u as (
        select u.customer_id, u.before, u.after from import_batch_updates u where u.business_id = $1 and u.batch_id = $2
      ), reverted as (
        update customers c set
          first_name = case when u.after ? 'first_name' and c.first_name is not distinct from u.after->>'first_name'
            then u.before->>'first_name' else c.first_name end,
          last_name = case when u.after ? 'last_name' and c.last_name is not distinct from u.after->>'last_name'
            then u.before->>'last_name' else c.last_name end,
          email = case when u.after ? 'email' and c.email is not distinct from u.after->>'email'
            then u.before->>'email' else c.email end,
          phone = case when u.after ? 'phone' and c.phone is not distinct from u.after->>'phone'
            then u.before->>'phone' else c.phone end,
          auth_phone = case when u.after ? 'auth_phone' and c.auth_phone is not distinct from u.after->>'auth_phone'
            then u.before->>'auth_phone' else c.auth_phone end,
          birthday = case when u.after ? 'birthday' and c.birthday::text is not distinct from u.after->>'birthday'
            then (u.before->>'birthday')::date else c.birthday end
        from u where c.business_id = $1 and c.id = u.customer_id and c.deleted_at is null
        returning c.id
      )
      select count(*)::int as n from reverted`,
    values: [businessId, importId],
  });
  return row?.n ?? 0;
}
