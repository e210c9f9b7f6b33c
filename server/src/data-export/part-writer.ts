import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { dataExportParts } from '../db/schema/index.ts';

/**
 * Takes the ZIP's bytes as the zip writer hands them over and stores them as numbered parts of `partBytes` each (the
 * last one shorter) in data_export_parts: at most one part and the writer's last chunk are in memory at a time.
 */
export function partWriter({
  db,
  businessId,
  exportId,
  partBytes,
}: {
  db: TExecutor;
  businessId: string;
  exportId: string;
  partBytes: number;
}) {
  let chunks: Uint8Array[] = [];
  let pending = 0;
  let part = 0;
  let total = 0;

  async function store(bytes: Buffer) {
    await db.insert(dataExportParts).values({ businessId, exportId, part, bytes });
    part += 1;
  }

  return {
    /** The zip writer's output: kept until `flush` stores it. */
    push(chunk: Uint8Array) {
      chunks.push(chunk);
      pending += chunk.length;
      total += chunk.length;
    },
    /** Stores every full part held; with `final`, the rest too. */
    async flush(final = false) {
      if (pending < partBytes && !(final && pending > 0)) return;
      let held = Buffer.concat(chunks, pending);
      chunks = [];
      while (held.length >= partBytes) {
        await store(held.subarray(0, partBytes));
        held = held.subarray(partBytes);
      }
      if (final && held.length > 0) {
        await store(held);
        held = Buffer.alloc(0);
      }
      if (held.length > 0) chunks = [Buffer.from(held)];
      pending = held.length;
    },
    get bytesWritten() {
      return total;
    },
    get parts() {
      return part;
    },
  };
}

/** Removes what an earlier try of the same export stored. */
export async function clearParts({
  db,
  businessId,
  exportId,
}: {
  db: TExecutor;
  businessId: string;
  exportId: string;
}) {
  await db.execute(
    sql`delete from ${dataExportParts} where ${dataExportParts.businessId} = ${businessId} and ${dataExportParts.exportId} = ${exportId}`,
  );
}
