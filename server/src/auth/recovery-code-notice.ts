import type { TDb } from '../db/client.ts';
import type { TAuth } from '../platform/better-auth.ts';
import type { TEmailMessage } from '../providers/email/index.ts';
import { accountBrand } from './account-brand.ts';
import { readTwoStep } from './read-two-step.ts';
import { twoStepNoticeEmail } from './two-step-notice-email.ts';

/** The email that tells an account a recovery code just signed it in, with the codes left (sign-in, invitations). */
export async function recoveryCodeNotice(opts: {
  db: TDb;
  auth: TAuth;
  user: { id: string; email: string };
  appUrl: string;
}): Promise<TEmailMessage> {
  const { db, auth, user, appUrl } = opts;
  const [{ recoveryCodesLeft }, brand] = await Promise.all([
    readTwoStep({ db, auth, userId: user.id, requiredBy: null }),
    accountBrand(db, user.id),
  ]);
  const notice = { kind: 'recovery-used' as const, codesLeft: recoveryCodesLeft ?? 0 };
  return twoStepNoticeEmail({ to: user.email, notice, brand, appUrl });
}
