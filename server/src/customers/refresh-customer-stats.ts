import type { TDatabase } from '../db/client.ts';

/**
 * Fresh planner statistics for the customers table after a bulk import, so search keeps its index plans. PGlite has
 * no autovacuum, so there a vacuum also lets the customer count use an index-only scan.
 */
export async function refreshCustomerStats({ database }: { database: TDatabase }): Promise<void> {
  if (database.kind === 'pglite') await database.client.exec('vacuum analyze customers');
  else await database.pool.query('analyze customers');
}
