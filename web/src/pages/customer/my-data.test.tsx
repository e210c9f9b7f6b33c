import type { TCustomerDataExport, TPortalDashboard } from '@regulars/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { portalDashboardOf } from '../../test/portal-dashboard.ts';
import { mockApi, renderRoutes } from '../../test/render.tsx';
import { CustomerMyDataPage } from './my-data.tsx';

const dashboard = (language: TPortalDashboard['language']) =>
  portalDashboardOf({ language, timeZone: 'America/New_York', customer: { totalVisits: 2 } });

const myData: TCustomerDataExport = {
  exportedAt: '2026-11-28T15:00:00.000Z',
  business: { name: 'Blue Door Coffee' },
  profile: {
    id: 'c1',
    customerNumber: 'CUS000012',
    firstName: 'Maya',
    lastName: 'Lopez',
    email: null,
    phone: '+14155550142',
    birthday: '1990-04-12',
    joinedAt: '2026-11-01T15:00:00.000Z',
    memberSince: '2023-04-05',
    optedInSms: true,
    optedInEmail: false,
    emailUnsubscribedAt: null,
    portalEnabled: true,
    lastLoginAt: null,
    lastVisitAt: '2026-11-20T15:00:00.000Z',
    totalPoints: 0,
    lifetimePointsEarned: 0,
    totalVisits: 2,
  },
  consents: [
    {
      channel: 'sms',
      wording: 'I agree to receive marketing texts from Blue Door Coffee.',
      source: 'signup_form',
      grantedAt: '2026-11-01T15:00:00.000Z',
      ipAddress: null,
      userAgent: null,
    },
  ],
  programs: [
    {
      name: 'Coffee Card',
      type: 'stamp_card',
      pointsBalance: 0,
      totalEarned: 0,
      stampsCurrent: 3,
      lastActivityAt: null,
    },
  ],
  ledger: [
    {
      at: '2026-11-20T15:00:00.000Z',
      type: 'purchase',
      program: null,
      points: 0,
      stamps: 0,
      amount: 9.5,
      currency: 'USD',
      note: null,
      summary: null,
    },
    {
      at: '2026-11-20T15:00:00.000Z',
      type: 'earn',
      program: 'Coffee Card',
      points: 0,
      stamps: 2,
      amount: null,
      currency: null,
      note: null,
      summary: null,
    },
    {
      at: '2026-11-22T15:00:00.000Z',
      type: 'earn',
      program: 'Coffee Card',
      points: 0,
      stamps: -8,
      amount: null,
      currency: null,
      note: null,
      summary: null,
    },
  ],
  rewards: [
    {
      name: 'Free coffee',
      description: null,
      program: 'Coffee Card',
      status: 'redeemed',
      code: 'RW-7Q2K',
      earnedAt: '2026-11-10T15:00:00.000Z',
      expiresAt: null,
      redeemedAt: '2026-11-12T15:00:00.000Z',
    },
  ],
  messages: [{ at: '2026-11-21T15:00:00.000Z', channel: 'sms', subject: null, content: 'Hi Maya', status: 'sent' }],
};

function renderMyData(language: TPortalDashboard['language']) {
  mockApi({
    'GET /api/portal/dashboard': () => ({ status: 200, body: dashboard(language) }),
    'GET /api/portal/my-data': () => ({ status: 200, body: myData }),
  });
  return renderRoutes(<Route path="/customer/my-data" element={<CustomerMyDataPage />} />, '/customer/my-data');
}

describe('/customer/my-data', () => {
  it('shows what the download holds in words: details, consents, programs, history, rewards, messages', async () => {
    renderMyData('en');
    expect(
      await screen.findByText('Everything Blue Door Coffee keeps about you, as of November 28, 2026.'),
    ).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Your details' });
    // Joined: the member-since day an import brought, not the day they came into Regulars.
    expect(within(details).getByText('April 5, 2023')).toBeTruthy();
    expect(within(details).getByText('April 12, 1990')).toBeTruthy();
    // The number as a US business writes one, as every other screen does.
    expect(within(details).getByText('(415) 555-0142')).toBeTruthy();
    expect(within(details).getAllByText('Yes')).toHaveLength(1);
    expect(within(details).getAllByText('No')).toHaveLength(1);
    expect(screen.getByText('“I agree to receive marketing texts from Blue Door Coffee.”')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Your Loyalty Programs' })).getByText('3 stamps')).toBeTruthy();
    const history = within(screen.getByRole('list', { name: 'Your history' })).getAllByRole('listitem');
    // Newest first, as the rest of the portal.
    expect(history.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Earned · Coffee CardCard complete: a reward earned'),
      expect.stringContaining('Earned · Coffee Card+2 stamps'),
      expect.stringContaining('Purchase$9.50'),
    ]);
    const rewards = screen.getByRole('region', { name: 'Your Rewards' });
    expect(within(rewards).getByText('Redeemed')).toBeTruthy();
    expect(within(rewards).getByText(/Code RW-7Q2K/)).toBeTruthy();
    expect(screen.getByText('Text messages · Sent')).toBeTruthy();

    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
    expect(screen.getByRole('link', { name: 'Download as a file (JSON)' }).getAttribute('href')).toBe(
      '/api/portal/my-data',
    );
  });

  it('speaks the customer’s language', async () => {
    renderMyData('fr');
    expect(await screen.findByRole('heading', { name: 'Vos coordonnées' })).toBeTruthy();
    expect(screen.getByText('Membre depuis')).toBeTruthy();
    expect(screen.getAllByText('Gagné · Coffee Card')).toHaveLength(2);
    expect(screen.getByText('Carte complète : récompense gagnée')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imprimer ou enregistrer en PDF' })).toBeTruthy();
  });
});
