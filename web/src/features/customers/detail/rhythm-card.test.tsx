import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RhythmFigures } from './rhythm-card.tsx';

const weekly = {
  usualGapDays: 7,
  spreadDays: 0,
  lastVisitOn: '2026-11-25',
  dueOn: '2026-12-02',
  daysLate: -5,
  status: 'due' as const,
};

describe("a customer's rhythm card", () => {
  it('says how often they come, their last visit and when the next is due', () => {
    render(<RhythmFigures rhythm={weekly} />);
    expect(screen.getByText('Every 7 days')).toBeTruthy();
    expect(screen.getByText('Due in 5 days')).toBeTruthy();
    expect(screen.getByText('Nov 25')).toBeTruthy();
    expect(screen.getByText('Dec 2')).toBeTruthy();
    expect(screen.queryByText(/give or take/)).toBeNull();
  });

  it('says late within their give or take, and overdue past it, by their own rhythm', () => {
    const { unmount } = render(
      <RhythmFigures rhythm={{ ...weekly, spreadDays: 1, daysLate: 1, status: 'late', dueOn: '2026-11-26' }} />,
    );
    expect(screen.getByText('give or take 1 day')).toBeTruthy();
    expect(screen.getByText('1 day late')).toBeTruthy();
    expect(screen.getByText('Within their usual give or take of 1 day.')).toBeTruthy();
    unmount();
    render(<RhythmFigures rhythm={{ ...weekly, usualGapDays: 1, daysLate: 13, status: 'overdue' }} />);
    expect(screen.getByText('Every day')).toBeTruthy();
    expect(screen.getByText('Overdue by 13 days')).toBeTruthy();
  });
});
