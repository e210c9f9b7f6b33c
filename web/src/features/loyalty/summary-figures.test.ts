import type { TProgramStanding } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { summaryFigures } from './summary-figures.ts';

const program = (over: Partial<TProgramStanding>): TProgramStanding => ({
  id: 'p1',
  name: 'Coffee card',
  type: 'stamp_card',
  description: '',
  pointsBalance: 0,
  totalEarned: 0,
  stampsCurrent: 7,
  stampsRequired: 10,
  lastActivityAt: null,
  catalogue: [],
  discount: null,
  nextEarnAt: null,
  ...over,
});

describe('summaryFigures', () => {
  it('shows stamps and no points for a stamp-card café', () => {
    expect(summaryFigures({ totalPoints: 0, totalVisits: 7 }, [program({})])).toEqual([
      { label: 'Stamps', value: '7 of 10' },
      { label: 'Visits', value: 7 },
    ]);
  });

  it('shows both with both kinds, each card by name when there are several', () => {
    const programs = [
      program({ id: 'p0', name: 'Club', type: 'points' }),
      program({}),
      program({ id: 'p2', name: 'Sandwich card', stampsCurrent: 1, stampsRequired: 5 }),
    ];
    expect(summaryFigures({ totalPoints: 0, totalVisits: 3 }, programs)).toEqual([
      { label: 'Points', value: 0 },
      { label: 'Coffee card', value: '7 of 10' },
      { label: 'Sandwich card', value: '1 of 5' },
      { label: 'Visits', value: 3 },
    ]);
  });

  it('keeps points a customer holds or once earned, and reads the picked row before the standing arrives', () => {
    expect(summaryFigures({ totalPoints: 40, totalVisits: 2 }, [])).toEqual([
      { label: 'Points', value: 40 },
      { label: 'Visits', value: 2 },
    ]);
    expect(summaryFigures({ totalPoints: 0, lifetimePointsEarned: 30, totalVisits: 2 }, [])[0]).toEqual({
      label: 'Points',
      value: 0,
    });
    const stamps = [{ programId: 'p1', programName: 'Coffee card', current: 2, required: 8 }];
    expect(summaryFigures({ totalPoints: 0, totalVisits: 2, stamps }, null)).toEqual([
      { label: 'Stamps', value: '2 of 8' },
      { label: 'Visits', value: 2 },
    ]);
  });
});
