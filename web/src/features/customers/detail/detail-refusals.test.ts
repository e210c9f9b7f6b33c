import { CUSTOMER_DATA_COPY, CUSTOMER_MESSAGES, createTranslator } from '@regulars/contracts';
import { appEn, type TAppMessageKey } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../../lib/app-words.tsx';
import { DETAIL_KNOWN, detailRefusal } from './detail-refusals.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const refusal = (message: string) => new ApiError({ code: 'VALIDATION', message, status: 400 });

describe("the customer page's known messages", () => {
  it('hold the server’s and the contracts’ English word for word', () => {
    for (const [english, key] of Object.entries(DETAIL_KNOWN)) {
      expect(appEn[key as TAppMessageKey], english).toBe(english);
    }
    // The server names the button in a message of its own (tills/shopify-compliance.ts).
    expect(appEn['customerDetail.data.button']).toBe(CUSTOMER_DATA_COPY.detailButton);
  });

  it('say a known refusal in French, and an unknown one as the fallback, never in English', () => {
    expect(detailRefusal(french, refusal(CUSTOMER_MESSAGES.notFound), 'customerDetail.delete.failed')).toBe(
      'Client introuvable',
    );
    expect(detailRefusal(french, refusal('Something odd happened'), 'customerDetail.delete.failed')).toBe(
      'Le client n’a pas pu être supprimé. Veuillez réessayer.',
    );
  });

  it('leave the server’s words as they are in English', () => {
    expect(detailRefusal(english, refusal('Something odd happened'), 'customerDetail.delete.failed')).toBe(
      'Something odd happened',
    );
  });
});
