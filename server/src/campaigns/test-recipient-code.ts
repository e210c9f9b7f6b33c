import { createHmac, randomInt } from 'node:crypto';
import type { TTestRecipientChannel } from '@regulars/contracts';

/** Six random digits for the message; only the hash is stored. */
export function newTestRecipientCode(
  businessId: string,
  channel: TTestRecipientChannel,
  address: string,
): { code: string; codeHash: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { code, codeHash: hashTestRecipientCode(businessId, channel, address, code) };
}

/** Bound to the business and the address: a code is only ever good for the address it was sent to. */
export function hashTestRecipientCode(
  businessId: string,
  channel: TTestRecipientChannel,
  address: string,
  code: string,
): string {
  return createHmac('sha256', `${businessId}:${channel}:${address}`).update(code).digest('hex');
}

/** The message says what it is, so a stranger who gets one knows to ignore it. */
export function testRecipientCodeText(businessName: string, code: string): string {
  return `${businessName} test code: ${code}. Enter it in Regulars to receive campaign tests here.`;
}
