import {
  CUSTOMER_MESSAGES,
  type TCustomerDetail,
  type TCustomerStanding,
  type TLedgerEntry,
} from '@regulars/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { frenchOwner, inFrench } from '../test/in-french.tsx';
import { mockApi, renderAt, signedIn } from '../test/render.tsx';
import { CustomerDetailPage } from './customer-detail.tsx';

const ID = '00000000-0000-4000-8000-0000000000c1';

const me = frenchOwner();

const customer: TCustomerDetail = {
  id: ID,
  uniqueCustomerId: 'CUS000007',
  firstName: 'Dana',
  lastName: 'Scully',
  email: 'dana@example.test',
  phone: null,
  birthday: null,
  totalPoints: 1250,
  lifetimePointsEarned: 1250,
  totalVisits: 3,
  optedInSms: true,
  optedInEmail: true,
  portalEnabled: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  memberSince: null,
  pinSet: false,
  lastLoginAt: null,
  deletionRequestedAt: null,
  deletionDueAt: null,
};

const standing: TCustomerStanding = {
  customer: { ...customer },
  programs: [],
  rewards: [],
  lastAction: null,
  multipliers: null,
  categoryBonuses: [],
  status: null,
};

const entry = (over: Partial<TLedgerEntry>): TLedgerEntry => ({
  id: 'e1',
  kind: 'earn',
  programName: 'Carte café',
  amount: null,
  currency: null,
  points: 0,
  stamps: 0,
  rewardName: null,
  staffName: 'Ann',
  locationName: null,
  note: null,
  multipliers: null,
  reversed: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...over,
});

const ledger = {
  entries: [
    entry({ id: 'e1', points: 12, amount: 12.5, currency: 'EUR', note: 'Café offert', multipliers: '×2 Happy hour' }),
    entry({ id: 'e2', kind: 'visit', programName: null }),
    entry({ id: 'e3', kind: 'redeem', points: -1500, rewardName: 'Croissant' }),
  ],
  page: 1,
  pageSize: 25,
  total: 3,
};

const rhythm = {
  visitDays: 5,
  today: '2026-11-27',
  rhythm: {
    usualGapDays: 7,
    spreadDays: 1,
    lastVisitOn: '2026-11-25',
    dueOn: '2026-12-02',
    daysLate: -5,
    status: 'due',
  },
};

function detailApi(pin: () => { status: number; body?: unknown } = () => ({ status: 204 })) {
  return mockApi({
    'GET /api/me': signedIn(me),
    [`GET /api/customers/${ID}`]: () => ({ status: 200, body: { customer } }),
    [`GET /api/customers/${ID}/standing`]: () => ({ status: 200, body: standing }),
    [`GET /api/customers/${ID}/rewards`]: () => ({ status: 200, body: { rewards: [] } }),
    [`GET /api/customers/${ID}/ledger`]: () => ({ status: 200, body: ledger }),
    [`GET /api/customers/${ID}/rhythm`]: () => ({ status: 200, body: rhythm }),
    [`PUT /api/customers/${ID}/pin`]: pin,
  });
}

async function openPage() {
  await act(async () => {
    renderAt(`/customers/${ID}`, inFrench(<CustomerDetailPage />), '/customers/:id');
  });
}

describe('/customers/:id in French', () => {
  it('says the page, its totals, rhythm and activity in French, dates, numbers and money the French way', async () => {
    detailApi();
    await openPage();

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Dana Scully');
    expect(screen.getByText('Client depuis le 5 janvier 2026')).toBeTruthy();
    expect(screen.getByText('Espace client désactivé')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clients' }).getAttribute('href')).toBe('/customers');
    expect(screen.getByRole('button', { name: 'Télécharger les données' })).toBeTruthy();
    expect(screen.getByText('Profil')).toBeTruthy();
    expect(screen.getByText('Sert aussi à la connexion du client à son espace client.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(screen.getByText('Accès à l’espace client')).toBeTruthy();
    expect(screen.getByText('Jamais connecté')).toBeTruthy();

    const totals = screen.getByLabelText('Totaux');
    expect(within(totals).getByText('Points cumulés')).toBeTruthy();
    expect(within(totals).getByTestId('stat-points').textContent).toMatch(/^Points1\s250$/);

    expect(await screen.findByText('Tous les 7 jours')).toBeTruthy();
    expect(screen.getByText('à 1 jour près')).toBeTruthy();
    expect(screen.getByText('Attendu dans 5 jours')).toBeTruthy();
    expect(screen.getByText('25 nov.')).toBeTruthy();

    expect(await screen.findByText('Aucun programme actif')).toBeTruthy();
    expect(await screen.findByText('Aucune récompense pour l’instant')).toBeTruthy();

    const rows = await screen.findAllByTestId('ledger-row');
    expect(screen.getByText('3 opérations')).toBeTruthy();
    expect(within(rows[0]!).getByText('5 janv. 2026')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('ledger-change').textContent).toBe('+12 points');
    expect(within(rows[0]!).getByTestId('ledger-multipliers').textContent).toBe('×2 Happy hour');
    expect(within(rows[0]!).getByTestId('ledger-note').textContent).toBe('« Café offert »');
    expect(rows[0]!.textContent).toMatch(/12,50\s€/);
    expect(within(rows[1]!).getByTestId('ledger-change').textContent).toBe('Visite');
    expect(within(rows[2]!).getByTestId('ledger-change').textContent).toMatch(
      /^−1\s500 points · Récompense utilisée : Croissant$/,
    );
    expect(screen.getAllByText('par Ann', { exact: false }).length).toBeGreaterThan(0);
  });

  it('checks a new PIN and says the server’s refusal in French', async () => {
    detailApi(() => ({
      status: 400,
      body: { error: { code: 'VALIDATION', message: CUSTOMER_MESSAGES.pinNeedsPhone, details: { field: 'pin' } } },
    }));
    await openPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Définir le code PIN' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Ce client n’a pas encore de numéro de téléphone. Ajoutez-en un d’abord dans le profil.',
      ),
    ).toBeTruthy();
    const pin = within(dialog).getByLabelText('Nouveau code PIN');
    fireEvent.change(pin, { target: { value: '12' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Définir le code PIN' }));
    });
    expect(await within(dialog).findByText('Choisissez un code PIN de 4 à 6 chiffres')).toBeTruthy();

    fireEvent.change(pin, { target: { value: '4821' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Définir le code PIN' }));
    });
    expect(
      await within(dialog).findByText(
        'Ajoutez d’abord un numéro de téléphone : les clients se connectent à leur espace client avec leur numéro et leur code PIN.',
      ),
    ).toBeTruthy();
  });
});
