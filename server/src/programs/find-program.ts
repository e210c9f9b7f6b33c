import type { TProgram } from '@regulars/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { loyaltyPrograms } from '../db/schema/index.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { toProgram } from './to-program.ts';

/** One program of the business, or null (another business's id is unknown here, like any other). */
export async function findProgram(opts: {
  db: TExecutor;
  businessId: string;
  programId: string;
}): Promise<TProgram | null> {
  const { db, businessId, programId } = opts;
  if (!isUuid(programId)) return null;
  const [row] = await db
    .select()
    .from(loyaltyPrograms)
    .where(and(eq(loyaltyPrograms.businessId, businessId), eq(loyaltyPrograms.id, programId)));
  return row ? toProgram(row) : null;
}

/** The business's program of this name, whatever its case or spacing around it, or null. */
export async function findProgramNamed(opts: {
  db: TExecutor;
  businessId: string;
  name: string;
}): Promise<TProgram | null> {
  const [row] = await opts.db
    .select()
    .from(loyaltyPrograms)
    .where(
      and(
        eq(loyaltyPrograms.businessId, opts.businessId),
        sql`lower(trim(${loyaltyPrograms.name})) = lower(trim(${opts.name}))`,
      ),
    )
    .orderBy(loyaltyPrograms.createdAt, loyaltyPrograms.id)
    .limit(1);
  return row ? toProgram(row) : null;
}

/**
 * Each of several businesses' program of this name (the oldest, as findProgramNamed), in one query: business id →
 * program; a business with none is absent.
 */
export async function findProgramsNamed(opts: {
  db: TExecutor;
  businessIds: string[];
  name: string;
}): Promise<Map<string, TProgram>> {
  if (opts.businessIds.length === 0) return new Map();
  const rows = await opts.db
    .select()
    .from(loyaltyPrograms)
    .where(
      and(
        inArray(loyaltyPrograms.businessId, opts.businessIds),
        sql`lower(trim(${loyaltyPrograms.name})) = lower(trim(${opts.name}))`,
      ),
    )
    .orderBy(loyaltyPrograms.createdAt, loyaltyPrograms.id);
  const found = new Map<string, TProgram>();
  for (const row of rows) if (!found.has(row.businessId)) found.set(row.businessId, toProgram(row));
  return found;
}

/** Whether the business has a program of this name, whatever its case or spacing around it. */
export async function hasProgramNamed(opts: { db: TExecutor; businessId: string; name: string }): Promise<boolean> {
  const [row] = await opts.db
    .select({ id: loyaltyPrograms.id })
    .from(loyaltyPrograms)
    .where(
      and(
        eq(loyaltyPrograms.businessId, opts.businessId),
        sql`lower(trim(${loyaltyPrograms.name})) = lower(trim(${opts.name}))`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
