import { CLOSING_MESSAGES, type TClosingStatus, type TMe } from '@regulars/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useMe } from '../../api/auth.ts';
import { Toaster } from '../../components/ui/toaster.tsx';
import { makeMe, mockApi, renderRoutes } from '../../test/render.tsx';
import { ClosedScreen } from './closed-screen.tsx';

const CLOSED_AT = '2026-01-05T12:00:00.000Z';
const status = (closedAt: string | null): TClosingStatus => ({
  companyName: 'Blue Door Coffee',
  closedAt,
  deletesAt: closedAt && '2026-02-04T12:00:00.000Z',
  canManage: true,
  timeZone: null,
});

/** As the app's shell: the closed screen in place of every page while the business is closed. */
function ClosedOrPage({ page }: { page: string }) {
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <>
      {me.business?.closedAt ? <ClosedScreen /> : <p>{page}</p>}
      <Toaster />
    </>
  );
}

describe('reopening a closed business', () => {
  it('goes to the dashboard and says so, the closed screen gone with the answer', async () => {
    const base = makeMe();
    let closedAt: string | null = CLOSED_AT;
    const me = (): TMe => ({ ...base, business: base.business && { ...base.business, closedAt } });
    mockApi({
      'GET /api/me': () => ({ status: 200, body: me() }),
      'GET /api/closing': () => ({ status: 200, body: status(closedAt) }),
      'GET /api/data-exports': () => ({ status: 200, body: { exports: [], canExport: true } }),
      'POST /api/closing/reopen': () => {
        closedAt = null;
        return { status: 200, body: status(null) };
      },
    });
    renderRoutes(
      <>
        <Route path="/customers" element={<ClosedOrPage page="Customers page" />} />
        <Route path="/dashboard" element={<ClosedOrPage page="Dashboard page" />} />
      </>,
      '/customers',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen business' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
    expect(await screen.findByText(CLOSING_MESSAGES.reopened)).toBeTruthy();
  });
});
