import { V1_MESSAGES } from '@regulars/contracts';
import { decodeKeysetCursor, encodeKeysetCursor } from '../platform/keyset-cursor.ts';

/** Where a page of customers ended: its last customer's creation time (to the microsecond) and customer number. */
export type TCustomerCursor = { createdAt: string; number: string };

export function encodeCursor(cursor: TCustomerCursor): string {
  return encodeKeysetCursor({ at: cursor.createdAt, tie: cursor.number });
}

/** A cursor this API gave out, or VALIDATION naming it: a forged or garbled one never reaches a query. */
export function decodeCursor(raw: string): TCustomerCursor {
  const { at, tie } = decodeKeysetCursor(raw, V1_MESSAGES.cursor);
  return { createdAt: at, number: tie };
}
