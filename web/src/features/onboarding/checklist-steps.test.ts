import { AGENCY_GETTING_STARTED_STEPS, createTranslator, GETTING_STARTED_STEPS } from '@regulars/contracts';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { checklistSteps } from './checklist-steps.ts';

const none = {
  program: false,
  qrCode: false,
  customer: false,
  visit: false,
  welcomeMessage: false,
  timeZone: false,
  agency: null,
};
const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };

describe('checklistSteps', () => {
  it('lists the six steps in order, each linking to its screen', () => {
    const { steps, done } = checklistSteps(none, english);
    expect(steps.map((s) => [s.label, s.to])).toEqual([
      ['Create a loyalty program', '/programs'],
      ['Print a QR code', '/qr-codes'],
      ['Add or import customers', '/customers'],
      ['Record the first visit', '/checkin'],
      ['Write the welcome message', '/sms-templates'],
      ['Set your time zone', '/settings'],
    ]);
    expect(done).toBe(0);
  });

  it('says in English what the contracts say of each step', () => {
    const agency = { client: false, ownerInvited: false, clientProgram: false };
    const all = [...checklistSteps(none, english).steps, ...checklistSteps({ ...none, agency }, english).steps];
    const words = new Map(all.map((s) => [s.key, { label: s.label, hint: s.hint }]));
    for (const { key, label, hint } of [...GETTING_STARTED_STEPS, ...AGENCY_GETTING_STARTED_STEPS]) {
      expect(words.get(key), key).toEqual({ label, hint });
    }
  });

  it('marks the steps done from the server answer and counts them', () => {
    const { steps, done } = checklistSteps({ ...none, qrCode: true, visit: true, timeZone: true }, english);
    expect(steps.filter((s) => s.done).map((s) => s.key)).toEqual(['qrCode', 'visit', 'timeZone']);
    expect(done).toBe(3);
  });

  it("gives an agency its clients' steps, then its time zone", () => {
    const agency = { client: true, ownerInvited: false, clientProgram: false };
    const { steps, done } = checklistSteps({ ...none, agency, program: true }, english);
    expect(steps.map((s) => [s.label, s.to, s.done])).toEqual([
      ['Add your first client', '/clients', true],
      ["Invite a client's owner", '/clients', false],
      ["Set up a client's program", '/clients', false],
      ['Set your time zone', '/settings', false],
    ]);
    expect(done).toBe(1);
  });

  it('speaks French', () => {
    const { steps } = checklistSteps(none, french);
    expect(steps[0]).toMatchObject({
      label: 'Créer un programme de fidélité',
      hint: 'Points, tampons ou article offert',
    });
    expect(steps.at(-1)?.label).toBe('Choisir votre fuseau horaire');
  });
});
