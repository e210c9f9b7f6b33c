import { type TTestPassRequest, type TTestSendQueued, WALLET_MESSAGES } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import type { TQueue } from '../jobs/queue.ts';
import type { TConfig } from '../platform/config.ts';
import type { TPassTokens } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { demoPassLink } from '../wallet/index.ts';
import { ADMIN_JOBS } from './jobs.ts';
import type { TAuditActor } from './record-audit.ts';
import { testSendLimiter } from './test-send-limit.ts';

export const TEST_PASS_SUBJECT = 'Your Regulars test wallet pass';

/**
 * Emails a super admin a test pass: a link to a pass of a made-up member, signed with the operator's certificate, so
 * opening it on an iPhone shows the whole chain works. It goes through the test send job (deliver-test-message.ts),
 * which sends it with the platform's email provider and records it in the audit log. Shares the test send budget.
 */
export async function sendTestPass({
  db,
  queue,
  config,
  tokens,
  input,
  actor,
}: {
  db: TDb;
  queue: TQueue;
  config: TConfig;
  tokens: TPassTokens;
  input: TTestPassRequest;
  actor: TAuditActor;
}): Promise<TTestSendQueued> {
  const link = demoPassLink({ config, tokens });
  if (!link) throw new AppError('VALIDATION', WALLET_MESSAGES.noWallet);
  await testSendLimiter.hit(db, actor.userId);
  const id = await queue.send(ADMIN_JOBS.sendTestMessage, {
    actor,
    channel: 'email',
    to: input.recipientEmail,
    recipientName: null,
    subject: TEST_PASS_SUBJECT,
    body: [
      'Open this link on an iPhone to add a test loyalty card to Apple Wallet:',
      link,
      '',
      'The card belongs to a made-up member of a made-up business and shows no one’s data. It was sent from the Regulars super admin console.',
    ].join('\n'),
  });
  if (!id) throw new Error('the test pass was not queued');
  return { testSendId: id };
}
