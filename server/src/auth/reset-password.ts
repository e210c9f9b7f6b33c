import { RESET_LINK_INVALID } from '@regulars/contracts';
import type { TAuth } from '../platform/better-auth.ts';
import { AppError } from '../platform/errors.ts';

/** Sets a new password with an emailed link (valid once, for an hour); every other session of the account ends. */
export async function resetPassword({
  auth,
  token,
  password,
}: {
  auth: TAuth;
  token: string;
  password: string;
}): Promise<void> {
  const res = await auth.api.resetPassword({ body: { token, newPassword: password }, asResponse: true });
  if (!res.ok) throw new AppError('INVALID_TOKEN', RESET_LINK_INVALID);
}
