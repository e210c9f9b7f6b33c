import { normalizePhone, TEST_RECIPIENT_MESSAGES, type TTestRecipientChannel } from '@regulars/contracts';
import { z } from 'zod';
import { AppError } from '../platform/errors.ts';

/** How an address is kept in test_recipients: E.164 for SMS, lower-case for email (400 when it is neither). */
export function testRecipientAddress({
  channel,
  address,
  phoneRegion,
}: {
  channel: TTestRecipientChannel;
  address: string;
  phoneRegion: string;
}): string {
  if (channel === 'sms') {
    const phone = normalizePhone(address, phoneRegion);
    if (!phone) throw new AppError('VALIDATION', TEST_RECIPIENT_MESSAGES.phoneRequired);
    return phone;
  }
  const email = z.email().safeParse(address.trim().toLowerCase()).data;
  if (!email) throw new AppError('VALIDATION', TEST_RECIPIENT_MESSAGES.emailRequired);
  return email;
}
