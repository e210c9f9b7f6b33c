import { z } from 'zod';
import { ZMe, ZTwoStepRequiredBy } from './auth.ts';

/**
 * Two-step sign-in (issue 53): after the password, a code from an authenticator app (TOTP), or one of ten recovery
 * codes when the phone is lost. Set up and turned off under Settings → Sign-in security.
 */
export const TWO_STEP_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeInvalid: 'That code did not work. Enter the newest code from your authenticator app.',
  recoveryRequired: 'Enter one of your recovery codes',
  recoveryInvalid: 'That recovery code did not work. Each code works once.',
  expired: 'This sign-in took too long. Sign in again with your password.',
  tooManyCodes: 'Too many wrong codes. Sign in again with your password.',
  locked: 'Too many wrong codes for this account. Try again in 15 minutes.',
  passwordRequired: 'Enter your password',
  passwordWrong: 'That password is not right',
  alreadyOn: 'Two-step sign-in is already on',
  notStarted: 'Start setting up two-step sign-in again',
  notOn: 'Two-step sign-in is off',
  required: 'Set up two-step sign-in to go on',
  yoursFirst: 'Turn on two-step sign-in for your own account first, under Settings',
  resetOwn: 'Change your own two-step sign-in under Settings',
  memberOff: 'Two-step sign-in is already off for this person',
} as const;

/** The password step's answer: the profile, or the second step to take (the browser holds its short-lived cookie). */
export const ZSecondStepNeeded = z.object({ secondStep: z.literal(true) });
export const ZLoginAnswer = z.union([ZMe, ZSecondStepNeeded]);
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

/** "Don't ask for a code on this device for 30 days": a signed cookie the password step then reads. */
const trustDevice = z.boolean().optional();

/** The second step: the authenticator's code, or a recovery code (xxxxx-xxxxx, one use each). */
export const ZSecondStepRequest = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('app'),
    trustDevice,
    code: z
      .string({ error: TWO_STEP_MESSAGES.codeRequired })
      .transform((v) => v.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, TWO_STEP_MESSAGES.codeRequired)),
  }),
  z.object({
    kind: z.literal('recovery'),
    trustDevice,
    code: z
      .string({ error: TWO_STEP_MESSAGES.recoveryRequired })
      .trim()
      .min(1, TWO_STEP_MESSAGES.recoveryRequired)
      .max(40, TWO_STEP_MESSAGES.recoveryInvalid),
  }),
]);
export type TSecondStepRequest = z.input<typeof ZSecondStepRequest>;

/** Settings: whether two-step sign-in is on, and how many recovery codes are left unused. */
export const ZTwoStepState = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int().nonnegative().nullable(),
  /** The account has a password (a Google-only account must set one first: every change asks for it). */
  hasPassword: z.boolean(),
  /** Who requires it of this account; null: it is the person's own choice. */
  requiredBy: ZTwoStepRequiredBy.nullable(),
});
export type TTwoStepState = z.infer<typeof ZTwoStepState>;

const password = z
  .string({ error: TWO_STEP_MESSAGES.passwordRequired })
  .min(1, TWO_STEP_MESSAGES.passwordRequired)
  .max(128, TWO_STEP_MESSAGES.passwordWrong);
export const ZTwoStepPassword = z.object({ password });
export type TTwoStepPassword = z.input<typeof ZTwoStepPassword>;

/** Setting up: the authenticator's key (as a QR code's otpauth:// link and as text to type) and the recovery codes. */
export const ZTwoStepSetup = z.object({
  otpauthUrl: z.string(),
  secret: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type TTwoStepSetup = z.infer<typeof ZTwoStepSetup>;

export const ZTwoStepConfirm = z.object({
  code: z
    .string({ error: TWO_STEP_MESSAGES.codeRequired })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, TWO_STEP_MESSAGES.codeRequired)),
});
export type TTwoStepConfirm = z.input<typeof ZTwoStepConfirm>;

export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;
