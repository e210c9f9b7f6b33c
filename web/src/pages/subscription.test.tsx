import type { TMe } from '@regulars/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../app.tsx';
import { toast } from '../components/ui/toaster.tsx';
import { makeMe, mockApi, seededTiers, TIER_IDS } from '../test/render.tsx';

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

const ok = (body: unknown) => () => ({ status: 200, body });

/** A Pro trial with a card on file, some usage and one grant of credits. */
function mockSubscription(me: TMe, subscription: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/me': ok(me),
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
      paymentMethodStatus: 'ok',
      hasBillingAccount: true,
      creditsRemaining: 1500,
      canManage: true,
      usage: { customers: 1234, maxCustomers: 5000, smsMonthly: 1, maxSmsMonthly: 500 },
      ...subscription,
    }),
    'GET /api/tiers': ok({ tiers: seededTiers, trialDays: 14 }),
    'GET /api/billing/credits': ok({
      entries: [
        {
          id: 'c1',
          businessId: 'user-1',
          kind: 'initial_grant',
          delta: 1500,
          balanceAfter: 1500,
          reason: 'Initial credits of the Pro plan',
          createdAt: '2026-11-23T12:00:00.000Z',
        },
      ],
    }),
  });
}

/** The whole app at /subscription: its guard, the shell that speaks the user's language, then the screen. */
async function openSubscription() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The catalogues load lazily: let them arrive inside act.
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/subscription']}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

// The app loads each screen when its route opens; load them once up front so the first render is not timed on it.
beforeAll(async () => {
  await Promise.all([import('../features/layout/index.ts'), import('./subscription.tsx')]);
}, 30_000);

afterEach(() => vi.restoreAllMocks());

describe('Subscription & Billing in French', () => {
  it('shows the plan, its trial, price, usage, plans and credits in French, dates and numbers the French way', async () => {
    mockSubscription(french());
    await openSubscription();

    expect(await screen.findByRole('heading', { level: 1, name: 'Abonnement et facturation' })).toBeTruthy();
    // The trial's notice: its title and when the first charge comes.
    const notice = await screen.findByText(/Annulez avant cette date dans Gérer la facturation/);
    expect(notice.textContent).toMatch(
      /^49\s\$US par mois à partir du 7 décembre 2026\. Annulez avant cette date dans Gérer la facturation et vous ne payez rien\.$/,
    );
    expect(notice.closest('[role="status"]')?.textContent).toContain('Il vous reste 14 jours d’essai Pro');

    expect(screen.getByRole('heading', { name: 'Formule actuelle' })).toBeTruthy();
    expect(screen.getByTestId('billing-period').textContent).toBe('Il vous reste 14 jours d’essai Pro');
    expect(screen.getByTestId('billing-period-detail').textContent).toMatch(
      /^49\s\$US par mois à partir du 7 décembre 2026$/,
    );
    expect(screen.getByText(/^49\s\$US \/ mois$/)).toBeTruthy();
    expect(screen.getByText('Moyen de paiement enregistré')).toBeTruthy();
    expect(screen.getByTestId('credits').textContent).toMatch(/^1\s500$/);
    expect(screen.getByText(/^1\s234 sur 5\s000$/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Segments SMS ce mois-ci' })).toBeTruthy();

    const pro = screen.getByRole('region', { name: 'Formule Pro' });
    expect(within(pro).getByText('Actuelle')).toBeTruthy();
    expect(within(pro).getByText('500 clients')).toBeTruthy();
    expect(within(pro).getByRole('button', { name: 'Formule actuelle' })).toBeTruthy();
    const agency = screen.getByRole('region', { name: 'Formule Agency' });
    expect(within(agency).getByText(/^149\s\$US$/)).toBeTruthy();
    expect(within(agency).getByText('Clients illimités')).toBeTruthy();

    const credits = await screen.findByText('Crédits de la formule · 23 nov. 2026');
    expect(credits).toBeTruthy();
    expect(screen.getByText(/^Solde 1\s500$/)).toBeTruthy();
  });

  it('says a plan that cannot be bought in French', async () => {
    const refused = vi.spyOn(toast, 'error');
    mockSubscription(french());
    await openSubscription();

    const agency = await screen.findByRole('region', { name: 'Formule Agency' });
    fireEvent.click(within(agency).getByRole('button', { name: 'Choisir cette formule' }));
    expect(refused).toHaveBeenCalledWith('Cette formule n’est pas disponible à l’achat');
  });
});

describe('Subscription & Billing in English', () => {
  it('says what it always said', async () => {
    const refused = vi.spyOn(toast, 'error');
    mockSubscription(makeMe({ business: { ...makeMe().business!, tierId: TIER_IDS.pro, tierName: 'Pro' } }));
    await openSubscription();

    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription & Billing' })).toBeTruthy();
    expect((await screen.findByTestId('billing-period')).textContent).toBe('14 days left in your Pro trial');
    expect(screen.getByTestId('billing-period-detail').textContent).toBe('$49 a month from December 7, 2026');
    expect(screen.getByText('$49 / month')).toBeTruthy();
    expect(screen.getByTestId('credits').textContent).toBe('1,500');
    expect(screen.getByText('1,234 of 5,000')).toBeTruthy();
    const agency = screen.getByRole('region', { name: 'Agency plan' });
    expect(within(agency).getByText('Unlimited customers')).toBeTruthy();
    expect(await screen.findByText('Plan credits · Nov 23, 2026')).toBeTruthy();

    fireEvent.click(within(agency).getByRole('button', { name: 'Choose Plan' }));
    expect(refused).toHaveBeenCalledWith('This tier is not available for purchase');
  });
});

/** A client business on its agency's Agency plan: not in a trial, billed with the agency, not managed by its owner. */
const agencyClient = (whiteLabel: boolean) =>
  makeMe({ business: { ...makeMe().business!, tierId: TIER_IDS.agency, tierName: 'Agency', whiteLabel } });
const billedByNorthwind = {
  status: 'active',
  tierId: TIER_IDS.agency,
  tierName: 'Agency',
  priceMonthly: 149,
  effectiveTierName: 'Agency',
  trialEndsAt: null,
  trialDaysLeft: null,
  canManage: false,
  billedByAgency: 'Northwind Agency',
};

describe('a client business’s Subscription & Billing', () => {
  it('names the agency it is billed with, and changes nothing from here', async () => {
    mockSubscription(agencyClient(false), billedByNorthwind);
    await openSubscription();

    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription & Billing' })).toBeTruthy();
    const billed = await screen.findByTestId('billed-by-agency');
    expect(billed.textContent).toContain('Billed with Northwind Agency');
    expect(billed.textContent).toContain("This business is on Northwind Agency's plan");
    expect(screen.queryByRole('button', { name: 'Manage Billing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose Plan' })).toBeNull();
  });

  it('on a white-label plan: its plan and usage only, never the agency, the plan’s name or its price', async () => {
    mockSubscription(agencyClient(true), billedByNorthwind);
    await openSubscription();

    expect(await screen.findByRole('heading', { level: 1, name: 'Your plan' })).toBeTruthy();
    expect(screen.getByText('What your plan allows and how much of it you use.')).toBeTruthy();
    expect((await screen.findByTestId('plan-managed')).textContent).toContain('Your plan is managed for you');
    expect(screen.getByText('1,234 of 5,000')).toBeTruthy();
    const page = document.body.textContent ?? '';
    for (const hidden of ['Northwind', 'Billed with', 'Agency', '$149', 'Subscription & Billing', 'Regulars']) {
      expect(page).not.toContain(hidden);
    }
  });
});
