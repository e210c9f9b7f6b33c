import type { TRecoveryCodes } from '@regulars/contracts';
import type { TAuth } from '../platform/better-auth.ts';
import { twoStepAnswer } from './two-step-refusal.ts';

/** Ten new recovery codes (the password asked again); the old ones stop working. */
export async function renewRecoveryCodes({
  auth,
  headers,
  password,
}: {
  auth: TAuth;
  headers: Headers;
  password: string;
}): Promise<TRecoveryCodes> {
  const res = await auth.api.generateBackupCodes({ body: { password }, headers, asResponse: true });
  const { backupCodes } = await twoStepAnswer<{ backupCodes: string[] }>(res);
  return { recoveryCodes: backupCodes };
}
