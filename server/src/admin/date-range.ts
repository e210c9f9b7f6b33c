import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const DAY_MS = 86_400_000;

/** `from` and `to` are UTC days (YYYY-MM-DD), both included; either may be missing. */
export function createdBetween(column: PgColumn, from: string | undefined, to: string | undefined): SQL | undefined {
  return and(
    from ? gte(column, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(column, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}
