import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from './errors.ts';

/** Where a page ended: its last row's time (to the microsecond, UTC) and a tie-break unique among rows of that time. */
export type TKeysetCursor = { at: string; tie: string };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A timestamptz column as the cursor keeps it: a JavaScript Date would drop the last three digits and repeat a row. */
export const cursorTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Opaque to callers (base64url JSON), so its inside can change without breaking an integration. */
export function encodeKeysetCursor(cursor: TKeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.tie])).toString('base64url');
}

/** A cursor this server gave out, or VALIDATION naming `cursor`: a forged or garbled one never reaches a query. */
export function decodeKeysetCursor(raw: string, message: string): TKeysetCursor {
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      TIMESTAMP.test(value[0]) &&
      typeof value[1] === 'string' &&
      value[1].length > 0 &&
      value[1].length <= 100
    ) {
      return { at: value[0], tie: value[1] };
    }
  } catch {}
  throw new AppError('VALIDATION', message, { cursor: [message] });
}
