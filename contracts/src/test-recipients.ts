import { z } from 'zod';

/** How long a test recipient's code works, and how many wrong tries void it. */
export const TEST_RECIPIENT_CODE_MINUTES = 10;
export const TEST_RECIPIENT_MAX_WRONG = 5;

export const TEST_RECIPIENT_MESSAGES = {
  verifyPhoneFirst: 'Verify this number first: we text it a code.',
  verifyEmailFirst: 'Verify this email address first: we email it a code.',
  channelRequired: 'Choose email or SMS',
  phoneRequired: 'Enter a mobile number, e.g. (555) 123-4567',
  emailRequired: 'Enter an email address, e.g. you@example.com',
  codeFormat: 'Enter the 6-digit code',
  codeWrong: 'That code is not right. Check the message and try again.',
  codeVoid: 'That code has expired or was tried too many times. Send a new code.',
  codeSentSms: 'Code sent: check the text message',
  codeSentEmail: 'Code sent: check the inbox',
  alreadyVerified: 'Already verified: pick it from the list',
  verified: 'Verified: tests can go here now',
  removed: 'Test recipient removed',
  notFound: 'Test recipient not found',
  optedOut: 'This number asked you to stop texting it. It can receive tests again once it texts START to your number.',
  unsubscribed: 'This address unsubscribed from your emails, so tests cannot go to it.',
  tooManyCodes: 'You have sent 5 codes in the last hour. Wait a while before sending another.',
  tooManyCodesToAddress: 'This address got 3 codes in the last hour. Wait a while before sending another.',
} as const;

export const ZTestRecipientChannel = z.enum(['sms', 'email'], { error: TEST_RECIPIENT_MESSAGES.channelRequired });
export type TTestRecipientChannel = z.infer<typeof ZTestRecipientChannel>;

/** A number or address the team may send campaign tests to: verified, or waiting for its code. */
export const ZTestRecipient = z.object({
  id: z.string(),
  channel: ZTestRecipientChannel,
  /** E.164 for SMS, lower-case for email. */
  address: z.string(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TTestRecipient = z.infer<typeof ZTestRecipient>;

export const ZTestRecipientList = z.object({
  recipients: z.array(ZTestRecipient),
  /** The signed-in user's own email when their account has it verified (e.g. Google sign-in): always allowed. */
  ownEmail: z.string().nullable(),
});
export type TTestRecipientList = z.infer<typeof ZTestRecipientList>;

export const ZTestRecipientListQuery = z.object({ channel: ZTestRecipientChannel.optional() });

/** Add a number or address (or send its code again): a 6-digit code goes to it. */
export const ZRequestTestRecipientCode = z.object({
  channel: ZTestRecipientChannel,
  address: z
    .string({ error: 'Enter a number or an email address' })
    .trim()
    .min(1, 'Enter a number or an email address')
    .max(254, 'That is too long for a number or an email address'),
});
export type TRequestTestRecipientCode = z.input<typeof ZRequestTestRecipientCode>;

export const ZConfirmTestRecipient = z.object({
  code: z
    .string({ error: TEST_RECIPIENT_MESSAGES.codeFormat })
    .trim()
    .regex(/^\d{6}$/, TEST_RECIPIENT_MESSAGES.codeFormat),
});
export type TConfirmTestRecipient = z.input<typeof ZConfirmTestRecipient>;

export const ZTestRecipientAnswer = z.object({ recipient: ZTestRecipient, message: z.string() });
export type TTestRecipientAnswer = z.infer<typeof ZTestRecipientAnswer>;
