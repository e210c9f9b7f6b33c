import { describe, expect, it } from 'vitest';
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

describe('checklistSteps', () => {
  it('lists the six steps in order, each linking to its screen', () => {
    const { steps, done } = checklistSteps(none);
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

  it('marks the steps done from the server answer and counts them', () => {
    const { steps, done } = checklistSteps({ ...none, qrCode: true, visit: true, timeZone: true });
    expect(steps.filter((s) => s.done).map((s) => s.key)).toEqual(['qrCode', 'visit', 'timeZone']);
    expect(done).toBe(3);
  });

  it("gives an agency its clients' steps, then its time zone", () => {
    const agency = { client: true, ownerInvited: false, clientProgram: false };
    const { steps, done } = checklistSteps({ ...none, agency, program: true });
    expect(steps.map((s) => [s.label, s.to, s.done])).toEqual([
      ['Add your first client', '/clients', true],
      ["Invite a client's owner", '/clients', false],
      ["Set up a client's program", '/clients', false],
      ['Set your time zone', '/settings', false],
    ]);
    expect(done).toBe(1);
  });
});
