import type { Context } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { loggableError } from '../platform/logger.ts';
import type { TEmailMessage } from '../providers/email/index.ts';
import { accountBrand } from './account-brand.ts';
import { type TTwoStepNotice, twoStepNoticeEmail } from './two-step-notice-email.ts';

/**
 * The account hears of every change to how it signs in; a notice that fails to queue is logged, never answered (the
 * change itself is done). `sendNotice` queues an email (app.ts hands messaging's queue in: auth sits below messaging).
 */
export function accountNotices(sendNotice: (message: TEmailMessage) => Promise<void>) {
  async function notify(c: Context<TAppEnv>, message: () => Promise<TEmailMessage>) {
    try {
      await sendNotice(await message());
    } catch (err) {
      c.var.deps.logger.error({ err: loggableError(err) }, 'account notice not queued');
    }
  }
  const noticeOf = (c: Context<TAppEnv>, user: { id: string; email: string }, notice: TTwoStepNotice) => async () =>
    twoStepNoticeEmail({
      to: user.email,
      notice,
      brand: await accountBrand(c.var.deps.db, user.id),
      appUrl: c.var.deps.config.appUrl,
    });
  return { notify, noticeOf };
}
