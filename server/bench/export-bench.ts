import { and, eq, sql } from 'drizzle-orm';
import { createApp } from '../src/app.ts';
import { buildDataExport } from '../src/data-export/index.ts';
import type { TDatabase } from '../src/db/client.ts';
import { dataExportParts, dataExports } from '../src/db/schema/index.ts';
import type { TDeps } from '../src/platform/context.ts';
import { seedBusiness } from './analytics-bench.ts';
import { signUp } from './customers-bench.ts';

const MB = 1024 * 1024;

/**
 * "Export all data" for a business of `customers` customers and `ledger` ledger rows (the analytics seed: rewards,
 * messages, consents and QR codes with them), beside a neighbour of a tenth of that: the build job's seconds and how
 * far the process's resident memory rose above where it started while it ran (sampled every 50 ms).
 */
export async function benchExport(
  deps: TDeps & { database: TDatabase },
  { customers, ledger }: { customers: number; ledger: number },
) {
  const app = createApp(deps);
  const seeded = performance.now();
  const target = await signUp(app, deps.db, 'Bench Export Co');
  const other = await signUp(app, deps.db, 'Bench Export Neighbour');
  await seedBusiness(deps.db, other.businessId, Math.round(customers / 10), Math.round(ledger / 10));
  await seedBusiness(deps.db, target.businessId, customers, ledger);
  await deps.db.execute(sql`vacuum analyze`);
  const seedSeconds = (performance.now() - seeded) / 1000;

  // The reference, on the same machine at the same moment: the database turning the business's ledger into text once.
  const read = performance.now();
  await deps.db.execute(
    sql`select sum(length(t::text)) from transactions t where t.business_id = ${target.businessId}`,
  );
  const ledgerTextSeconds = (performance.now() - read) / 1000;

  const [row] = await deps.db.insert(dataExports).values({ businessId: target.businessId }).returning();
  if (!row) throw new Error('no export row');
  (globalThis as { gc?: () => void }).gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const result = await buildDataExport({
    db: deps.db,
    queue: deps.queue,
    logger: deps.logger,
    appUrl: deps.config.appUrl,
    partBytes: deps.config.dataExportPartBytes,
    businessId: target.businessId,
    exportId: row.id,
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  const [built] = await deps.db
    .select({ byteSize: dataExports.byteSize, status: dataExports.status })
    .from(dataExports)
    .where(and(eq(dataExports.businessId, target.businessId), eq(dataExports.id, row.id)));
  const [parts] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(dataExportParts)
    .where(and(eq(dataExportParts.businessId, target.businessId), eq(dataExportParts.exportId, row.id)));
  return {
    seedSeconds,
    seconds,
    ledgerTextSeconds,
    rssGrowthMb: (rssPeak - rssBefore) / MB,
    rssBeforeMb: rssBefore / MB,
    zipMb: (built?.byteSize ?? 0) / MB,
    parts: Number(parts?.n ?? 0),
    status: result.status,
  };
}
