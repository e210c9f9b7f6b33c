import { DATA_EXPORT_MESSAGES, DATA_EXPORT_VALID_HOURS } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { Zip } from 'fflate';
import { effectiveTier } from '../billing/index.ts';
import type { TDb } from '../db/client.ts';
import { businesses, dataExports, users } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { MESSAGING_JOBS } from '../messaging/index.ts';
import { loggableError, type TLogger } from '../platform/logger.ts';
import { csvHeader, csvLines } from './csv-text.ts';
import { EXPORT_FILES, type TExportFile } from './export-files.ts';
import { countExportRows, readExportPage, type TPageKey } from './export-page.ts';
import { exportReadyEmail } from './export-ready-email.ts';
import { clearParts, partWriter } from './part-writer.ts';
import { readmeText } from './readme-text.ts';
import { ZlibZipEntry } from './zlib-zip-entry.ts';

const HOUR_MS = 3_600_000;
const utf8 = (text: string) => Buffer.from(text, 'utf8');
/** Rows read per statement: a page of the ledger is about 200 KB of text; smaller pages leave less garbage. */
const PAGE_ROWS = 1000;

/**
 * The "Export all data" job: README.txt and one CSV per file, read a page at a time, deflated by node's zlib into a
 * streaming zip writer whose bytes are stored as parts as they fill, so memory holds one page and one part however
 * big the business. Progress (rows written of rows counted) goes on the export's row for the web to poll. When ready,
 * the team admin who asked gets an email with the link; a failure is recorded in plain words and the parts removed.
 */
export async function buildDataExport({
  db,
  queue,
  logger,
  appUrl,
  partBytes,
  businessId,
  exportId,
  now = () => new Date(),
}: {
  db: TDb;
  queue: Pick<TQueue, 'send'>;
  logger: TLogger;
  appUrl: string;
  partBytes: number;
  businessId: string;
  exportId: string;
  now?: () => Date;
}): Promise<{ status: 'ready' | 'failed' | 'skipped'; parts?: number }> {
  const mine = and(eq(dataExports.businessId, businessId), eq(dataExports.id, exportId));
  const [started] = await db
    .update(dataExports)
    .set({ status: 'running', progress: 0, error: null })
    .where(and(mine, eq(dataExports.status, 'queued')))
    .returning({ requestedByUserId: dataExports.requestedByUserId });
  // Already built, failed, stalled or deleted: nothing to do.
  if (!started) return { status: 'skipped' };

  let entry: ZlibZipEntry | undefined;
  try {
    await clearParts({ db, businessId, exportId });
    const [business] = await db
      .select({ companyName: businesses.companyName })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    const { whiteLabel } = (await effectiveTier({ db, businessId })).features;
    const exportedAt = now();
    const writer = partWriter({ db, businessId, exportId, partBytes });
    let zipError: Error | null = null;
    const zip = new Zip((err, chunk) => {
      if (err) zipError = err;
      else writer.push(chunk);
    });
    const mtime = exportedAt;
    entry = new ZlibZipEntry('README.txt');
    entry.mtime = mtime;
    zip.add(entry);
    await entry.write(
      utf8(
        readmeText({
          companyName: business?.companyName ?? 'Your business',
          exportedAt,
          files: EXPORT_FILES,
          whiteLabel,
        }),
      ),
    );
    await entry.end();

    const counts = new Map<TExportFile, number>();
    for (const file of EXPORT_FILES) counts.set(file, await countExportRows({ db, file, businessId }));
    const totalRows = [...counts.values()].reduce((a, b) => a + b, 0);
    let rowsDone = 0;
    let shown = 0;

    for (const file of EXPORT_FILES) {
      entry = new ZlibZipEntry(file.file);
      entry.mtime = mtime;
      zip.add(entry);
      await entry.write(utf8(csvHeader(file.columns)));
      const read = (after: TPageKey | null) => {
        const page = readExportPage({ db, file, businessId, after, limit: PAGE_ROWS });
        // Awaited below; a failure meanwhile must not count as unhandled (that would end the process).
        page.catch(() => {});
        return page;
      };
      let next = read(null);
      for (;;) {
        const page = await next;
        // The database reads the next page while this one is written and deflated.
        const more = page.rows.length === PAGE_ROWS && page.last !== null;
        if (more) next = read(page.last);
        if (page.rows.length > 0) await entry.write(utf8(csvLines({ columns: file.columns, rows: page.rows })));
        if (zipError) throw zipError;
        await writer.flush();
        rowsDone += page.rows.length;
        // Rows written of rows counted, below 100 until the file is stored (rows added meanwhile can pass the count).
        const progress = Math.min(99, totalRows ? Math.floor((rowsDone / totalRows) * 100) : 0);
        if (progress > shown) {
          shown = progress;
          await db.update(dataExports).set({ progress }).where(mine);
        }
        if (!more) break;
      }
      await entry.end();
    }
    zip.end();
    if (zipError) throw zipError;
    await writer.flush(true);

    const finishedAt = now();
    const expiresAt = new Date(finishedAt.getTime() + DATA_EXPORT_VALID_HOURS * HOUR_MS);
    const fileName = `${whiteLabel ? 'data' : 'regulars'}-export-${exportedAt.toISOString().slice(0, 10)}.zip`;
    await db.transaction(async (tx) => {
      await tx
        .update(dataExports)
        .set({ status: 'ready', progress: 100, fileName, byteSize: writer.bytesWritten, finishedAt, expiresAt })
        .where(mine);
      const [admin] = started.requestedByUserId
        ? await tx.select({ email: users.email }).from(users).where(eq(users.id, started.requestedByUserId))
        : [];
      if (admin) {
        const message = exportReadyEmail({
          to: admin.email,
          businessId,
          companyName: business?.companyName ?? 'your business',
          link: `${appUrl}/settings#data`,
          expiresAt,
          whiteLabel,
        });
        await queue.send(MESSAGING_JOBS.sendEmail, message, { tx });
      }
    });
    return { status: 'ready', parts: writer.parts };
  } catch (err) {
    entry?.destroy();
    logger.error({ err: loggableError(err), businessId, exportId }, 'data export failed');
    await clearParts({ db, businessId, exportId });
    await db
      .update(dataExports)
      .set({ status: 'failed', error: DATA_EXPORT_MESSAGES.failed, finishedAt: now() })
      .where(mine);
    return { status: 'failed' };
  }
}
