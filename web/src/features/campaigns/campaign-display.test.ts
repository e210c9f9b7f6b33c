import { describe, expect, it } from 'vitest';
import {
  campaignDateLine,
  campaignFigures,
  isDeletable,
  rate,
  recipientStatus,
  recipientVersion,
  resultsLine,
  sendProgress,
  showsResults,
  statusDisplay,
  wentOut,
} from './campaign-display.ts';

const stats = { queued: 0, sent: 0, delivered: 0, failed: 0, opened: 0, clicked: 0, unsubscribed: 0, control: 0 };
const dates = { createdAt: '2026-03-01T12:00:00Z', scheduledFor: null, startedAt: null, sentAt: null };

describe('statusDisplay', () => {
  it('labels every status with the contract words and a tone', () => {
    expect(statusDisplay('draft')).toEqual({ label: 'Draft', tone: 'neutral' });
    expect(statusDisplay('scheduled')).toEqual({ label: 'Scheduled', tone: 'blue' });
    expect(statusDisplay('sending')).toEqual({ label: 'Sending', tone: 'amber' });
    expect(statusDisplay('sent')).toEqual({ label: 'Sent', tone: 'green' });
    expect(statusDisplay('failed')).toEqual({ label: 'Failed', tone: 'red' });
    expect(statusDisplay('cancelled')).toEqual({ label: 'Cancelled', tone: 'neutral' });
  });
});

describe('campaignDateLine', () => {
  it('says when a sent campaign went, and when a scheduled one goes on the business clock', () => {
    expect(campaignDateLine({ ...dates, status: 'sent', sentAt: '2026-03-05T12:00:00Z' }, 'UTC')).toBe(
      'Sent Mar 5, 2026',
    );
    expect(
      campaignDateLine({ ...dates, status: 'scheduled', scheduledFor: '2026-12-01T14:30:00Z' }, 'America/New_York'),
    ).toBe('Scheduled for Dec 1, 2026, 9:30 AM EST');
  });

  it('falls back to when it was created for drafts and cancelled ones', () => {
    expect(campaignDateLine({ ...dates, status: 'draft' }, 'UTC')).toBe('Created Mar 1, 2026');
    expect(campaignDateLine({ ...dates, status: 'cancelled' }, 'UTC')).toBe('Created Mar 1, 2026');
  });
});

describe('rate', () => {
  it('is a whole percent, one decimal for small shares, a dash with nothing to divide by', () => {
    expect(rate(1, 4)).toBe('25%');
    expect(rate(1, 250)).toBe('0.4%');
    expect(rate(0, 10)).toBe('0%');
    expect(rate(3, 0)).toBe('—');
  });
});

describe('resultsLine', () => {
  it('shows opens for email only', () => {
    const s = { ...stats, sent: 1200, opened: 400, clicked: 12 };
    expect(resultsLine({ type: 'email', stats: s })).toBe('1,200 sent · 400 opened · 12 clicked');
    expect(resultsLine({ type: 'sms', stats: s })).toBe('1,200 sent · 12 clicked');
  });
});

describe('campaignFigures', () => {
  it('gives email seven figures with rates', () => {
    const figures = campaignFigures({
      type: 'email',
      recipientCount: 10,
      stats: { ...stats, sent: 8, delivered: 8, failed: 2, opened: 4, clicked: 2, unsubscribed: 1 },
    });
    expect(figures.map((f) => f.label)).toEqual([
      'Recipients',
      'Sent',
      'Delivered',
      'Failed',
      'Opened',
      'Clicked',
      'Unsubscribed',
    ]);
    expect(figures.find((f) => f.key === 'sent')).toMatchObject({ value: '8', hint: '80% of recipients' });
    expect(figures.find((f) => f.key === 'opened')).toMatchObject({ value: '4', hint: '50% open rate' });
  });

  it('says what the outbox kept is in the outbox, never delivered, when no provider is configured', () => {
    const sentOne = { ...stats, sent: 1, delivered: 1 };
    const email = campaignFigures({ type: 'email', recipientCount: 1, stats: sentOne }, true);
    expect(email.find((f) => f.key === 'delivered')).toEqual({
      key: 'delivered',
      label: 'In the outbox',
      value: '1',
      hint: 'No email provider is configured',
    });
    expect(email.map((f) => f.label)).not.toContain('Delivered');
    expect(email.find((f) => f.key === 'unsubscribed')?.hint).toBe('0% of sent');
    const sms = campaignFigures({ type: 'sms', recipientCount: 1, stats: sentOne }, true);
    expect(sms.find((f) => f.key === 'delivered')?.hint).toBe('No SMS provider is configured');
  });

  it('leaves opens and unsubscribes out of SMS', () => {
    const figures = campaignFigures({ type: 'sms', recipientCount: 0, stats });
    expect(figures.map((f) => f.key)).toEqual(['recipients', 'sent', 'delivered', 'failed', 'clicked']);
    expect(figures[1]?.hint).toBe('— of recipients');
  });
});

describe('sendProgress', () => {
  it('splits the bar into done and queued shares of the recipients', () => {
    expect(sendProgress({ recipientCount: 200, stats: { queued: 150, sent: 90, failed: 10 } })).toEqual({
      done: 50,
      queued: 25,
    });
    expect(sendProgress({ recipientCount: 0, stats: { queued: 0, sent: 0, failed: 0 } })).toEqual({
      done: 0,
      queued: 0,
    });
  });
});

describe('campaign page rules', () => {
  it('shows results once it started', () => {
    expect(showsResults('draft')).toBe(false);
    expect(showsResults('scheduled')).toBe(false);
    expect(['sending', 'sent', 'failed', 'cancelled'].every((s) => showsResults(s as 'sent'))).toBe(true);
  });

  it('has results only once a message was made', () => {
    expect(wentOut({ status: 'scheduled', stats: { queued: 0 } })).toBe(false);
    expect(wentOut({ status: 'cancelled', stats: { queued: 0 } })).toBe(false);
    expect(wentOut({ status: 'cancelled', stats: { queued: 2 } })).toBe(true);
    expect(wentOut({ status: 'failed', stats: { queued: 0 } })).toBe(true);
  });

  it('lets drafts, and cancelled campaigns that made no message, be deleted', () => {
    expect(isDeletable({ status: 'draft', stats: { queued: 0 } })).toBe(true);
    expect(isDeletable({ status: 'cancelled', stats: { queued: 0 } })).toBe(true);
    expect(isDeletable({ status: 'cancelled', stats: { queued: 3 } })).toBe(false);
    expect(isDeletable({ status: 'sent', stats: { queued: 3 } })).toBe(false);
  });

  it("reads a recipient's pending message as Queued", () => {
    expect(recipientVersion({ group: 'message' })).toBe('Version A');
    expect(recipientVersion({ group: 'variant_b' })).toBe('Version B');
    expect(recipientVersion({ group: 'control' })).toBeNull();
    expect(recipientStatus({ status: 'pending', delivered: false }).label).toBe('Queued');
    expect(recipientStatus({ status: 'sent', delivered: true }).label).toBe('Delivered');
    expect(recipientStatus({ status: 'sent', delivered: false }).label).toBe('Sent');
    expect(recipientStatus({ status: 'failed', delivered: false })).toEqual({ label: 'Failed', tone: 'red' });
  });

  it("reads a recipient's message the outbox kept as In the outbox", () => {
    expect(recipientStatus({ status: 'sent', delivered: true }, true)).toEqual({
      label: 'In the outbox',
      tone: 'amber',
    });
    expect(recipientStatus({ status: 'failed', delivered: false }, true).label).toBe('Failed');
    expect(recipientStatus({ status: 'pending', delivered: false }, true).label).toBe('Queued');
  });
});
