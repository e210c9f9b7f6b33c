import type { TCustomerStanding } from '@regulars/contracts';
import type { TConfig } from '../platform/config.ts';
import type { TPassTokens } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { buildApplePass } from './build-apple-pass.ts';
import { appleWebServiceUrl, PASS_NOT_FOUND, WALLET_NOT_CONFIGURED } from './get-apple-pass.ts';

/** A made-up member of a made-up café: a test pass shows what a card looks like without anyone's data. */
const DEMO_STANDING: TCustomerStanding = {
  customer: {
    id: '00000000-0000-4000-8000-000000000000',
    uniqueCustomerId: 'CUS-TEST',
    firstName: 'Test',
    lastName: null,
    phone: null,
    email: null,
    totalPoints: 120,
    lifetimePointsEarned: 120,
    totalVisits: 7,
  },
  programs: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Coffee card',
      type: 'stamp_card',
      description: 'Buy 10 coffees, get one free',
      pointsBalance: 0,
      totalEarned: 7,
      stampsCurrent: 7,
      stampsRequired: 10,
      lastActivityAt: null,
      catalogue: [],
      discount: null,
      nextEarnAt: null,
    },
  ],
  rewards: [],
  lastAction: null,
};

/**
 * The test pass: signed with the operator's pass certificate, as a customer's, so it proves the whole chain on a real
 * phone. It belongs to no business and no device can register for its updates (its serial has no pass row).
 */
export async function demoApplePass({
  config,
  tokens,
  token,
}: {
  config: TConfig;
  tokens: TPassTokens;
  token: string;
}): Promise<Buffer> {
  const apple = config.appleWallet;
  if (!apple) throw new AppError('NOT_FOUND', WALLET_NOT_CONFIGURED);
  const serial = tokens.serialOfDownloadToken(token);
  if (!serial) throw new AppError('NOT_FOUND', PASS_NOT_FOUND);
  return buildApplePass({
    apple,
    serial,
    authenticationToken: tokens.authenticationToken(serial),
    webServiceURL: appleWebServiceUrl(config.appUrl),
    businessName: 'Regulars test pass',
    brandColor: null,
    standing: DEMO_STANDING,
    logoPng: null,
  });
}
