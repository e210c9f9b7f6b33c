import { availableParallelism } from 'node:os';
import {
  CUSTOMER_ID_PREFIX,
  CUSTOMER_MESSAGES,
  IMPORT_BATCH_SIZE,
  IMPORT_MESSAGES,
  IMPORT_OVER_LIMIT_ROW,
  importLimitMessage,
  NO_IMPORT_CONSENT,
  type TImportConsent,
  type TImportConsentChannel,
  type TImportResponse,
  type TImportRow,
  type TImportRowResult,
} from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { effectiveTier, fitsLimit, planLimitError } from '../billing/index.ts';
import type { TDatabase, TDb, TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { businesses } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { loggableError, type TLogger } from '../platform/logger.ts';
import { listActivePrograms } from '../programs/index.ts';
import { formatCustomerId, reserveCustomerNumbers } from './customer-number.ts';
import { emitImportedCustomers } from './emit-imported.ts';
import { holdImportBatch, openImportBatch, type TImportBatchRef } from './import-batch.ts';
import { CUSTOMER_JOBS } from './jobs.ts';
import { leaveOpeningBalances, markOpeningBalancesReady } from './leave-opening-balances.ts';
import { contactColumns, prepareImportRow, type TPrepared } from './prepare-import-row.ts';
import { updateExistingCustomers } from './update-existing-customers.ts';

/**
 * Import batches in flight at once on PostgreSQL: one per core keeps the database busy without the batches queueing
 * behind each other (measured: 2 beats 4 on two cores), at most 4 of the pool's 10 connections. PGlite's one
 * connection serialises them anyway: 1 there.
 */
const IMPORT_PG_CONCURRENCY = Math.min(4, Math.max(2, availableParallelism()));

/**
 * Imports rows in batches of 50, each batch in its own transaction: invalid rows and duplicates (of a customer already
 * in the business, or of an earlier row) are reported per row. A batch over the plan limit rolls back and marks every
 * row in it failed with the limit's message; a batch the database refuses for any other reason rolls back and its rows
 * are tried one by one, so only the row at fault fails. Imported customers count in usage_customers in the same
 * transaction. Imports do not send welcome messages: an imported list is existing customers, not new sign-ups.
 * After the file's last chunk (`final`) fresh planner statistics are queued, so search keeps its plans.
 * With `fitToLimit` the rows go in one batch after another in file order, each batch only as large as the room left on
 * the plan, and the rows after the plan is full are reported as not imported.
 * Every row of an import (all the requests of one file: `importId`) gets the import's created_at, so the list (newest
 * first, then by customer number) shows its customers in file order and the import is undone as one (undo-import.ts).
 * With `updateExisting` a row matching a customer by phone or email updates them (update-existing-customers.ts).
 * New customers are opted in to marketing only on the channels `consent` says they agreed to, each consent recorded
 * (customer_consents) with its wording, the team member and the import's time; customers it updates keep theirs.
 * Each batch's new customers are customer.created webhook events in its transaction. Their opening balances are
 * written by a job after the request (write-opening-balances.ts); an updated customer's, in the batch.
 */
export async function importCustomers(opts: {
  database: TDatabase;
  queue: Pick<TQueue, 'send'>;
  businessId: string;
  rows: TImportRow[];
  phoneRegion: string;
  /** The file's last chunk (a large file arrives in several requests). */
  final?: boolean;
  /** Import the rows that fit the plan and report the rest, instead of refusing the batches that go over. */
  fitToLimit?: boolean;
  /** Batches in flight at once (each still its own transaction); by default as many as suit the database. */
  concurrency?: number;
  /** Update customers already in the business (same phone or email) instead of reporting the rows as duplicates. */
  updateExisting?: boolean;
  /** The import this request continues; without it, a new import is opened. */
  importId?: string;
  /** The team member who runs the import: recorded beside each consent the import gives. */
  userId?: string | null;
  /** How the new customers agreed to marketing, per channel; by default nobody did (both opt-ins off). */
  consent?: TImportConsent;
  /** The owner's confirmation for the whole file, in the words the import screen showed them; English by default. */
  attestation?: Record<TImportConsentChannel, string>;
  /** Where a row the database refused is recorded (the row's result carries a plain message, never the database's). */
  logger: Pick<TLogger, 'warn'>;
}): Promise<TImportResponse> {
  const { database, businessId } = opts;
  const concurrency = opts.concurrency ?? (database.kind === 'pg' ? IMPORT_PG_CONCURRENCY : 1);
  const results: TImportRowResult[] = [];
  const batches: TPrepared[][] = [];
  const { maxCustomers } = await effectiveTier({ db: database.db, businessId });
  // Balance columns name programs by id; only a row that brings a balance needs them.
  const withBalances = opts.rows.some((row) => Object.keys(row.balances ?? {}).length > 0);
  const programs = new Map(
    withBalances ? (await listActivePrograms({ db: database.db, businessId })).map((p) => [p.id, p]) : [],
  );
  const batch = await openImportBatch({
    db: database.db,
    businessId,
    importId: opts.importId,
    updateExisting: opts.updateExisting ?? false,
    userId: opts.userId ?? null,
  });
  const createdAt = batch.createdAt;
  // Later rows of the file with a phone or email already seen in it are duplicates of the earlier row.
  const seenPhones = new Set<string>();
  const seenEmails = new Set<string>();
  for (let i = 0; i < opts.rows.length; i += IMPORT_BATCH_SIZE) {
    const prepared: TPrepared[] = [];
    for (const row of opts.rows.slice(i, i + IMPORT_BATCH_SIZE)) {
      const consent = opts.consent ?? NO_IMPORT_CONSENT;
      const outcome = prepareImportRow(row, opts.phoneRegion, programs, createdAt, consent, opts.attestation);
      if ('error' in outcome) {
        results.push({ rowNumber: row.rowNumber, status: 'failed', error: outcome.error });
        continue;
      }
      const { phone, email } = outcome.values;
      const duplicate =
        phone && seenPhones.has(phone)
          ? CUSTOMER_MESSAGES.duplicatePhone
          : email && seenEmails.has(email)
            ? CUSTOMER_MESSAGES.duplicateEmail
            : null;
      if (phone) seenPhones.add(phone);
      if (email) seenEmails.add(email);
      if (duplicate) results.push({ rowNumber: row.rowNumber, status: 'failed', error: duplicate });
      else prepared.push(outcome);
    }
    if (prepared.length > 0) batches.push(prepared);
  }
  // The request's customer numbers are reserved up front in one upsert, outside the batches' transactions, so the
  // counter row is never held locked until a batch commits (which would serialise concurrent batches). Numbers of
  // rows that do not go in are skipped, as a sequence skips them.
  const reservedLast = batches.length > 0 ? await lastNumberPerBatch(database.db, businessId, batches) : [];
  const waiting = await leaveOpeningBalances({
    db: database.db,
    businessId,
    importId: batch.id,
    batches,
    reservedLast,
  });
  const run = (prepared: TPrepared[], last: number) =>
    database.db.transaction((tx) =>
      importBatch(tx, opts.queue, businessId, prepared, maxCustomers, last, batch, opts.userId ?? null),
    );
  const runBatch = async (prepared: TPrepared[], last: number) => {
    try {
      results.push(...(await run(prepared, last)));
    } catch (err) {
      if (err instanceof AppError) {
        for (const { row } of prepared)
          results.push({ rowNumber: row.rowNumber, status: 'failed', error: err.message });
        return;
      }
      // Validation did not foresee what the database refused: each row alone, with the number reserved for it, so the
      // others go in. Only this rare path pays one statement per row.
      const first = last - prepared.length + 1;
      for (const [i, p] of prepared.entries()) {
        try {
          results.push(...(await run([p], first + i)));
        } catch (rowErr) {
          if (!(rowErr instanceof AppError)) opts.logger.warn({ err: loggableError(rowErr) }, 'import row refused');
          const error = rowErr instanceof AppError ? rowErr.message : IMPORT_MESSAGES.rowFailed;
          results.push({ rowNumber: p.row.rowNumber, status: 'failed', error });
        }
      }
    }
  };
  if (opts.fitToLimit) {
    // One reservation covers the request, so the numbers still follow the file however the batches are cut.
    const all = batches.flat();
    const lastReserved = reservedLast.at(-1) ?? 0;
    const first = lastReserved - all.length + 1;
    let pos = 0;
    while (pos < all.length) {
      const [business] = await database.db
        .select({ usage: businesses.usageCustomers })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      const room = maxCustomers === -1 ? IMPORT_BATCH_SIZE : maxCustomers - (business?.usage ?? 0);
      if (room <= 0) break;
      const batch = all.slice(pos, pos + Math.min(room, IMPORT_BATCH_SIZE));
      await runBatch(batch, first + pos + batch.length - 1);
      pos += batch.length;
    }
    for (const { row } of all.slice(pos))
      results.push({ rowNumber: row.rowNumber, status: 'failed', error: IMPORT_OVER_LIMIT_ROW });
  } else {
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(Math.max(1, concurrency), batches.length) }, async () => {
        while (next < batches.length) {
          const index = next++;
          const batch = batches[index];
          if (batch) await runBatch(batch, reservedLast[index] ?? 0);
        }
      }),
    );
  }
  results.sort((a, b) => a.rowNumber - b.rowNumber);
  const imported = results.filter((r) => r.status === 'imported').length;
  const updated = results.filter((r) => r.status === 'updated').length;
  // After a bulk load, fresh statistics keep search plans right: refreshed by a job, off the import's path.
  if (opts.final && imported > 0) await opts.queue.send(CUSTOMER_JOBS.refreshCustomerStats, {});
  if (waiting) {
    await markOpeningBalancesReady(database.db, businessId, waiting);
    await opts.queue.send(CUSTOMER_JOBS.writeOpeningBalances, { businessId, importId: batch.id });
  }
  return { importId: batch.id, imported, updated, failed: results.length - imported - updated, results };
}

/** The last customer number of each batch, from one reservation covering all of them. */
async function lastNumberPerBatch(db: TDb, businessId: string, batches: TPrepared[][]): Promise<number[]> {
  const total = batches.reduce((n, b) => n + b.length, 0);
  let end = (await reserveCustomerNumbers({ tx: db, businessId, count: total })) - total;
  return batches.map((b) => {
    end += b.length;
    return end;
  });
}

/**
 * One batch's rows, numbers and usage count in one statement: insert the rows (one whose phone or email is already in
 * the business is skipped by the unique indexes), count the inserted ones in usage_customers and, only when some
 * were skipped, list which went in. The update locks the business row and returns the new total, so the plan limit
 * holds against concurrent adds and imports.
 */
// open_import: the import is still open, its row share-locked until the batch commits. An undo's row lock waits for the
// running batches; a batch that waited for an undo re-reads the row (READ COMMITTED's recheck of a locked row) and finds
// it undone: nothing goes in, and `open` is 0.
const IMPORT_BATCH_TEXT = `
  with open_import as (
    select id from import_batches where business_id = $1 and id = $7 and undone_at is null for share
  ), input as (
    select * from jsonb_to_recordset($2::jsonb) as t(
      ord int, first_name text, last_name text, email text, phone text, auth_phone text, birthday date,
      total_points int, lifetime_points int, visits int, member_since date, opted_in_sms boolean, opted_in_email boolean,
      consents jsonb)
  ), numbered as (
    select input.*, $3 || lpad(num, greatest(6, length(num)), '0') as unique_customer_id
    from (select input.*, ($4::int - $5::int + ord)::text as num from input) input
  ), ins as (
    insert into customers (business_id, unique_customer_id, first_name, last_name, email, phone, auth_phone, birthday,
      total_points, lifetime_points_earned, total_visits, member_since, opted_in_sms, opted_in_email, created_at,
      import_batch_id)
    select $1, unique_customer_id, first_name, last_name, email, phone, auth_phone, birthday, total_points,
      greatest(lifetime_points, total_points), visits, member_since, opted_in_sms, opted_in_email, $6::timestamptz,
      $7::uuid
    from numbered where exists (select 1 from open_import) order by ord
    on conflict do nothing
    returning id, unique_customer_id
  ), consented as (
    insert into customer_consents (business_id, customer_id, channel, wording, source, granted_at, recorded_by_user_id)
    select $1, ins.id, c.channel, c.wording, c.source, $6::timestamptz, $8::text
    from ins join numbered using (unique_customer_id)
    cross join lateral jsonb_to_recordset(numbered.consents) as c(channel text, wording text, source text)
  ), inserted as (select count(*)::int as n from ins), upd as (
    update businesses set usage_customers = usage_customers + (select n from inserted)
    where id = $1 returning usage_customers
  )
  select (select count(*)::int from open_import) as open, (select usage_customers from upd) as usage,
    (select n from inserted) as inserted,
    case when (select n from inserted) < $5::int then (select jsonb_agg(unique_customer_id) from ins) end as ids`;

/** Prepared once per connection (its text never changes). */
const IMPORT_BATCH = { name: 'customers_import_batch', text: IMPORT_BATCH_TEXT };

/** One batch inside its transaction; above the plan limit it throws, which rolls the batch back. */
async function importBatch(
  tx: TExecutor,
  queue: Pick<TQueue, 'send'>,
  businessId: string,
  all: TPrepared[],
  maxCustomers: number,
  /** The batch's last reserved customer number. */
  last: number,
  batch: TImportBatchRef,
  userId: string | null,
): Promise<TImportRowResult[]> {
  // An update touches existing customers before the insert: the import is checked open first. A plain batch checks it
  // in its one statement (open_import).
  if (batch.updateExisting) await holdImportBatch(tx, businessId, batch.id);
  const createdAt = batch.createdAt.toISOString();
  const { fresh: prepared, results: updated } = batch.updateExisting
    ? await updateExistingCustomers({ tx, queue, businessId, batch: { id: batch.id, createdAt }, prepared: all })
    : { fresh: all, results: [] };
  const n = prepared.length;
  if (n === 0) return updated;
  const input = JSON.stringify(
    prepared.map((p, i) => ({
      ord: i + 1,
      ...contactColumns(p),
      total_points: p.balances.reduce((sum, b) => sum + b.points, 0),
      // The statement takes the greater of it and the balances: earned over time is at least what they hold.
      lifetime_points: p.history.lifetimePoints,
      visits: p.history.visits,
      member_since: p.history.memberSince,
      opted_in_sms: p.values.optedInSms,
      opted_in_email: p.values.optedInEmail,
      consents: p.consents,
    })),
  );
  const [row] = await rawQuery<{ open: number; usage: number; inserted: number; ids: string[] | string | null }>(tx, {
    ...IMPORT_BATCH,
    values: [businessId, input, CUSTOMER_ID_PREFIX, last, n, createdAt, batch.id, userId],
  });
  if (!row) throw new AppError('INTERNAL', CUSTOMER_MESSAGES.idFailed);
  if (Number(row.open) === 0) throw new AppError('CONFLICT', IMPORT_MESSAGES.importGone);
  const insertedCount = Number(row.inserted);
  const before = Number(row.usage) - insertedCount;
  if (insertedCount > 0 && !fitsLimit(maxCustomers, before, insertedCount)) {
    throw planLimitError(importLimitMessage(before, insertedCount, maxCustomers), {
      limit: maxCustomers,
      current: before,
    });
  }
  const first = last - n + 1;
  const ids = typeof row.ids === 'string' ? (JSON.parse(row.ids) as string[]) : row.ids;
  const insertedIds = insertedCount === n ? null : new Set(ids ?? []);
  const wentIn = (i: number) => insertedIds === null || insertedIds.has(formatCustomerId(first + i));
  await emitImportedCustomers({
    tx,
    queue,
    businessId,
    uniqueCustomerIds: prepared.flatMap((_, i) => (wentIn(i) ? [formatCustomerId(first + i)] : [])),
  });
  const skipped = prepared.filter((_, i) => !wentIn(i));
  const reasons = skipped.length ? await duplicateReasons(tx, businessId, skipped) : new Map<TPrepared, string>();
  const added = prepared.map((p, i) =>
    wentIn(i)
      ? { rowNumber: p.row.rowNumber, status: 'imported' as const }
      : {
          rowNumber: p.row.rowNumber,
          status: 'failed' as const,
          error: reasons.get(p) ?? CUSTOMER_MESSAGES.duplicatePhone,
        },
  );
  return [...updated, ...added];
}

/** Why each skipped row was a duplicate: its phone, else its email, is already a customer of the business. */
async function duplicateReasons(tx: TExecutor, businessId: string, skipped: TPrepared[]) {
  const phones = skipped.flatMap((p) => (p.values.authPhone ? [p.values.authPhone] : []));
  const existing = await rawQuery<{ auth_phone: string }>(tx, {
    text: `select auth_phone from customers
      where business_id = $1 and auth_phone in (select jsonb_array_elements_text($2::jsonb))`,
    values: [businessId, JSON.stringify(phones)],
  });
  const taken = new Set(existing.map((e) => e.auth_phone));
  return new Map(
    skipped.map((p) => [
      p,
      p.values.authPhone && taken.has(p.values.authPhone)
        ? CUSTOMER_MESSAGES.duplicatePhone
        : CUSTOMER_MESSAGES.duplicateEmail,
    ]),
  );
}
