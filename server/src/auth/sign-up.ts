import type { TSignupRequest, TSignupResponse } from '@regulars/contracts';
import { startCheckout } from '../billing/index.ts';
import type { TDeps } from '../platform/context.ts';
import { createAccountWithBusiness } from './create-account.ts';

/**
 * Sign-up: the account and its business (on Free until a paid tier's checkout completes) in one transaction, then a
 * session. A paid tier goes on to checkout; if opening it fails the account still exists on Free, and the answer says
 * so (the web app shows it on the dashboard).
 */
export async function signUp({
  db,
  auth,
  config,
  logger,
  input,
  headers,
}: Pick<TDeps, 'db' | 'auth' | 'config' | 'logger'> & {
  input: TSignupRequest;
  headers: Headers;
}): Promise<{ body: TSignupResponse; setCookies: string[] }> {
  const account = await createAccountWithBusiness({ db, input });
  const session = await auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers,
    asResponse: true,
  });
  const setCookies = session.headers.getSetCookie();
  if (!account.checkoutTierId) return { body: { redirectTo: '/dashboard' }, setCookies };
  try {
    const checkout = await startCheckout({
      db,
      config,
      logger,
      businessId: account.userId,
      tierId: account.checkoutTierId,
    });
    return { body: { redirectTo: checkout.url }, setCookies };
  } catch {
    return { body: { redirectTo: '/dashboard', checkoutFailed: true }, setCookies };
  }
}
