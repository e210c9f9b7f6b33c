import { ANALYTICS_MESSAGES, type TAnalytics, type TCounterBreakdown, type TExperiment } from '@regulars/contracts';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { frenchOwner, inFrench } from '../test/in-french.tsx';
import { mockApi, renderAt, signedIn } from '../test/render.tsx';
import { AnalyticsPage } from './analytics.tsx';

const me = frenchOwner();

const pair = (current: number, previous: number) => ({ current, previous });
const range: TAnalytics['range'] = {
  period: '7d',
  from: '2026-03-04',
  to: '2026-03-10',
  previousFrom: '2026-02-25',
  previousTo: '2026-03-03',
  days: 7,
  bucket: 'day',
  timeZone: 'Europe/Paris',
  currency: 'EUR',
  locale: 'fr-FR',
  location: null,
};

const analytics: TAnalytics = {
  range,
  customers: { total: pair(1234, 1200), newCustomers: pair(15, 10), growthRate: pair(1.3, 0.8) },
  engagement: {
    activeCustomers: pair(1, 3),
    engagementRate: pair(12.5, 10),
    repeatVisitRate: pair(40, 38),
    visits: pair(300, 280),
    purchases: pair(120, 100),
    avgVisitsPerActiveCustomer: pair(1.5, 1.4),
    avgSpendPerVisit: pair(8.5, 8),
    purchasesWithAmount: pair(120, 100),
  },
  rewards: { earned: pair(20, 18), redeemed: pair(12, 10), redemptionRate: pair(60, 55) },
  points: { issued: pair(900, 800), redeemed: pair(300, 250), expired: pair(0, 0), outstanding: pair(5000, 4400) },
  messages: {
    smsSent: pair(40, 30),
    emailSent: pair(60, 50),
    failed: pair(2, 1),
    deliveryRate: pair(98, 97),
    emailsOpened: pair(30, 20),
    emailOpenRate: pair(50, 40),
    emailsClicked: pair(6, 4),
    emailClickRate: pair(10, 8),
    emailUnsubscribes: pair(1, 0),
    smsOptOuts: pair(1, 0),
    smsOptOutsByTeam: pair(0, 0),
  },
  series: [
    {
      date: '2026-03-04',
      newCustomers: 1234,
      visits: 40,
      purchases: 12,
      rewardsEarned: 3,
      rewardsRedeemed: 1,
      smsSent: 5,
      emailSent: 8,
    },
  ],
  qrCodes: [{ id: 'qr-1', location: 'Unnamed QR code', signups: 4, allTimeSignups: 30, scans: 80 }],
  programs: [],
  campaigns: {
    total: 1,
    rows: [
      {
        id: 'camp-1',
        name: 'Printemps',
        type: 'sms',
        status: 'sent',
        sentAt: '2026-03-05T09:00:00.000Z',
        sentOn: '2026-03-05',
        recipients: 50,
        sent: 50,
        delivered: 48,
        failed: 2,
        opened: null,
        clicked: 3,
        unsubscribed: null,
        openRate: null,
        clickRate: 6.3,
      },
    ],
  },
  referrals: null,
  membership: {
    members: { customers: 1, visits: 3, visitsPerCustomer: 3, avgSpend: 9.5, purchasesWithAmount: 2 },
    beforeJoining: { customers: 2, visits: 2, visitsPerCustomer: 1, avgSpend: 7, purchasesWithAmount: 1 },
  },
};

const none = { visits: 0, purchases: 0, spend: 0, pointsIssued: 0, pointsRedeemed: 0, rewardsRedeemed: 0 };
const breakdown: TCounterBreakdown = {
  range,
  byLocation: [
    {
      id: null,
      name: 'No location',
      current: { ...none, visits: 1500, actions: 8, undos: 1, undoRate: 12.5 },
      previous: { ...none, actions: 0, undos: 0, undoRate: null },
    },
  ],
  byStaff: [],
};

const winBack: TExperiment = {
  kind: 'win_back',
  id: 'win_back',
  name: 'Reconquête',
  channel: null,
  fromDay: '2025-12-11',
  toDay: '2026-03-10',
  windowDays: 30,
  settled: false,
  versions: [
    {
      label: 'All messaged',
      comparison: {
        message: { customers: 1200, cameBack: 300, spendPerCustomer: 0, pointsRedeemedPerCustomer: 0 },
        control: { customers: 200, cameBack: 45, spendPerCustomer: 0, pointsRedeemedPerCustomer: 0 },
        cameBack: { difference: 0.025, low: -0.03, high: 0.08, conclusive: false, moreRecipients: 900 },
        spend: null,
      },
    },
  ],
};

const ok = (body: unknown) => () => ({ status: 200, body });

function mockAnalytics(answer: () => { status: number; body: unknown } = ok(analytics)) {
  return mockApi({
    'GET /api/me': signedIn(me),
    'GET /api/analytics': answer,
    'GET /api/analytics/counter-breakdown': ok(breakdown),
    'GET /api/analytics/experiments': ok({ experiments: [winBack], campaignsTotal: 0 }),
    'GET /api/settings/delivery': ok({ email: true, sms: true }),
  });
}

async function openAnalytics(path = '/analytics?period=7d') {
  // The catalogues load lazily: let them arrive inside act.
  await act(async () => {
    renderAt(path, inFrench(<AnalyticsPage />), '/analytics');
  });
}

describe('/analytics in French', () => {
  it('shows the period, the figures, the trends and the breakdowns in French', async () => {
    mockAnalytics();
    await openAnalytics();

    expect(await screen.findByRole('heading', { name: 'Statistiques' })).toBeTruthy();
    expect(await screen.findByText('4 mars – 10 mars 2026 · par rapport aux 7 jours précédents')).toBeTruthy();
    expect(screen.getByRole('button', { name: '7 derniers jours' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Exporter les chiffres' })).toBeTruthy();

    const customers = screen.getByRole('region', { name: 'Clients au total' });
    expect(within(customers).getByTestId('figure-value').textContent).toBe('1\u202f234');
    expect(customers.textContent).toContain('contre 1\u202f200 avant');
    const engagement = screen.getByRole('region', { name: 'Taux d’engagement' });
    expect(within(engagement).getByTestId('figure-value').textContent).toBe('12,5\u00a0%');
    expect(engagement.textContent).toContain('1 client est venu ou a acheté');
    expect(within(engagement).getByTestId('figure-change').textContent).toBe('+2,5\u00a0pts');

    expect(screen.getByText('Inscriptions par jour')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Nouveaux clients' });
    expect(within(table).getByRole('rowheader', { name: '4 mars' })).toBeTruthy();
    expect(table.textContent).toContain('1\u202f234');

    const qr = screen.getByRole('region', { name: 'Inscriptions par emplacement de code QR' });
    expect(within(qr).getByText('Code QR sans nom')).toBeTruthy();

    const campaigns = screen.getByRole('region', { name: 'Résultats des campagnes' });
    expect(within(campaigns).getByTestId('campaign-results-count').textContent).toBe('1 campagne');
    expect(within(campaigns).getByText('Envoyée le 5 mars 2026')).toBeTruthy();

    const counter = await screen.findByRole('region', { name: 'Au comptoir' });
    expect(within(counter).getByRole('tab', { name: 'Par établissement' })).toBeTruthy();
    const row = await within(counter).findByTestId('breakdown-row');
    expect(row.textContent).toContain('Sans établissement');
    expect(row.textContent).toContain('1\u202f500');
    expect(row.textContent).toContain('avant : 0');

    const members = screen.getByRole('region', { name: 'Membres et avant l’adhésion' });
    expect(members.textContent).toContain('1 client · 3 visites · 2 achats avec montant');
    const experiments = screen.getByRole('region', { name: 'Expériences' });
    const experiment = await within(experiments).findByTestId('experiment-row');
    expect(experiment.textContent).toContain('Reconquête · 90 derniers jours · décompte en cours');
    expect(experiment.textContent).toContain(
      'Revenus : 25,0\u00a0% des 1\u202f200 contactés, 22,5\u00a0% des 200 du groupe témoin.',
    );
    expect(within(experiments).getByRole('button', { name: 'Automatisations' })).toBeTruthy();
  });

  it('says why the figures could not load in French', async () => {
    mockAnalytics(() => ({
      status: 400,
      body: { error: { code: 'VALIDATION', message: ANALYTICS_MESSAGES.tooLong } },
    }));
    await openAnalytics('/analytics?period=custom&from=2026-01-01&to=2026-03-01');

    expect(await screen.findByText('Impossible de charger les statistiques')).toBeTruthy();
    expect(screen.getByText('Une période personnalisée ne peut pas dépasser 731 jours')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Période personnalisée' })).toBeTruthy();
  });
});
