import { describe, expect, it } from 'vitest';
import type { TKitPayload } from '../db/schema/index.ts';
import { kitPreview } from './kit-preview.ts';
import { noHoldings } from './read-client-holdings.ts';

const kit: TKitPayload = {
  programs: [
    {
      name: 'Coffee Card',
      type: 'stamp_card',
      description: '',
      config: { stampsRequired: 10, rewardDescription: 'A coffee' },
    },
  ],
  smsTemplates: [{ name: 'Come back', triggerType: 'custom', messageTemplate: 'We miss you!' }],
  emailTemplates: [],
  automations: [
    { kind: 'win_back', enabled: true, config: { days: 30 }, templates: { sms: 'Come back', email: null } },
    { kind: 'birthday', enabled: true, config: { reward: { description: 'Free coffee', validDays: 14 } } },
  ],
  statusTiers: null,
  multipliers: [
    {
      kind: 'category',
      name: 'Station lattes',
      factor: 3,
      days: [],
      startTime: null,
      endTime: null,
      startsOn: null,
      endsOn: null,
      category: 'Lattes',
      locationNames: ['Station'],
    },
  ],
};
const states = (pieces: { kind: string; name: string; state: string }[]) =>
  Object.fromEntries(pieces.map((p) => [`${p.kind} ${p.name}`, p.state]));

describe('what adding a kit would do in one client', () => {
  it('adds everything to a client without any of it, except a multiplier at a place it lacks', () => {
    expect(states(kitPreview(kit, noHoldings(), false))).toEqual({
      'program Coffee Card': 'missing',
      'sms_template Come back': 'missing',
      // The kit brings the template win-back sends.
      'automation win_back': 'missing',
      'automation birthday': 'missing',
      'multiplier Station lattes': 'unavailable',
    });
  });

  it('finds the same and the different by name (case and spaces aside), and leaves both', () => {
    const client = {
      ...noHoldings(),
      programs: [
        {
          name: ' coffee card',
          type: 'stamp_card',
          description: '',
          config: { stampsRequired: 8, rewardDescription: 'A coffee' },
        },
      ],
      smsTemplates: [{ name: 'COME BACK', triggerType: 'custom', messageTemplate: 'We miss you!' }],
      automations: [
        {
          kind: 'win_back' as const,
          enabled: true,
          config: { days: 30 },
          templates: { sms: 'come back', email: null },
        },
        {
          kind: 'birthday' as const,
          enabled: false,
          config: { reward: { description: 'Free coffee', validDays: 14 } },
        },
      ],
      locationNames: ['station'],
    };
    expect(states(kitPreview(kit, client, false))).toEqual({
      'program Coffee Card': 'differs',
      'sms_template Come back': 'same',
      'automation win_back': 'same',
      'automation birthday': 'differs',
      'multiplier Station lattes': 'missing',
    });
  });

  it('says win-back cannot be added alone where its template is missing, and nothing goes to a closed client', () => {
    const alone: TKitPayload = {
      programs: [],
      smsTemplates: [],
      emailTemplates: [],
      automations: kit.automations?.slice(0, 1),
    };
    expect(states(kitPreview(alone, noHoldings(), false))).toEqual({ 'automation win_back': 'unavailable' });
    expect(new Set(kitPreview(kit, noHoldings(), true).map((p) => p.state))).toEqual(new Set(['unavailable']));
  });
});
