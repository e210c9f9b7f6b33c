import type { TDashboardTrend, TMe } from '@regulars/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppRoutes } from '../app.tsx';
import { makeMe, mockApi, TIER_IDS } from '../test/render.tsx';

const french = (me: TMe = makeMe()): TMe =>
  makeMe({
    user: { ...me.user, language: 'fr' },
    language: 'fr',
    business: {
      ...me.business!,
      locale: 'fr-FR',
      country: 'FR',
      currency: 'EUR',
      tierId: TIER_IDS.pro,
      tierName: 'Pro',
    },
  });

const day = (date: string, visits: number) => ({ date, visits, newCustomers: 1, rewardsRedeemed: 0 });
const trend: TDashboardTrend = {
  from: '2026-11-12',
  to: '2026-12-11',
  days: [day('2026-11-12', 4), day('2026-12-11', 9)],
  current: { visits: 13, newCustomers: 2, rewardsRedeemed: 0 },
  previous: { visits: 9, newCustomers: 2, rewardsRedeemed: 0 },
};

const ok = (body: unknown) => () => ({ status: 200, body });

/** The dashboard's answers: a Pro trial, a day's sign-ups at the form's limit, every checklist step still to do. */
function mockDashboard(me: TMe, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/me': ok(me),
    'GET /api/dashboard/stats': ok({
      totalCustomers: 1234,
      newCustomersThisMonth: 11,
      activePrograms: 2,
      transactions: 11,
      smsUsageThisMonth: 1,
      smsLimit: 100,
      emailsSent: 1,
      emailOpenRate: 12.5,
    }),
    'GET /api/dashboard/trend': ok(trend),
    'GET /api/dashboard/getting-started': ok({
      program: true,
      qrCode: false,
      customer: false,
      visit: false,
      welcomeMessage: false,
      timeZone: false,
      agency: null,
    }),
    'GET /api/settings/signup-form': ok({ dailyLimit: 1000, enrolledToday: 1000, reachedToday: true }),
    'GET /api/settings/delivery': ok({ email: true, sms: true }),
    'GET /api/billing/subscription': ok({
      provider: 'test',
      status: 'trial',
      tierId: TIER_IDS.pro,
      tierName: 'Pro',
      priceMonthly: 49,
      effectiveTierName: 'Pro',
      // Noon UTC: the same calendar day in every time zone the tests may run in.
      trialEndsAt: '2026-12-07T12:00:00.000Z',
      trialDaysLeft: 14,
      periodEnd: null,
      paymentMethodStatus: null,
      hasBillingAccount: true,
      creditsRemaining: 0,
      usage: { customers: 1234, maxCustomers: 5000, smsMonthly: 1, maxSmsMonthly: 500 },
    }),
    ...extra,
  });
}

/** The whole app at /dashboard: its guard, the shell that speaks the user's language, then the screen. */
async function openDashboard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The catalogues load lazily: let them arrive inside act.
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

// The app loads each screen when its route opens; load them once up front so the first render is not timed on it.
beforeAll(async () => {
  await Promise.all([import('../features/layout/index.ts'), import('./dashboard.tsx')]);
}, 30_000);

describe('the dashboard in French', () => {
  it('shows its headings, figures, last 30 days and quick actions in French, dates the French way', async () => {
    mockDashboard(french());
    await openDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue, Blue Door Coffee' })).toBeTruthy();
    // The shell says the plan too: the dashboard's own words are in its main.
    const page = within(screen.getByRole('main'));
    expect(page.getByText('Formule Pro')).toBeTruthy();
    expect(page.getByText('Essai')).toBeTruthy();

    // The trial banner, its price and date in French.
    expect((await screen.findByTestId('trial-title')).textContent).toContain('Il vous reste 14 jours d’essai Pro');
    expect(screen.getByTestId('trial-text').textContent).toMatch(/^49\s\$US par mois à partir du 7 décembre 2026\./);
    expect(screen.getByRole('link', { name: 'Voir les formules' }).getAttribute('href')).toBe('/subscription');

    // The sign-up form's limit, the page to raise it a link inside the sentence.
    const notice = await screen.findByRole('region', { name: 'Limite du formulaire d’inscription' });
    expect(notice.textContent).toMatch(/limite quotidienne de 1\s000 aujourd’hui ; augmentez-la dans Paramètres/);
    expect(within(notice).getByRole('link', { name: 'Paramètres' }).getAttribute('href')).toBe('/settings#signup-form');

    const start = await screen.findByRole('region', { name: 'Premiers pas' });
    expect(within(start).getByText('1 sur 6 terminées')).toBeTruthy();
    expect(within(start).getByText('Créer un programme de fidélité')).toBeTruthy();
    expect(within(start).getByText('Terminé')).toBeTruthy();

    const customers = await screen.findByRole('region', { name: 'Clients au total' });
    expect(within(customers).getByTestId('stat-value').textContent).toMatch(/^1\s234$/);
    expect(within(customers).getByText('+11 nouveaux ce mois-ci')).toBeTruthy();
    const openRate = screen.getByRole('region', { name: 'Taux d’ouverture' });
    expect(within(openRate).getByTestId('stat-value').textContent).toMatch(/^12,5\s%$/);

    const last30 = screen.getByTestId('dashboard-trend');
    expect(within(last30).getByText('30 derniers jours')).toBeTruthy();
    expect(within(last30).getByText('12 nov. – 11 déc., par rapport aux 30 jours précédents')).toBeTruthy();
    const visits = within(last30).getByTestId('trend-visits');
    expect(visits.textContent).toContain('Visites');
    expect(within(visits).getByTestId('trend-change').textContent).toContain(
      '4 de plus que les 30 jours précédents (9)',
    );
    expect(within(last30).getByText('Afficher en tableau')).toBeTruthy();
    expect(within(last30).getByRole('columnheader', { name: 'Jour' })).toBeTruthy();
    expect(within(last30).getByRole('rowheader', { name: '12 nov.' })).toBeTruthy();

    expect(screen.getByText('Actions rapides')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Ajouter un client/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Générer un code QR/ }).getAttribute('href')).toBe('/qr-codes');
    expect(screen.getByRole('link', { name: /^Créer un programme Points/ }).getAttribute('href')).toBe('/programs');
  });

  it('opens Add Customer in French, its problems and the server’s refusals in French', async () => {
    mockDashboard(french(), {
      'POST /api/customers': () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'A customer with this phone number already exists' } },
      }),
    });
    await openDashboard();
    fireEvent.click(await screen.findByRole('button', { name: /Ajouter un client/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un client' });
    expect(within(dialog).getByText(/Tous les champs sont facultatifs/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Prénom')).toBeTruthy();
    expect(within(dialog).getByText('Enregistré au format international, par ex. +33612345678.')).toBeTruthy();

    // Neither a phone nor an email: the contract's English check, said in French.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter le client' }));
    expect(await within(dialog).findByText('Un e-mail ou un téléphone est requis')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'not-an-email' } });
    expect(await within(dialog).findByText('Format d’e-mail invalide')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Téléphone'), { target: { value: '+33612345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter le client' }));
    expect(await within(dialog).findByText('Un client avec ce numéro de téléphone existe déjà')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });
});

describe('the dashboard in English', () => {
  it('says what it always said', async () => {
    mockDashboard(makeMe({ business: { ...makeMe().business!, tierId: TIER_IDS.pro, tierName: 'Pro' } }));
    await openDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Blue Door Coffee' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('Pro plan')).toBeTruthy();
    expect((await screen.findByTestId('trial-title')).textContent).toContain('14 days left in your Pro trial');
    const notice = await screen.findByTestId('signup-limit-notice');
    expect(notice.textContent).toContain(
      'Your sign-up form reached its daily limit of 1,000 today; raise it in Settings',
    );
    expect(await screen.findByText('1 of 6 done')).toBeTruthy();
    const last30 = screen.getByTestId('dashboard-trend');
    expect(within(last30).getByText('Nov 12 – Dec 11, against the 30 days before')).toBeTruthy();
    expect(screen.getByText('Quick Actions')).toBeTruthy();
  });
});
