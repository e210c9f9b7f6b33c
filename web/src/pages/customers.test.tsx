import type { TCustomerListRow } from '@regulars/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe, mockApi, renderAt } from '../test/render.tsx';
import { CustomersPage } from './customers.tsx';

const row: TCustomerListRow = {
  id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  uniqueCustomerId: 'CUS000007',
  firstName: null,
  lastName: null,
  email: null,
  phone: null,
  birthday: null,
  totalPoints: 1250,
  lifetimePointsEarned: 1250,
  totalVisits: 1,
  optedInSms: false,
  optedInEmail: false,
  portalEnabled: true,
  // Noon UTC: the same calendar day in every time zone the tests may run in.
  createdAt: '2026-01-15T12:00:00.000Z',
  memberSince: null,
  stamps: [{ programId: 'p1', programName: 'Coffee card', current: 7, required: 10 }],
};

const ok = (body: unknown) => () => ({ status: 200, body });

afterEach(() => vi.unstubAllGlobals());

describe('the Customers screen in English', () => {
  it('reads as it always has', async () => {
    mockApi({
      'GET /api/me': ok(makeMe()),
      'GET /api/customers': ok({
        customers: [row],
        hasPointsProgram: true,
        total: 1234,
        totalCapped: true,
        page: 1,
        limit: 25,
      }),
      'GET /api/customers/deletion-requests': ok({ requests: [] }),
    });
    await act(async () => {
      renderAt('/customers', <CustomersPage />);
    });

    expect((await screen.findByTestId('customer-count')).textContent).toBe('1,234+ customers');
    const tableRow = screen.getByTestId('customer-row');
    expect(
      within(tableRow)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Unnamed customerCUS000007', 'No emailNo phone', '1,250', '7 of 10', '1', 'Jan 15, 2026', '']);
    expect(within(tableRow).getByRole('button', { name: 'No email address' })).toBeTruthy();
    const card = screen.getByTestId('customer-card');
    expect(card.textContent).toContain('CUS000007 · Joined Jan 15, 2026');
    expect(card.textContent).toContain('No email or phone');
    expect(card.textContent).toContain('1,250 points · 7 of 10 stamps · 1 visit');
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByText('1–25 of 1,234')).toBeTruthy();
  });
});
