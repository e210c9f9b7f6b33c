import { createTranslator, customerLimitMessage, ZAddCustomer } from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { APP_ENGLISH_WORDS } from '../lib/app-words.tsx';
import {
  ADD_CUSTOMER_REFUSALS,
  addCustomerRefusal,
  CONTACT_FIELD_MESSAGES,
  contactFieldMessage,
} from './customer-messages.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const planLimit = (limit: number) =>
  new ApiError({
    status: 403,
    code: 'PLAN_LIMIT',
    message: customerLimitMessage(limit),
    details: { limit, current: limit },
  });

describe('a customer’s messages in the user’s language', () => {
  it('knows each message by its English words, as the catalogue says them', () => {
    for (const [message, key] of Object.entries({ ...CONTACT_FIELD_MESSAGES, ...ADD_CUSTOMER_REFUSALS })) {
      expect(appEn[key], key).toBe(message);
    }
    expect(english.t('dashboard.addCustomer.planLimit', { limit: 50 })).toBe(customerLimitMessage(50));
  });

  it('knows every problem Add Customer’s contract finds', () => {
    const long = 'x'.repeat(300);
    const inputs = [
      {},
      { email: 'nope' },
      { birthday: '2026-02-30' },
      { firstName: long, lastName: long, email: `${long}@example.com`, phone: long, birthday: long },
    ];
    const messages = inputs.flatMap((input) => ZAddCustomer.safeParse(input).error?.issues.map((i) => i.message) ?? []);
    expect(messages.length).toBeGreaterThan(6);
    expect(messages.filter((m) => !(m in CONTACT_FIELD_MESSAGES))).toEqual([]);
  });

  it('says a field’s problem in French, and never an unknown English one', () => {
    expect(contactFieldMessage(french, 'Either email or phone is required')).toBe(
      'Un e-mail ou un téléphone est requis',
    );
    expect(contactFieldMessage(french, 'Something new')).toBe('Vérifiez ce champ');
    expect(contactFieldMessage(english, 'Something new')).toBe('Something new');
    expect(contactFieldMessage(french, undefined)).toBeUndefined();
  });

  it('says the plan’s limit in French with its number, in English as the server wrote it', () => {
    expect(addCustomerRefusal(english, planLimit(1000))).toBe(customerLimitMessage(1000));
    expect(addCustomerRefusal(french, planLimit(1000))).toMatch(
      /^Vous avez atteint la limite de 1\s000 clients de votre formule\./,
    );
  });

  it('says a known refusal in French, any other as a plain failure', () => {
    const duplicate = new ApiError({
      status: 409,
      code: 'CONFLICT',
      message: 'A customer with this email already exists',
    });
    expect(addCustomerRefusal(french, duplicate)).toBe('Un client avec cet e-mail existe déjà');
    const other = new ApiError({ status: 500, code: 'INTERNAL', message: 'Customer was not created' });
    expect(addCustomerRefusal(french, other)).toBe('Impossible d’ajouter le client. Veuillez réessayer.');
    expect(addCustomerRefusal(english, other)).toBe('Customer was not created');
  });
});
