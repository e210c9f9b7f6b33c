import { TILL_MESSAGES, type TPortalDashboard, type TPortalProgram, type TReward } from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CustomerGuard } from '../../features/auth/index.ts';
import { portalDashboardOf } from '../../test/portal-dashboard.ts';
import { mockApi, renderRoutes, unauthenticated } from '../../test/render.tsx';
import { CustomerDashboardPage } from './dashboard.tsx';

function renderDashboard() {
  return renderRoutes(
    <>
      <Route path="/customer/login" element={<p>customer login</p>} />
      <Route element={<CustomerGuard />}>
        <Route path="/customer/dashboard" element={<CustomerDashboardPage />} />
      </Route>
    </>,
    '/customer/dashboard',
  );
}

const program = (overrides: Partial<TPortalProgram>): TPortalProgram => ({
  id: 'p1',
  name: 'Coffee Card',
  type: 'stamp_card',
  status: 'active',
  description: '',
  pointsBalance: 0,
  totalEarned: 0,
  stampsCurrent: 0,
  stampsRequired: 0,
  lastActivityAt: null,
  progressPercent: 0,
  discount: null,
  ...overrides,
});

const reward = (overrides: Partial<TReward>): TReward => ({
  id: 'r1',
  programId: 'p1',
  programName: 'Coffee Card',
  name: 'Free coffee',
  description: 'Any size, any roast',
  type: 'stamp_card',
  status: 'earned',
  code: 'FREE-7Q2K',
  earnedAt: new Date(2026, 0, 5, 12).toISOString(),
  expiresAt: null,
  redeemedAt: null,
  ...overrides,
});

const dashboard = (overrides: Parameters<typeof portalDashboardOf>[0] = {}): TPortalDashboard =>
  portalDashboardOf({
    customer: { totalPoints: 120, totalVisits: 7 },
    programs: [
      program({ stampsCurrent: 3, stampsRequired: 10, progressPercent: 30, lastActivityAt: '2026-01-05T12:00:00Z' }),
      program({
        id: 'p2',
        name: 'Bean Points',
        type: 'points',
        status: 'paused',
        pointsBalance: 120,
        totalEarned: 340,
        progressPercent: 120,
      }),
      program({
        id: 'p3',
        name: 'Regulars Discount',
        type: 'discount',
        discount: { visits: 7, percent: 5, nextPercent: 10, visitsToNext: 3 },
      }),
      program({ id: 'p4', name: 'Free Smoothie', type: 'free_item', stampsCurrent: 2, stampsRequired: 5 }),
    ],
    rewards: [
      reward({ id: 'r2', name: 'Free muffin', status: 'redeemed', code: 'USED-1' }),
      reward({ expiresAt: new Date(2026, 1, 4, 12).toISOString() }),
      reward({
        id: 'r3',
        name: 'Birthday treat',
        status: 'expired',
        code: 'OLD-1',
        programName: null,
        earnedAt: new Date(2026, 0, 9, 12).toISOString(),
      }),
      reward({ id: 'r4', name: 'Undone', status: 'void', code: 'VOID-1' }),
    ],
    recentActivity: [
      {
        id: 'a1',
        kind: 'purchase',
        amount: 12.5,
        currency: 'EUR',
        gains: { points: 12, stamps: 0, rewardsEarned: [], redeemed: null },
        createdAt: new Date(2026, 0, 20, 12).toISOString(),
      },
    ],
    ...overrides,
  });

const region = (name: string) => screen.getByRole('region', { name });

describe('/customer/dashboard', () => {
  it('sends a visitor without a portal session to /customer/login', async () => {
    mockApi({ 'GET /api/portal/dashboard': unauthenticated });
    renderDashboard();
    expect(await screen.findByText('customer login')).toBeTruthy();
  });

  it('shows the customer, their card, every program and every reward', async () => {
    mockApi({ 'GET /api/portal/dashboard': () => ({ status: 200, body: dashboard() }) });
    renderDashboard();
    expect(screen.getByText('Loading your rewards...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maya!' })).toBeTruthy();
    expect(screen.getByTestId('portal-business-name').textContent).toBe('Blue Door Coffee');
    expect(screen.getByTestId('member-id').textContent).toBe('CUS000012');

    const coffee = region('Coffee Card');
    expect(within(coffee).getByText('Active')).toBeTruthy();
    expect(within(coffee).getByText('3 of 10 stamps')).toBeTruthy();
    expect(within(coffee).getByText('Last activity: Jan 5, 2026')).toBeTruthy();
    expect(within(coffee).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');

    const points = region('Bean Points');
    expect(within(points).getByText('Paused')).toBeTruthy();
    expect(within(points).getByTestId('stat-balance').textContent).toContain('120');
    expect(within(points).getByTestId('stat-lifetime-earned').textContent).toContain('340');
    expect(within(points).getByText('No activity yet')).toBeTruthy();
    expect(within(points).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    expect(within(region('Regulars Discount')).getByText('5% off')).toBeTruthy();
    expect(within(region('Regulars Discount')).getByText('3 visits to 10%')).toBeTruthy();
    expect(within(region('Free Smoothie')).getByText('2 of 5 purchases')).toBeTruthy();

    const rewards = screen.getAllByTestId('portal-reward');
    expect(rewards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Free coffee',
      'Birthday treat',
      'Free muffin',
    ]);
    const coffeeReward = region('Free coffee');
    expect(within(coffeeReward).getByText('Available')).toBeTruthy();
    expect(within(coffeeReward).getByTestId('reward-code').textContent).toBe('FREE-7Q2K');
    expect(within(coffeeReward).getByText('Expires: Feb 4, 2026')).toBeTruthy();
    expect(within(coffeeReward).getByText('From: Coffee Card')).toBeTruthy();
    expect(within(coffeeReward).getByText('Any size, any roast')).toBeTruthy();
    expect(within(region('Free muffin')).getByText('Redeemed')).toBeTruthy();
    expect(within(region('Free muffin')).queryByText('USED-1')).toBeNull();
    expect(within(region('Birthday treat')).getByText('Expired')).toBeTruthy();
  });

  it("dates rewards and activity in the business's zone, not the phone's", async () => {
    // 07:30 UTC on Feb 4 is still Feb 3 in Los Angeles; the customer's phone may be anywhere.
    const late = '2026-02-04T07:30:00.000Z';
    const body = (timeZone: string) =>
      dashboard({
        timeZone,
        programs: [program({ lastActivityAt: late })],
        rewards: [reward({ earnedAt: late, expiresAt: late })],
      });
    mockApi({ 'GET /api/portal/dashboard': () => ({ status: 200, body: body('America/Los_Angeles') }) });
    const { unmount } = renderDashboard();
    const card = await screen.findByRole('region', { name: 'Free coffee' });
    expect(within(card).getByText('Expires: Feb 3, 2026')).toBeTruthy();
    expect(within(card).getByText('Earned Feb 3, 2026')).toBeTruthy();
    expect(within(region('Coffee Card')).getByText('Last activity: Feb 3, 2026')).toBeTruthy();
    unmount();

    mockApi({ 'GET /api/portal/dashboard': () => ({ status: 200, body: body('Europe/Paris') }) });
    renderDashboard();
    const inParis = await screen.findByRole('region', { name: 'Free coffee' });
    expect(within(inParis).getByText('Expires: Feb 4, 2026')).toBeTruthy();
    expect(within(region('Coffee Card')).getByText('Last activity: Feb 4, 2026')).toBeTruthy();
  });

  it('lists their latest purchases with the amount in the currency it was paid in', async () => {
    mockApi({ 'GET /api/portal/dashboard': () => ({ status: 200, body: dashboard() }) });
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Recent Activity' });
    expect(within(list).getByTestId('portal-activity-title').textContent).toBe('Purchase · €12.50');
    expect(within(list).getByText('+12 points')).toBeTruthy();
  });

  it("wears the business's brand, and leaves out the platform's mark on a white-label plan", async () => {
    const brand = {
      brandColor: '#0f766e',
      bandColor: '#0f766e',
      logo: { url: 'https://app.test/api/public/logos/b/1', width: 120, height: 40 },
      whiteLabel: false,
    };
    mockApi({ 'GET /api/portal/dashboard': () => ({ status: 200, body: dashboard({ brand }) }) });
    const { unmount } = renderDashboard();
    // Loaded from this site, whichever address the API named: a business's own domain shows no other host (issue 53).
    expect((await screen.findByTestId('business-logo')).getAttribute('src')).toBe('/api/public/logos/b/1');
    expect(screen.getByText('Powered by')).toBeTruthy();
    unmount();
    mockApi({
      'GET /api/portal/dashboard': () => ({ status: 200, body: dashboard({ brand: { ...brand, whiteLabel: true } }) }),
    });
    renderDashboard();
    await screen.findByTestId('business-logo');
    expect(screen.queryByText('Powered by')).toBeNull();
  });

  it('shows the empty states', async () => {
    mockApi({
      'GET /api/portal/dashboard': () => ({
        status: 200,
        body: dashboard({ programs: [], rewards: [], recentActivity: [] }),
      }),
    });
    renderDashboard();
    expect(await screen.findByText('No Programs Yet')).toBeTruthy();
    expect(screen.getByText('Your visits and purchases show here after each one.')).toBeTruthy();
    expect(screen.getByText("You haven't been enrolled in any loyalty programs yet.")).toBeTruthy();
    expect(screen.getByText('No Rewards Yet')).toBeTruthy();
    expect(screen.getByText('Keep earning points to unlock rewards!')).toBeTruthy();
  });

  it("invites a friend with the customer's code and link only when the business runs refer-a-friend", async () => {
    const referral = {
      code: 'K7M2QX9P',
      link: 'https://regulars.example/r/K7M2QX9P',
      friendGets: '100 points',
      youGet: 'Free coffee',
      when: 'their first purchase within 30 days',
      joined: 2,
      rewarded: 1,
    };
    let answer = dashboard({ referral });
    mockApi({ 'GET /api/portal/dashboard': () => ({ status: 200, body: answer }) });
    const { queryClient } = renderDashboard();

    const invite = await screen.findByRole('region', { name: 'Invite a friend' });
    expect(within(invite).getByTestId('invite-code').textContent).toBe('K7M2QX9P');
    expect(within(invite).getByTestId('invite-joined').textContent).toBe('2 friends joined · 1 rewarded');

    answer = dashboard({ referral: null });
    await queryClient.refetchQueries();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invite a friend' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Coffee Card' })).toBeTruthy();
  });

  it('logs out to /customer/login', async () => {
    const fetchMock = mockApi({
      'GET /api/portal/dashboard': () => ({ status: 200, body: dashboard() }),
      'POST /api/portal/logout': () => ({ status: 204 }),
    });
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText('customer login')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url, init]) => String(url) === '/api/portal/logout' && init?.method === 'POST'),
    ).toBe(true);
  });
});

describe('/customer/dashboard in the customer’s language', () => {
  it("speaks the business's language, dates in its locale, and switches to the language she chooses", async () => {
    const spanish = translatorFor('es');
    const french = translatorFor('fr');
    let language: 'es' | 'fr' = 'es';
    const chosen: unknown[] = [];
    mockApi({
      'GET /api/portal/dashboard': () => ({
        status: 200,
        body: dashboard({
          language,
          ownLanguage: language === 'es' ? null : language,
          locale: 'es-ES',
          currency: 'EUR',
        }),
      }),
      'PUT /api/portal/language': (init) => {
        chosen.push(JSON.parse(String(init?.body)));
        language = 'fr';
        return { status: 204, body: undefined };
      },
    });
    await act(async () => renderDashboard());
    expect(
      await screen.findByRole('heading', { name: spanish.t('portal.welcomeBackNamed', { name: 'Maya' }) }),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('heading', { name: spanish.t('portal.yourPrograms') })).toBeTruthy();
    // What the purchase gave, and its date, in Spanish ('20 ene 2026').
    const list = screen.getByRole('list', { name: spanish.t('portal.recentActivity') });
    expect(within(list).getByText(spanish.t('portal.gainPoints', { count: 12 }))).toBeTruthy();
    expect(list.textContent).toMatch(/20 ene 2026/);
    for (const english of ['Your Loyalty Programs', 'Your Rewards', 'Recent Activity', 'Log Out', 'Your data']) {
      expect(screen.queryByText(english)).toBeNull();
    }

    const select = screen.getByLabelText(spanish.t('portal.language')) as HTMLSelectElement;
    expect(select.value).toBe('es');
    await act(async () => {
      fireEvent.change(select, { target: { value: 'fr' } });
    });
    expect(await screen.findByRole('heading', { name: french.t('portal.yourPrograms') })).toBeTruthy();
    expect(chosen).toEqual([{ language: 'fr' }]);
    expect(document.documentElement.lang).toBe('fr');
    expect((screen.getByLabelText(french.t('portal.language')) as HTMLSelectElement).value).toBe('fr');
  });
});

describe('/customer/dashboard: claiming a till sale', () => {
  const claimCard = () => screen.findByRole('region', { name: "Bought something and it didn't count?" });
  const claimCalls = (fetchMock: ReturnType<typeof mockApi>) =>
    fetchMock.mock.calls.filter(([url]) => String(url) === '/api/portal/till-sales/claim');

  it('offers it only where the business turned it on', async () => {
    mockApi({ 'GET /api/portal/dashboard': () => ({ status: 200, body: dashboard() }) });
    const { unmount } = renderDashboard();
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maya!' });
    expect(screen.queryByTestId('portal-till-claim')).toBeNull();
    unmount();
    mockApi({ 'GET /api/portal/dashboard': () => ({ status: 200, body: dashboard({ tillClaims: true }) }) });
    renderDashboard();
    expect(within(await claimCard()).getByRole('button', { name: 'Claim' })).toBeTruthy();
  });

  it('claims with the number as typed, says what it earned, and reads the dashboard again', async () => {
    const fetchMock = mockApi({
      'GET /api/portal/dashboard': () => ({ status: 200, body: dashboard({ tillClaims: true }) }),
      'POST /api/portal/till-sales/claim': () => ({
        status: 200,
        body: {
          provider: 'shopify',
          receiptNumber: '#1001',
          amount: 9,
          currency: 'USD',
          occurredAt: '2026-03-05T15:30:00.000Z',
          gains: { points: 9, stamps: 0, rewardsEarned: [], redeemed: null },
        },
      }),
    });
    renderDashboard();
    const card = within(await claimCard());
    const field = card.getByLabelText('Receipt number') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '#1001' } });
    fireEvent.click(card.getByRole('button', { name: 'Claim' }));
    const claimed = await card.findByRole('status');
    expect(claimed.textContent).toContain('It counts: +9 points');
    expect(claimed.textContent).toMatch(/^It counts: \+9 points\$9\.00 at Shopify · .+ · receipt #1001$/);
    expect(JSON.parse(String(claimCalls(fetchMock)[0]?.[1]?.body))).toEqual({ receiptNumber: '#1001' });
    expect(field.value).toBe('');
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/portal/dashboard').length).toBe(2),
    );
  });

  it('says why under the field, tied to it, and asks for a number before sending anything', async () => {
    const fetchMock = mockApi({
      'GET /api/portal/dashboard': () => ({ status: 200, body: dashboard({ tillClaims: true }) }),
      'POST /api/portal/till-sales/claim': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: TILL_MESSAGES.portalSaleNotFound } },
      }),
    });
    renderDashboard();
    const card = within(await claimCard());
    const field = card.getByLabelText('Receipt number') as HTMLInputElement;
    fireEvent.click(card.getByRole('button', { name: 'Claim' }));
    expect((await card.findByRole('alert')).textContent).toBe(TILL_MESSAGES.receiptNumberRequired);
    expect(claimCalls(fetchMock)).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'ZZ99' } });
    fireEvent.click(card.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(card.getByRole('alert').textContent).toBe(TILL_MESSAGES.portalSaleNotFound));
    const problem = card.getByRole('alert');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(problem.id);
    expect(card.queryByRole('status')).toBeNull();
  });
});
