import { createTranslator, type TKitContents } from '@regulars/contracts';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { itemKindIn, kitLineIn, pieceLineIn, piecesIn, previewIn, previewLineIn } from './kit-words.ts';

const { t } = APP_ENGLISH_WORDS;
const french = createTranslator('fr', appFr).t;
const kit = (over: Partial<TKitContents> = {}): TKitContents => ({
  programs: 1,
  smsTemplates: 2,
  emailTemplates: 0,
  automations: 0,
  statusTiers: 0,
  multipliers: 0,
  ...over,
});

describe('a starter kit in words', () => {
  it('says a kit of programs and templates as before, and its automations, tiers and multipliers when it has any', () => {
    expect(kitLineIn(t, kit(), 'Harbor Café')).toBe(
      'Starter kit · 1 program, 2 SMS templates, 0 email templates · saved from Harbor Café',
    );
    expect(kitLineIn(t, kit({ automations: 2, statusTiers: 3, multipliers: 1 }), 'Harbor Café')).toBe(
      'Starter kit · 1 program, 2 SMS templates, 0 email templates, 2 automations, 3 status tiers, 1 earn multiplier · saved from Harbor Café',
    );
    expect(kitLineIn(french, kit({ automations: 1, statusTiers: 2 }), 'Harbor Café')).toBe(
      'Kit de démarrage · 1 programme, 2 modèles SMS, 0 modèle e-mail, 1 automatisation, 2 niveaux de statut, 0 multiplicateur de points · enregistré depuis Harbor Café',
    );
  });

  it('counts a client’s pieces by outcome, and says each piece as the agency knows it', () => {
    expect(
      piecesIn(t, [
        { kind: 'automation', name: 'win_back', outcome: 'created' },
        { kind: 'automation', name: 'birthday', outcome: 'skipped_set' },
        { kind: 'status_tiers', name: 'Bronze, Silver', outcome: 'skipped_set' },
        { kind: 'multiplier', name: 'Happy hour', outcome: 'refused_plan' },
        { kind: 'multiplier', name: 'Station lattes', outcome: 'skipped_missing' },
      ]),
    ).toBe(
      '1 added · 2 already set up: left as they are · 1 needs a template or location it lacks · 1 refused by its plan',
    );
    expect(pieceLineIn(t, { kind: 'automation', name: 'win_back', outcome: 'created' })).toBe(
      'Win-back automation: added',
    );
    expect(pieceLineIn(t, { kind: 'status_tiers', name: 'Bronze, Silver', outcome: 'skipped_set' })).toBe(
      'Status tiers (Bronze, Silver): already set up: left as it is',
    );
    expect(pieceLineIn(t, { kind: 'multiplier', name: 'Happy hour', outcome: 'refused_plan' })).toBe(
      'Earn multiplier Happy hour: refused by its plan',
    );
    expect(pieceLineIn(t, { kind: 'email_template', name: 'Welcome', outcome: 'failed' })).toBe(
      'Email template Welcome: could not add it',
    );
    expect(pieceLineIn(french, { kind: 'automation', name: 'birthday', outcome: 'skipped_set' })).toBe(
      'Automatisation d’anniversaire : déjà configuré : laissé tel quel',
    );
  });
});

describe('what adding would do, before adding', () => {
  const pieces = [
    { kind: 'program' as const, name: 'Coffee Card', state: 'same' as const },
    { kind: 'sms_template' as const, name: 'Come back', state: 'differs' as const },
    { kind: 'automation' as const, name: 'birthday', state: 'missing' as const },
    { kind: 'automation' as const, name: 'win_back', state: 'missing' as const },
    { kind: 'multiplier' as const, name: 'Station lattes', state: 'unavailable' as const },
  ];

  it('counts a client’s pieces by what adding would do, and says each piece', () => {
    expect(previewIn(t, pieces)).toBe(
      '2 will be added · 1 differs: left as it is · 1 same as the library · 1 cannot be added',
    );
    expect(
      previewIn(
        t,
        [pieces[1], pieces[1]].flatMap((p) => (p ? [p] : [])),
      ),
    ).toBe('2 differ: left as they are');
    expect(pieces.map((p) => previewLineIn(t, p))).toEqual([
      'Program Coffee Card: same as the library',
      'SMS template Come back: differs: left as it is',
      'Birthday automation: will be added',
      'Win-back automation: will be added',
      'Earn multiplier Station lattes: cannot be added here',
    ]);
    expect(previewIn(french, pieces)).toBe(
      '2 seront ajoutés · 1 différent : laissé tel quel · 1 identique à la bibliothèque · 1 ne peut pas être ajouté',
    );
    expect(previewLineIn(french, pieces[1] as (typeof pieces)[number])).toBe(
      'Modèle SMS Come back : différent : laissé tel quel',
    );
  });

  it('names a single item’s kind', () => {
    const item = {
      id: 'i',
      name: 'Harbor win-back',
      description: '',
      programType: null,
      contents: null,
      sourceName: 'Harbor Café',
      version: 1,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    };
    expect(itemKindIn(t, { ...item, kind: 'sms_template' }, '')).toBe('SMS template');
    expect(itemKindIn(t, { ...item, kind: 'email_template' }, '')).toBe('Email template');
    expect(itemKindIn(t, { ...item, kind: 'automation', automation: 'win_back' }, '')).toBe('Win-back automation');
    expect(itemKindIn(french, { ...item, kind: 'automation', automation: 'birthday' }, '')).toBe(
      'Automatisation d’anniversaire',
    );
    expect(itemKindIn(t, { ...item, kind: 'program' }, 'Stamp card')).toBe('Stamp card');
  });
});
