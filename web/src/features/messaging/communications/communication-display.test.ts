import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS as english } from '../../../lib/app-words.tsx';
import {
  nameLabel,
  previewText,
  recipientContact,
  recipientName,
  sourceLabel,
  statusDisplay,
} from './communication-display.ts';

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
  const email = { type: 'email' as const, provider: 'smtp' };

  it("reads 'Opened once' or 'Opened N times' in blue once opened, whatever the status", () => {
    expect(
      statusDisplay({ ...email, status: 'sent', openedAt: '2026-01-05T10:00:00Z', openCount: 3 }, english),
    ).toEqual({
      label: 'Opened 3 times',
      tone: 'blue',
      opened: true,
    });
    expect(
      statusDisplay({ ...email, status: 'sent', openedAt: '2026-01-05T10:00:00Z', openCount: 1 }, english).label,
    ).toBe('Opened once');
  });

  it('says a message the outbox kept is in the outbox, for its channel', () => {
    expect(
      statusDisplay({ ...email, provider: 'outbox', status: 'sent', openedAt: null, openCount: 0 }, english),
    ).toEqual({
      label: 'In the outbox: no email provider is configured',
      tone: 'amber',
      opened: false,
    });
    expect(
      statusDisplay({ type: 'sms', provider: 'outbox', status: 'sent', openedAt: null, openCount: 0 }, english).label,
    ).toBe('In the outbox: no SMS provider is configured');
    expect(
      statusDisplay({ ...email, provider: 'outbox', status: 'failed', openedAt: null, openCount: 0 }, english).label,
    ).toBe('Failed');
  });

  it('reads the status otherwise', () => {
    expect(statusDisplay({ ...email, status: 'sent', openedAt: null, openCount: 0 }, english)).toMatchObject({
      label: 'Sent',
      tone: 'green',
    });
    expect(statusDisplay({ ...email, status: 'failed', openedAt: null, openCount: 0 }, english)).toMatchObject({
      label: 'Failed',
      tone: 'red',
    });
    expect(statusDisplay({ ...email, status: 'pending', openedAt: null, openCount: 0 }, english).label).toBe('Pending');
  });
});

describe('nameLabel', () => {
  it('calls a campaign a campaign, never a template', () => {
    expect(nameLabel('campaign', english)).toBe('Campaign');
    expect(nameLabel('quick', english)).toBe('Template');
    expect(nameLabel(null, english)).toBe('Template');
  });
});

describe('recipient', () => {
  it('names the customer, a deleted one, or none', () => {
    expect(recipientName(customer, english)).toBe('Marie Curie');
    expect(recipientName({ ...customer, deleted: true, firstName: null, lastName: null }, english)).toBe(
      'Deleted customer',
    );
    expect(recipientName(null, english)).toBe('Unknown recipient');
  });

  it('shows the address the channel used', () => {
    expect(recipientContact({ type: 'email', customer }, 'US')).toBe('marie@radium.test');
    expect(recipientContact({ type: 'sms', customer }, 'US')).toBe('(202) 555-0143');
    expect(recipientContact({ type: 'sms', customer }, 'FR')).toBe('+1 202 555 0143');
    expect(recipientContact({ type: 'sms', customer: { ...customer, deleted: true } }, 'US')).toBeNull();
  });
});

describe('list helpers', () => {
  it('folds a message onto one line', () => {
    expect(previewText('Hi Marie!\n\nSee   you soon. ')).toBe('Hi Marie! See you soon.');
  });

  it('names the source of a message', () => {
    expect(sourceLabel('quick', english)).toBe('Quick send');
    expect(sourceLabel('welcome', english)).toBe('Welcome trigger');
    expect(sourceLabel('campaign', english)).toBe('Campaign');
    expect(sourceLabel('new_thing', english)).toBe('New thing');
    expect(sourceLabel(null, english)).toBeNull();
  });
});
