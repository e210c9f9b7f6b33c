import {
  createTranslator,
  PROGRAM_TYPE_LABELS,
  PROGRAM_TYPES,
  programLimitNotice,
  type TMoney,
  type TProgramType,
  ZCreateProgramRequest,
} from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { allFields } from './program-fields.ts';
import { draftFor, toRequest } from './program-form.ts';
import {
  POINTS_PER_UNIT_CHECKS,
  PROGRAM_CHECKS,
  PROGRAM_REFUSALS,
  programErrorsIn,
  programMessageIn,
  programRefusal,
} from './program-messages.ts';
import { PROGRAM_TYPE_WORDS } from './program-types.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const dollars: TMoney = { currency: 'USD', locale: 'en-US' };
const euros: TMoney = { currency: 'EUR', locale: 'fr-FR' };

afterEach(() => vi.unstubAllGlobals());

/** Every message the contract's schema says for one request. */
function messagesOf(request: unknown): string[] {
  const result = ZCreateProgramRequest.safeParse(request);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** A request of `type` with its defaults and `config` over them. */
const requestOf = (type: TProgramType, config: Record<string, unknown>, name = 'Club') => ({
  ...toRequest(name, type, draftFor(type)),
  config: { ...toRequest(name, type, draftFor(type)).config, ...config },
});

/** Each way a program's fields can be refused: every number field wrong every way, every list and text rule. */
function everyRefusal(): string[] {
  const found: string[] = [];
  for (const type of PROGRAM_TYPES) {
    for (const field of allFields(type)) {
      if (field.kind === 'number') {
        for (const value of [Number.NaN, 1.5, 0.15, -1, 1e9])
          found.push(...messagesOf(requestOf(type, { [field.key]: value })));
      }
      if (field.kind === 'text') found.push(...messagesOf(requestOf(type, { [field.key]: 'X'.repeat(400) })));
    }
  }
  found.push(...messagesOf(requestOf('rebate_code', { codePrefix: 'AB-1' })));
  found.push(...messagesOf(requestOf('rebate_code', { discountType: 'percentage', discountValue: 150 })));
  for (const tier of [
    { visits: Number.NaN, discount: Number.NaN },
    { visits: 1.5, discount: 1.5 },
    { visits: 0, discount: 0 },
    { visits: 1e9, discount: 101 },
  ]) {
    found.push(...messagesOf(requestOf('discount', { tiers: [tier] })));
  }
  const tiers = (n: number) => Array.from({ length: n }, (_, i) => ({ visits: i + 1, discount: 5 }));
  found.push(...messagesOf(requestOf('discount', { tiers: [] })));
  found.push(...messagesOf(requestOf('discount', { tiers: tiers(11) })));
  found.push(...messagesOf(requestOf('discount', { tiers: [tiers(1)[0], tiers(1)[0]] })));
  for (const reward of [
    { name: '', points: Number.NaN },
    { name: 'X'.repeat(101), points: 1.5 },
    { name: 'Coffee', points: 0 },
    { name: 'Coffee', points: 1e9 },
    { name: 'Coffee', points: 50 },
  ]) {
    found.push(...messagesOf(requestOf('points', { rewards: [reward] })));
  }
  const rewards = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `R${i}`, points: 100 + i }));
  found.push(...messagesOf(requestOf('points', { rewards: rewards(11) })));
  found.push(...messagesOf(requestOf('points', { rewards: [rewards(1)[0], rewards(1)[0]] })));
  found.push(...messagesOf(requestOf('points', {}, ' ')));
  found.push(...messagesOf(requestOf('points', {}, 'X'.repeat(101))));
  found.push(...messagesOf({ ...requestOf('points', {}), description: 'X'.repeat(301) }));
  found.push(...messagesOf({ name: 'Club' }));
  return [...new Set(found)];
}

describe('the programs screen’s known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries({ ...PROGRAM_CHECKS, ...PROGRAM_REFUSALS })) {
      expect(appEn[key], key).toBe(message);
    }
    for (const [message, key] of Object.entries(POINTS_PER_UNIT_CHECKS)) {
      expect(english.t(key, { unit: 'dollar' }), key).toBe(message);
    }
    expect(english.t('programs.limit.notice', { plan: 'Free', count: 1 })).toBe(programLimitNotice('Free', 1));
    expect(english.t('programs.limit.notice', { plan: 'Pro', count: 3 })).toBe(programLimitNotice('Pro', 3));
    for (const type of PROGRAM_TYPES) expect(english.t(PROGRAM_TYPE_WORDS[type].name)).toBe(PROGRAM_TYPE_LABELS[type]);
  });

  it('knows every check the contract makes of a program', () => {
    const known = new Set([...Object.keys(PROGRAM_CHECKS), ...Object.keys(POINTS_PER_UNIT_CHECKS)]);
    const refusals = everyRefusal();
    expect(refusals.length).toBeGreaterThan(60);
    expect(refusals.filter((message) => !known.has(message))).toEqual([]);
  });

  it('knows the API client’s own words', async () => {
    expect(Object.keys(PROGRAM_REFUSALS)).toContain(errorMessage(null));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const offline = await apiRequest('/api/programs').catch((error: Error) => error.message);
    expect(Object.keys(PROGRAM_REFUSALS)).toContain(offline);
  });
});

describe('a programs message in the user’s language', () => {
  it('keeps English as the server and the contract write it, points per dollar in the business’s money', () => {
    expect(programMessageIn(english, 'Stamps required must be between 2 and 20', dollars)).toBe(
      'Stamps required must be between 2 and 20',
    );
    expect(programMessageIn(english, 'Points per dollar must be at least 0.1', dollars)).toBe(
      'Points per $1 must be at least 0.1',
    );
    expect(programMessageIn(english, 'Points per dollar must be at least 0.1', euros)).toBe(
      'Points per 1\u00a0€ must be at least 0.1',
    );
    expect(programMessageIn(english, 'Something only the server says', dollars)).toBe('Something only the server says');
  });

  it('says the checks, the refusals and the plan’s limit in French, never a stray English sentence', () => {
    expect(programErrorsIn(french, { stampsRequired: 'Stamps required must be between 2 and 20' }, euros)).toEqual({
      stampsRequired: 'Le nombre de tampons doit être compris entre 2 et 20',
    });
    expect(programMessageIn(french, 'Points per dollar must be at least 0.1', euros)).toBe(
      'Les points par 1\u00a0€ doivent être d’au moins 0,1',
    );
    expect(programErrorsIn(french, { name: 'A check nobody mapped' }, euros)).toEqual({
      name: 'Vérifiez cette valeur',
    });
    const refused = (code: string, message: string) => new ApiError({ status: 409, code, message });
    expect(
      programRefusal(
        french,
        refused('CONFLICT', "Customers have earned in this program, so it can't be deleted. Pause it instead."),
        euros,
      ),
    ).toBe('Des clients ont gagné dans ce programme : il ne peut pas être supprimé. Mettez-le plutôt en pause.');
    const limit = 'Your plan allows 1 active program. Pause another program or upgrade your plan to run more.';
    expect(programRefusal(french, refused('PLAN_LIMIT', limit), euros)).toBe(
      'Votre formule permet 1 programme actif. Mettez un autre programme en pause ou changez de formule pour en proposer davantage.',
    );
    expect(english.t('programs.refusal.planLimit', { count: 1 })).toBe(limit);
    expect(programRefusal(english, refused('PLAN_LIMIT', limit), euros)).toBe(limit);
    expect(programRefusal(french, refused('CONFLICT', 'Something only the server says'), euros)).toBe(
      'Une erreur s’est produite. Veuillez réessayer.',
    );
  });
});
