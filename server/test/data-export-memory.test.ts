import { and, asc, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataExport } from '../src/data-export/index.ts';
import { dataExportParts, dataExports, transactions } from '../src/db/schema/index.ts';
import { newBusiness, startIsolatedTestApp, type TTestApp } from './harness.ts';

/**
 * "Export all data" keeps nothing once built (issue 33): the heap after a build of 80,000 ledger rows, collected, is
 * where it was before. A page, its text or a deflated chunk kept past its turn would leave megabytes behind. Needs
 * `global.gc` (vitest.config.ts starts the workers with --expose-gc).
 */
const LEDGER_ROWS = 80_000;
const MB = 1024 * 1024;

let t: TTestApp;
beforeAll(async () => {
  t = await startIsolatedTestApp('data_export_memory');
});
afterAll(() => t?.stop());

const gc = () => {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('run with --expose-gc (server/vitest.config.ts)');
  collect();
  collect();
};

async function seed(businessId: string) {
  await t.db.execute(sql`
    insert into customers (business_id, unique_customer_id, first_name, total_visits)
    select ${businessId}, 'MEM' || lpad(g::text, 6, '0'), 'Memory', 0 from generate_series(1, 2000) g`);
  await t.db.execute(sql`
    with cs as (select id, row_number() over (order by id) as rn from customers where business_id = ${businessId})
    insert into transactions (business_id, customer_id, type, points, amount_minor, currency, created_at)
    select ${businessId}, cs.id, case when g % 3 = 0 then 'purchase' else 'earn' end, g % 50,
      case when g % 3 = 0 then g % 9000 end, case when g % 3 = 0 then 'USD' end,
      now() - make_interval(secs => ${LEDGER_ROWS} - g)
    from generate_series(1, ${LEDGER_ROWS}) g join cs on cs.rn = 1 + g % 2000`);
}

async function build(businessId: string) {
  const [row] = await t.db.insert(dataExports).values({ businessId }).returning({ id: dataExports.id });
  if (!row) throw new Error('no export row');
  const { deps } = t;
  const result = await buildDataExport({
    db: deps.db,
    queue: deps.queue,
    logger: deps.logger,
    appUrl: deps.config.appUrl,
    partBytes: deps.config.dataExportPartBytes,
    businessId,
    exportId: row.id,
  });
  return { ...result, exportId: row.id };
}

describe('export all data, memory', () => {
  it('holds nothing once built: the heap after 80,000 ledger rows is within 6 MB of before, every row in the ZIP', async () => {
    // A first, empty build loads and compiles everything the build uses, so only what a build keeps is measured.
    const warm = await newBusiness(t, { companyName: 'Warm Up' });
    expect((await build(warm.businessId)).status).toBe('ready');
    const biz = await newBusiness(t, { companyName: 'Big Ledger' });
    await seed(biz.businessId);

    gc();
    const before = process.memoryUsage().heapUsed;
    const built = await build(biz.businessId);
    gc();
    const after = process.memoryUsage().heapUsed;
    expect(built.status).toBe('ready');
    expect((after - before) / MB).toBeLessThan(6);

    const parts = await t.db
      .select({ bytes: dataExportParts.bytes })
      .from(dataExportParts)
      .where(and(eq(dataExportParts.businessId, biz.businessId), eq(dataExportParts.exportId, built.exportId)))
      .orderBy(asc(dataExportParts.part));
    const ledger = unzipSync(Buffer.concat(parts.map((p) => p.bytes)))['ledger.csv'];
    if (!ledger) throw new Error('no ledger.csv in the ZIP');
    const lines = Buffer.from(ledger).toString('utf8').split('\r\n').length - 2; // the header; the end's empty line
    const [counted] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(eq(transactions.businessId, biz.businessId));
    expect(counted?.n).toBe(LEDGER_ROWS);
    expect(lines).toBe(LEDGER_ROWS);
  }, 120_000);
});
