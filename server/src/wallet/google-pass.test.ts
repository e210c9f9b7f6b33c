import type { TCustomerStanding } from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { describe, expect, it } from 'vitest';
import type { TGoogleWalletConfig } from '../platform/config.ts';
import { googleLoyaltyClass, googleLoyaltyObject } from './google-pass.ts';

const google: TGoogleWalletConfig = {
  issuerId: '3388000000000000001',
  clientEmail: 'w@example.iam.gserviceaccount.com',
  privateKey: '-----BEGIN PRIVATE KEY-----',
  privateKeyId: undefined,
  tokenUri: 'https://oauth2.googleapis.com/token',
  apiBase: 'https://walletobjects.googleapis.com',
};

const standing: TCustomerStanding = {
  customer: {
    id: 'c1',
    uniqueCustomerId: 'CUS-000042',
    firstName: ' Ada ',
    lastName: 'Lovelace',
    phone: null,
    email: null,
    totalPoints: 120,
    lifetimePointsEarned: 120,
    totalVisits: 3,
  },
  programs: [
    {
      id: 'p1',
      name: 'Coffee points',
      type: 'points',
      description: 'Earn 1 point per $1',
      pointsBalance: 120,
      totalEarned: 120,
      stampsCurrent: 0,
      stampsRequired: 0,
      lastActivityAt: null,
      catalogue: [
        { name: 'Free coffee', points: 100, affordable: true },
        { name: 'Free lunch', points: 500, affordable: false },
      ],
      discount: null,
      nextEarnAt: null,
    },
  ],
  rewards: [
    {
      id: 'r1',
      programId: 'p1',
      programName: 'Coffee points',
      name: 'Free coffee',
      description: null,
      type: 'free_item',
      status: 'earned',
      code: 'RW-7K2P9Q',
      earnedAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2026-03-01T00:00:00.000Z',
      redeemedAt: null,
    },
  ],
  lastAction: null,
  multipliers: null,
  categoryBonuses: [],
  status: null,
};

describe('a Google Wallet loyalty object', () => {
  it('says what the Apple pass says: the balance, the next reward, every reward code, the QR key', () => {
    const object = googleLoyaltyObject(google, { businessId: 'biz 1', serial: 'AbC_-123' }, standing);
    expect(object).toMatchObject({
      id: '3388000000000000001.AbC_-123',
      classId: '3388000000000000001.biz_1',
      state: 'ACTIVE',
      accountName: 'Ada',
      accountId: 'CUS-000042',
      loyaltyPoints: { label: 'Coffee points', balance: { string: '120 points' } },
      secondaryLoyaltyPoints: { label: 'Next reward', balance: { string: 'Free coffee ready' } },
      barcode: { type: 'QR_CODE', value: 'CUS-000042', alternateText: 'CUS-000042' },
    });
    const text = object.textModulesData.map((m) => `${m.header}: ${m.body}`);
    expect(text).toContain('Free coffee: Code RW-7K2P9Q · use by Mar 1, 2026');
    expect(text).toContain('Your customer number: CUS-000042');
  });

  it("speaks the customer's language, with the business's dates and numbers (issue 52)", () => {
    const speaks = { language: 'es' as const, locale: 'es-ES' };
    const object = googleLoyaltyObject(google, { businessId: 'b', serial: 's' }, { ...standing, speaks });
    const { t } = translatorFor('es');
    expect(object).toMatchObject({
      loyaltyPoints: { balance: { string: t('portal.pointsCount', { count: 120 }) } },
      secondaryLoyaltyPoints: { label: t('pass.nextReward') },
    });
    const text = object.textModulesData.map((m) => `${m.header}: ${m.body}`);
    expect(text).toContain(`Free coffee: ${t('pass.codeUseBy', { code: 'RW-7K2P9Q', date: '1 mar 2026' })}`);
    expect(text).toContain(`${t('pass.customerNumber')}: CUS-000042`);
    expect(text.join('\n')).not.toMatch(/use by|Your customer number|\d points/);
  });

  it('is inactive with nothing of the customer once they are deleted', () => {
    const object = googleLoyaltyObject(google, { businessId: 'b', serial: 's' }, null);
    expect(object.state).toBe('INACTIVE');
    expect(object.textModulesData).toEqual([]);
    expect(JSON.stringify(object)).not.toContain('CUS-000042');
  });

  it('puts the brand on the class: name, colour (the default without one) and logo', () => {
    const brand = { businessName: 'Bean There', brandColor: null, logoUri: 'https://x.test/logo.png' };
    expect(googleLoyaltyClass(google, 'b', brand)).toMatchObject({
      id: '3388000000000000001.b',
      issuerName: 'Bean There',
      hexBackgroundColor: '#4f46e5',
      programLogo: { sourceUri: { uri: 'https://x.test/logo.png' } },
    });
  });
});
