import { type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';

/**
 * Runs one figures statement in a transaction of its own with settings that suit a single large aggregate: no JIT
 * (compiling costs more than these statements run) and room to hash a period's rows in memory instead of on disk.
 */
export async function runFigures<T>(db: TExecutor, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true)`);
    return rawQuery<T>(tx, query);
  });
}
