import { V1_MESSAGES } from '@regulars/contracts';
import { AppError } from '../platform/errors.ts';

/** Where a page of customers ended: its last customer's creation time (to the microsecond) and customer number. */
export type TCustomerCursor = { createdAt: string; number: string };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Opaque to callers (base64url JSON), so its inside can change without breaking an integration. */
export function encodeCursor(cursor: TCustomerCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.number])).toString('base64url');
}

/** A cursor this API gave out, or VALIDATION naming it: a forged or garbled one never reaches a query. */
export function decodeCursor(raw: string): TCustomerCursor {
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
      return { createdAt: value[0], number: value[1] };
    }
  } catch {}
  throw new AppError('VALIDATION', V1_MESSAGES.cursor, { cursor: [V1_MESSAGES.cursor] });
}
