import {
  LOYALTY_MESSAGES,
  type TCustomerListRow,
  type TCustomerStanding,
  type TProgramStanding,
} from '@regulars/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { frenchOwner, inFrench } from '../test/in-french.tsx';
import { mockApi, renderAt, signedIn } from '../test/render.tsx';
import { CheckinPage } from './checkin.tsx';

const CUSTOMER_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

const me = frenchOwner();

async function openCounter(path = '/checkin') {
  await act(async () => {
    renderAt(path, inFrench(<CheckinPage />), '/checkin');
  });
}

const row: TCustomerListRow = {
  id: CUSTOMER_ID,
  uniqueCustomerId: 'CUS000007',
  firstName: 'Dana',
  lastName: 'Scully',
  email: null,
  phone: null,
  birthday: null,
  totalPoints: 1250,
  lifetimePointsEarned: 1250,
  totalVisits: 3,
  optedInSms: true,
  optedInEmail: true,
  portalEnabled: true,
  createdAt: '2026-01-01T10:00:00.000Z',
  memberSince: null,
  stamps: [{ programId: 'p1', programName: 'Carte café', current: 7, required: 10 }],
};

const searchAnswer = (customers: TCustomerListRow[]) => ({
  status: 200,
  body: { customers, hasPointsProgram: true, total: customers.length, totalCapped: false, page: 1, limit: 10 },
});

const program = (over: Partial<TProgramStanding>): TProgramStanding => ({
  id: 'p1',
  name: 'Carte café',
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

const standing: TCustomerStanding = {
  customer: {
    id: CUSTOMER_ID,
    uniqueCustomerId: 'CUS000007',
    firstName: 'Dana',
    lastName: 'Scully',
    phone: null,
    email: null,
    totalPoints: 0,
    lifetimePointsEarned: 0,
    totalVisits: 3,
  },
  programs: [
    program({}),
    program({
      id: 'p2',
      name: 'Remise fidélité',
      type: 'discount',
      stampsRequired: 0,
      discount: { visits: 6, percent: 5, nextPercent: 10, visitsToNext: 4 },
    }),
  ],
  rewards: [
    {
      id: 'r1',
      programId: 'p1',
      programName: 'Carte café',
      name: 'Café offert',
      description: null,
      type: 'free_item',
      status: 'earned',
      code: 'RWD-7K2M',
      earnedAt: '2026-01-02T12:00:00.000Z',
      expiresAt: '2026-01-05T12:00:00.000Z',
      redeemedAt: null,
    },
  ],
  lastAction: null,
  multipliers: null,
  categoryBonuses: [],
  status: null,
};

describe('/checkin for a French user', () => {
  it('finds a customer in French, with the numbers written the French way', async () => {
    mockApi({
      'GET /api/me': signedIn(me),
      'GET /api/counter/customers': () => searchAnswer([row]),
    });
    await openCounter();
    expect(await screen.findByRole('heading', { name: 'Comptoir' })).toBeTruthy();
    expect(screen.getByText('Qui est au comptoir ?')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Trouver un client'), { target: { value: 'Dana' } });
    const matches = await screen.findByRole('list', { name: 'Clients correspondants' });
    expect(within(matches).getByTestId('result-points').textContent).toBe('1\u202f250points');
    expect(within(matches).getByTestId('result-stamps').textContent).toBe('7 sur 10tampons');
    expect(screen.getByRole('button', { name: 'Pas dans la liste ? Inscrire un nouveau client' })).toBeTruthy();
  });

  it('enrols someone nobody matches, with the form’s checks in French', async () => {
    mockApi({
      'GET /api/me': signedIn(me),
      'GET /api/counter/customers': () => searchAnswer([]),
    });
    await openCounter();
    fireEvent.change(await screen.findByLabelText('Trouver un client'), { target: { value: 'Zoé' } });
    expect(await screen.findByRole('heading', { name: 'Aucun client trouvé' })).toBeTruthy();
    expect(
      screen.getByText(
        'Rien ne correspond à « Zoé ». Vérifiez l’orthographe ou le numéro, ou inscrivez ce client maintenant.',
      ),
    ).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Inscrire un nouveau client' });
    expect((within(form).getByLabelText('Prénom') as HTMLInputElement).value).toBe('Zoé');
    fireEvent.click(within(form).getByRole('button', { name: 'Inscrire le client' }));
    expect(await within(form).findByText('Saisissez le numéro de téléphone du client')).toBeTruthy();
  });

  it('shows the customer’s standing in French, with a French date and amount check', async () => {
    const api = mockApi({
      'GET /api/me': signedIn(me),
      [`GET /api/customers/${CUSTOMER_ID}/standing`]: () => ({ status: 200, body: standing }),
    });
    await openCounter(`/checkin?customer=${CUSTOMER_ID}`);
    expect(await screen.findByTestId('customer-name')).toBeTruthy();
    await screen.findByText('Récompenses à utiliser');

    expect(screen.getByText('Tampons')).toBeTruthy();
    expect(screen.getByText('Visites')).toBeTruthy();
    const reward = screen.getByTestId('available-reward');
    expect(within(reward).getByText('Expire le 5 janv. 2026')).toBeTruthy();
    expect(within(reward).getByRole('button', { name: 'Utiliser Café offert' })).toBeTruthy();
    expect(screen.getByText('5 % de réduction')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer la visite' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Montant de l’achat'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer l’achat' }));
    await waitFor(() =>
      expect(screen.getByTestId('purchase-amount-error').textContent).toBe('Le montant doit être supérieur à 0\u00a0€'),
    );
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says the server’s refusal in French', async () => {
    mockApi({
      'GET /api/me': signedIn(me),
      [`GET /api/customers/${CUSTOMER_ID}/standing`]: () => ({ status: 200, body: standing }),
      [`POST /api/customers/${CUSTOMER_ID}/visits`]: () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: LOYALTY_MESSAGES.programPaused } },
      }),
    });
    await openCounter(`/checkin?customer=${CUSTOMER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer la visite' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('action-result')).getByText('Ce programme est en pause')).toBeTruthy(),
    );
  });
});
