import type { TBusinessAuditRow } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { activityText } from './developers-activity.tsx';

const english = APP_ENGLISH_WORDS;

const row = (entry: Pick<TBusinessAuditRow, 'action' | 'targetType' | 'details'>): TBusinessAuditRow => ({
  id: '1',
  actor: { type: 'user', label: 'Counter device "Till"' },
  targetId: null,
  createdAt: '2026-03-10T12:00:00Z',
  ...entry,
});

describe('activityText', () => {
  it('says added for what was added, not changed', () => {
    const text = (action: string) =>
      activityText(english, row({ action, targetType: 'counter_device', details: { name: 'Front till' } }));
    expect(text('counter_device.create')).toBe('added the counter device “Front till”');
    expect(text('counter_device.revoke')).toBe('revoked the counter device “Front till”');
    expect(text('counter_device.rename')).toBe('changed the counter device “Front till”');
  });

  it('says a day ceiling of wrong counter PINs was reached, for a person and for a device (issue 47)', () => {
    expect(
      activityText(
        english,
        row({
          action: 'counter_staff.pin_locked',
          targetType: 'counter_staff',
          details: { name: 'Kim', wrongPins: 20 },
        }),
      ),
    ).toBe('tried 20 wrong PINs in a day for “Kim”: their PIN is locked until a team admin sets a new one');
    expect(
      activityText(
        english,
        row({
          action: 'counter_device.pin_locked',
          targetType: 'counter_device',
          details: { name: 'Till', wrongPins: 50 },
        }),
      ),
    ).toBe('took 50 wrong PINs in a day: PIN sign-in there is paused');
  });

  it('names the programs that grow themselves (issue 51): status tiers and refer-a-friend, on or off', () => {
    const text = (action: string, details: Record<string, unknown>) =>
      activityText(english, row({ action, targetType: 'business', details }));
    expect(text('status_tiers.save', { tiers: [] })).toBe('changed the status tiers');
    expect(text('referrals.save', { enabled: true })).toBe('changed refer-a-friend');
    expect(text('referrals.save', { enabled: false })).toBe('turned refer-a-friend off');
  });

  it('names the own domain added and removed (issue 53)', () => {
    const text = (action: string) =>
      activityText(english, row({ action, targetType: 'custom_domain', details: { name: 'loyalty.example.com' } }));
    expect(text('custom_domain.add')).toBe('added the domain “loyalty.example.com”');
    expect(text('custom_domain.remove')).toBe('removed the domain “loyalty.example.com”');
  });

  it('names the program made, changed, paused, activated and deleted', () => {
    const text = (action: string) =>
      activityText(english, row({ action, targetType: 'program', details: { name: 'Coffee Card' } }));
    expect(text('program.create')).toBe('added the program “Coffee Card”');
    expect(text('program.update')).toBe('changed the program “Coffee Card”');
    expect(text('program.pause')).toBe('paused the program “Coffee Card”');
    expect(text('program.activate')).toBe('activated the program “Coffee Card”');
    expect(text('program.delete')).toBe('deleted the program “Coffee Card”');
  });

  it('names the email domain of the single sign-on saved and turned off (issue 53)', () => {
    const text = (action: string) =>
      activityText(english, row({ action, targetType: 'single_sign_on', details: { name: 'northwind.example' } }));
    expect(text('single_sign_on.save')).toBe('saved single sign-on for “northwind.example”');
    expect(text('single_sign_on.remove')).toBe('turned off single sign-on for “northwind.example”');
  });
});
