import { createTranslator, type TProgram } from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { buildSignPdf } from './sign-pdf.ts';
import { signRewardLine } from './sign-reward.ts';

const french = createTranslator('fr', appFr);
const stamps = {
  id: 's',
  name: 'Carte café',
  description: '',
  status: 'active',
  createdAt: '2026-01-01T00:00:00Z',
  type: 'stamp_card',
  config: { stampsRequired: 10, rewardDescription: 'Un latte offert', cooldownMinutes: 0 },
} as TProgram;

describe('a sign in the owner’s language', () => {
  it('prints its call to action, its promise and its link in French', async () => {
    const reward = signRewardLine([stamps], { currency: 'EUR', locale: 'fr-FR' }, translatorFor('fr'));
    expect(reward).toBe('Collectez 10 tampons pour un latte offert');
    const sign = await buildSignPdf({
      size: 'a6',
      businessName: 'Café Bleu',
      url: 'https://regulars.example.com/signup-form/abc',
      typedLink: 'regulars.example.com/j/ABCD-2345',
      reward,
      words: {
        callToAction: french.t('qrCodes.sign.callToAction'),
        typeInstead: french.t('qrCodes.sign.typeInstead'),
        poweredBy: french.t('qrCodes.sign.poweredBy'),
        documentTitle: french.t('qrCodes.sign.documentTitle', { business: 'Café Bleu' }),
      },
    });
    expect(sign.texts).toEqual([
      'Café Bleu',
      'Scannez pour vous inscrire — sans application',
      'Collectez 10 tampons pour un latte offert',
      'Impossible de scanner ? Allez sur regulars.example.com/j/ABCD-2345',
      'Propulsé par Regulars',
    ]);
  });
});
