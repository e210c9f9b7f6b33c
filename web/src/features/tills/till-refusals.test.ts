import {
  createTranslator,
  locationLimitMessage,
  TILL_MESSAGES,
  tillCurrencyMismatch,
  ZShopifyConnect,
} from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { firstIssue } from '../../test/first-issue.ts';
import { TILL_REFUSALS, tillHistoryIn, tillMessageIn, tillRefusal } from './till-refusals.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const refused = (message: string) => new ApiError({ status: 409, code: 'CONFLICT', message });

describe('the tills’ known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(TILL_REFUSALS)) expect(appEn[key], key).toBe(message);
  });

  it('knows the store address’s check as the contract writes it', () => {
    expect(Object.keys(TILL_REFUSALS)).toContain(firstIssue(ZShopifyConnect, { shop: 'blue door!' }));
  });
});

describe('a till message in the user’s language', () => {
  it('shows the server’s reason in English as written, and the fallback when there is none', () => {
    expect(tillRefusal(english, refused('Something only the server knows'), 'integrations.tills.saveFailed')).toBe(
      'Something only the server knows',
    );
    expect(tillRefusal(english, null, 'integrations.tills.saveFailed')).toBe('Could not save the till settings');
  });

  it('translates a known reason, one with a figure or a name in it, and never shows an unknown English one', () => {
    expect(tillRefusal(french, refused(TILL_MESSAGES.upgrade), 'integrations.somethingWrong')).toBe(
      'La connexion de votre caisse fait partie des formules Pro et Agency. Changez de formule pour connecter Square ou Shopify.',
    );
    expect(tillMessageIn(french, locationLimitMessage(3), 'integrations.somethingWrong')).toBe(
      'Votre formule comprend 3 établissements. Changez de formule pour en ajouter d’autres.',
    );
    expect(tillMessageIn(french, tillCurrencyMismatch('USD', 'EUR', 'Shopify'), 'integrations.somethingWrong')).toBe(
      'Shopify vend en USD mais votre entreprise compte en EUR : les ventes sont gardées, mais ne rapportent rien tant que la devise dans Paramètres → Monnaie n’est pas USD.',
    );
    expect(tillRefusal(french, refused('Something only the server knows'), 'integrations.tills.saveFailed')).toBe(
      'Impossible d’enregistrer les paramètres de caisse',
    );
  });

  it('says the history the server writes in English in the user’s language', () => {
    expect(tillHistoryIn(english, 'Reconnected Shopify as Blue Door Goods', 'shopify')).toBe(
      'Reconnected Shopify as Blue Door Goods',
    );
    expect(tillHistoryIn(french, 'Reconnected Shopify as Blue Door Goods', 'shopify')).toBe(
      'Shopify reconnecté en tant que Blue Door Goods',
    );
    expect(tillHistoryIn(french, 'Disconnected Square (Square did not confirm it)', 'square')).toBe(
      'Square déconnecté (Square ne l’a pas confirmé)',
    );
    expect(tillHistoryIn(french, 'Added “Market Cart” as one of your locations', 'square')).toBe(
      '« Market Cart » ajouté à vos établissements',
    );
    expect(tillHistoryIn(french, 'till.something_new', 'square')).toBe('Connexion modifiée');
  });
});
