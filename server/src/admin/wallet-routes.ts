import { ZTestPassRequest, ZTestSendQueued, ZWalletStatus } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireSuperAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { walletStatus } from '../wallet/index.ts';
import { actorOf } from './actor-of.ts';
import { sendTestPass } from './send-test-pass.ts';

const tag = 'Admin';

/** /api/admin/wallet: whether Apple and Google Wallet are set up, and a test pass of each by email. */
export const adminWalletRoutes = new Hono<TAppEnv>()
  .get(
    '/wallet',
    routeDoc({
      tag,
      summary: 'Whether Apple Wallet and Google Wallet are set up, with their public ids (never a key)',
      auth: 'super_admin',
      response: ZWalletStatus,
    }),
    requireSuperAdmin,
    async (c) => c.json(walletStatus(c.var.deps.config)),
  )
  .post(
    '/wallet/test-pass',
    routeDoc({
      tag,
      summary:
        'Email links to a test pass of a made-up member, one per wallet set up (Apple: signed with the pass certificate; Google: saved with the issuer and key); rate-limited with the other test sends; audited when sent',
      auth: 'super_admin',
      response: ZTestSendQueued,
    }),
    requireSuperAdmin,
    validate('json', ZTestPassRequest),
    async (c) => {
      const { db, queue, config, walletTokens } = c.var.deps;
      const input = c.req.valid('json');
      return c.json(await sendTestPass({ db, queue, config, tokens: walletTokens, input, actor: actorOf(c) }));
    },
  );
