import { ZReferralList, ZReferralProgram, ZReferralProgramInput } from '@regulars/contracts';
import { Hono } from 'hono';
import { actorOfUser } from '../audit/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { listReferrals } from './list-referrals.ts';
import { readReferralProgram } from './read-referral-program.ts';
import { saveReferralProgram } from './save-referral-program.ts';

const tag = 'Refer a friend';

/** /api/referrals: the business's refer-a-friend set-up (issue 51) and its referrals. */
export const referralRoutes = new Hono<TAppEnv>()
  .use('/referrals', requireBusiness)
  .use('/referrals/*', requireBusiness)
  .get(
    '/referrals',
    routeDoc({
      tag,
      summary: "The business's refer-a-friend set-up, whether the plan includes it, and its counts",
      auth: 'session',
      response: ZReferralProgram,
    }),
    async (c) => c.json(await readReferralProgram({ db: c.var.deps.db, businessId: c.var.businessId })),
  )
  .put(
    '/referrals',
    routeDoc({
      tag,
      summary: "Save the set-up at once: both sides' rewards, what qualifies a friend, the cap; `enabled` turns it on",
      auth: 'session',
      response: ZReferralProgram,
    }),
    validate('json', ZReferralProgramInput),
    async (c) =>
      c.json(
        await saveReferralProgram({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          actor: actorOfUser(c.var.user),
          input: c.req.valid('json'),
        }),
      ),
  )
  .get(
    '/referrals/list',
    routeDoc({
      tag,
      summary:
        'The latest 100 referrals, newest first: who invited whom, and whether it was rewarded, held or is waiting',
      auth: 'session',
      response: ZReferralList,
    }),
    async (c) => c.json(await listReferrals({ db: c.var.deps.db, businessId: c.var.businessId })),
  );
