import { describe, expect, it } from 'vitest';
import { audienceOf, audienceSummary, countRequest, hasRules, NO_RULES, recipientCountText } from './audience-rules.ts';

describe('audienceSummary', () => {
  it('names everyone opted in to the channel when no rule is set', () => {
    expect(audienceSummary('email', {})).toBe('All customers opted in to email');
    expect(audienceSummary('sms', NO_RULES)).toBe('All customers opted in to SMS');
  });

  it('puts every set rule in one sentence', () => {
    const text = audienceSummary(
      'sms',
      {
        minVisits: 2,
        maxVisits: 5,
        minPoints: 1000,
        joinedFrom: '2026-01-05',
        joinedTo: '2026-03-01',
        birthdayMonth: 5,
        programId: 'p1',
        lastVisitMoreThanDays: 30,
      },
      (id) => (id === 'p1' ? 'Bean Points' : undefined),
    );
    expect(text).toBe(
      'Customers opted in to SMS with 2–5 visits, at least 1,000 points, joined Jan 5, 2026 – Mar 1, 2026, ' +
        'birthday in May, in Bean Points, last visit more than 30 days ago',
    );
  });

  it('reads open ranges and single days', () => {
    expect(audienceSummary('email', { maxPoints: 50, joinedTo: '2026-02-28', lastVisitMoreThanDays: 1 })).toBe(
      'Customers opted in to email with at most 50 points, joined on or before Feb 28, 2026, last visit more than 1 day ago',
    );
  });
});

describe('overdue by their own rhythm (issue 55)', () => {
  it('is a rule when ticked, none when not', () => {
    expect(audienceSummary('email', { overdueByRhythm: true, minVisits: 4 })).toBe(
      'Customers opted in to email with at least 4 visits, overdue by their own rhythm',
    );
    expect(hasRules({ ...NO_RULES, overdueByRhythm: false })).toBe(false);
    expect(audienceOf('segment', { ...NO_RULES, overdueByRhythm: true })).toEqual({ overdueByRhythm: true });
    expect(audienceOf('segment', { ...NO_RULES, overdueByRhythm: false })).toEqual({});
  });
});

describe('the audience sent and counted', () => {
  it('drops blank rules and ignores them all for everyone', () => {
    const audience = { ...NO_RULES, minVisits: 3 };
    expect(hasRules(NO_RULES)).toBe(false);
    expect(hasRules(audience)).toBe(true);
    expect(audienceOf('segment', audience)).toEqual({ minVisits: 3 });
    expect(audienceOf('all', audience)).toEqual({});
  });

  it('counts nothing while a rule is invalid', () => {
    expect(countRequest('email', 'segment', { minVisits: 5, maxVisits: 2 })).toBeNull();
    expect(countRequest('email', 'segment', { minVisits: Number.NaN })).toBeNull();
    // Hidden invalid fields do not matter when everyone is chosen.
    expect(countRequest('sms', 'all', { minVisits: 5, maxVisits: 2 })).toEqual({ type: 'sms', audience: {} });
    expect(countRequest('sms', 'segment', { ...NO_RULES, minPoints: 10 })).toEqual({
      type: 'sms',
      audience: { minPoints: 10 },
    });
  });
});

describe('recipientCountText', () => {
  it('reads like the spec', () => {
    expect(recipientCountText(312, 1040)).toBe('312 of 1,040 customers will receive it');
    expect(recipientCountText(1, 1)).toBe('1 of 1 customer will receive it');
    expect(recipientCountText(2000, 5040, 200)).toBe(
      '2,000 of 5,040 customers match: 1,800 will get it, 200 kept as a control group',
    );
  });
  it('splits those messaged between the versions of an A/B test', () => {
    expect(recipientCountText(2000, 5040, 200, 900)).toBe(
      '2,000 of 5,040 customers match: 1,800 will get it (900 version A, 900 version B), 200 kept as a control group',
    );
    expect(recipientCountText(40, 40, 0, 12)).toBe('40 of 40 customers will receive it (28 version A, 12 version B)');
  });
});
