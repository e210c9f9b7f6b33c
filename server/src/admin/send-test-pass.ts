import { type TTestPassRequest, type TTestSendQueued, WALLET_MESSAGES } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import type { TQueue } from '../jobs/queue.ts';
import type { TConfig } from '../platform/config.ts';
import type { TPassTokens } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { demoPassLinks } from '../wallet/index.ts';
import { ADMIN_JOBS } from './jobs.ts';
import type { TAuditActor } from './record-audit.ts';
import { testSendLimiter } from './test-send-limit.ts';

export const TEST_PASS_SUBJECT = 'Your Regulars test wallet pass';

/** The email's lines for each wallet's link: Apple's opens on an iPhone, Google's on an Android phone. */
function linkLines(links: { apple: string | null; google: string | null }): string[] {
  const lines: string[] = [];
  if (links.apple)
    lines.push('Open this link on an iPhone to add a test loyalty card to Apple Wallet:', links.apple, '');
  if (links.google) {
    lines.push('Open this link on an Android phone to save a test loyalty card to Google Wallet:', links.google, '');
  }
  return lines;
}

/**
 * Emails a super admin a test pass: a link per wallet set up to a card of a made-up member (Apple's signed with the
 * operator's certificate, Google's written with the operator's issuer and key), so opening it on a phone shows the
 * whole chain works. It goes through the test send job (deliver-test-message.ts), which sends it with the platform's
 * email provider and records it in the audit log. Shares the test send budget.
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
  const links = demoPassLinks({ config, tokens });
  if (!links) throw new AppError('VALIDATION', WALLET_MESSAGES.noWallet);
  await testSendLimiter.hit(db, actor.userId);
  const id = await queue.send(ADMIN_JOBS.sendTestMessage, {
    actor,
    channel: 'email',
    to: input.recipientEmail,
    recipientName: null,
    subject: TEST_PASS_SUBJECT,
    body: [
      ...linkLines(links),
      'The card belongs to a made-up member of a made-up business and shows no one’s data. It was sent from the Regulars super admin console.',
    ].join('\n'),
  });
  if (!id) throw new Error('the test pass was not queued');
  return { testSendId: id };
}
