import { describe, expect, it } from 'vitest';
import { quietHold } from './quiet-hold.ts';

const night = { timeZone: 'America/New_York', start: '21:00', end: '08:00' };
// 22:30 in New York (EST) on 10 Nov: quiet until 08:00 the next morning.
const evening = new Date('2026-11-11T03:30:00Z');

describe('what holds a campaign back', () => {
  it('holds a sending SMS campaign, and a draft were it sent now, until quiet hours end in the business zone', () => {
    const hold = { until: '2026-11-11T13:00:00.000Z', timeZone: 'America/New_York' };
    expect(quietHold({ campaign: { type: 'sms', status: 'sending' }, hours: night, now: evening })).toEqual(hold);
    expect(quietHold({ campaign: { type: 'sms', status: 'draft' }, hours: night, now: evening })).toEqual(hold);
  });

  it('holds nothing by day, nothing by email, and nothing already sent or scheduled', () => {
    const noon = new Date('2026-11-10T17:00:00Z');
    expect(quietHold({ campaign: { type: 'sms', status: 'sending' }, hours: night, now: noon })).toBeNull();
    expect(quietHold({ campaign: { type: 'email', status: 'sending' }, hours: night, now: evening })).toBeNull();
    expect(quietHold({ campaign: { type: 'sms', status: 'sent' }, hours: night, now: evening })).toBeNull();
    expect(quietHold({ campaign: { type: 'sms', status: 'scheduled' }, hours: night, now: evening })).toBeNull();
  });

  it('names UTC when the business has chosen no zone', () => {
    const hold = quietHold({
      campaign: { type: 'sms', status: 'draft' },
      hours: { ...night, timeZone: null },
      now: evening,
    });
    expect(hold).toEqual({ until: '2026-11-11T08:00:00.000Z', timeZone: 'UTC' });
  });
});
