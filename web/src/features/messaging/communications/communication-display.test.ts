import { describe, expect, it } from 'vitest';
import { previewText, recipientContact, recipientName, sourceLabel, statusDisplay } from './communication-display.ts';

const customer = {
  id: 'c1',
  uniqueCustomerId: 'CUS0001',
  firstName: 'Marie',
  lastName: 'Curie',
  email: 'marie@radium.test',
  phone: '+12025550143',
  deleted: false,
};

describe('statusDisplay', () => {
  it("reads 'Opened N time(s)' in blue once opened, whatever the status", () => {
    expect(statusDisplay({ status: 'sent', openedAt: '2026-01-05T10:00:00Z', openCount: 3 })).toEqual({
      label: 'Opened 3 time(s)',
      tone: 'blue',
      opened: true,
    });
    expect(statusDisplay({ status: 'sent', openedAt: '2026-01-05T10:00:00Z', openCount: 1 }).label).toBe(
      'Opened 1 time(s)',
    );
  });

  it('reads the status otherwise', () => {
    expect(statusDisplay({ status: 'sent', openedAt: null, openCount: 0 })).toMatchObject({
      label: 'Sent',
      tone: 'green',
    });
    expect(statusDisplay({ status: 'failed', openedAt: null, openCount: 0 })).toMatchObject({
      label: 'Failed',
      tone: 'red',
    });
    expect(statusDisplay({ status: 'pending', openedAt: null, openCount: 0 }).label).toBe('Pending');
  });
});

describe('recipient', () => {
  it('names the customer, a deleted one, or none', () => {
    expect(recipientName(customer)).toBe('Marie Curie');
    expect(recipientName({ ...customer, deleted: true, firstName: null, lastName: null })).toBe('Deleted customer');
    expect(recipientName(null)).toBe('Unknown recipient');
  });

  it('shows the address the channel used', () => {
    expect(recipientContact({ type: 'email', customer })).toBe('marie@radium.test');
    expect(recipientContact({ type: 'sms', customer })).toBe('(202) 555-0143');
    expect(recipientContact({ type: 'sms', customer: { ...customer, deleted: true } })).toBeNull();
  });
});

describe('list helpers', () => {
  it('folds a message onto one line', () => {
    expect(previewText('Hi Marie!\n\nSee   you soon. ')).toBe('Hi Marie! See you soon.');
  });

  it('names the source of a message', () => {
    expect(sourceLabel('quick')).toBe('Quick send');
    expect(sourceLabel('welcome')).toBe('Welcome trigger');
    expect(sourceLabel('new_thing')).toBe('New thing');
    expect(sourceLabel(null)).toBeNull();
  });
});
