import { AGENCY_MESSAGES, type TAgencyClient, type TAgencyClients } from '@regulars/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCountIn } from '../lib/format-number.ts';
import { frenchOwner, inFrench } from '../test/in-french.tsx';
import { mockApi, renderAt, signedIn } from '../test/render.tsx';
import { ClientsPage } from './clients.tsx';

/** A French agency manager in Paris. */
const me = frenchOwner({ runsClients: true });

const client = (overrides: Partial<TAgencyClient> & Pick<TAgencyClient, 'id' | 'companyName'>): TAgencyClient => ({
  createdAt: '2026-01-05T12:00:00.000Z',
  customers: 0,
  maxCustomers: 500,
  visitsThisMonth: 0,
  messagesThisMonth: 0,
  smsThisMonth: 0,
  maxSmsMonthly: 500,
  credits: 0,
  teamMembers: 0,
  invitationsPending: 0,
  alerts: [],
  managers: [],
  ...overrides,
});

const clients: TAgencyClients = {
  agency: { id: 'user-1', companyName: 'Agence Bleue', credits: 1000 },
  clients: [
    client({
      id: 'client-1',
      companyName: 'Le Petit Four',
      customers: 1234,
      maxCustomers: -1,
      visitsThisMonth: 2048,
      alerts: [{ kind: 'trial_ending', message: 'Trial ends in 5 days', count: 5 }],
    }),
    client({ id: 'client-2', companyName: 'Chez Marcel', teamMembers: 1, credits: 1, invitationsPending: 0 }),
  ],
  total: 2,
  used: 2,
  maxClients: 50,
  page: 1,
  pageSize: 25,
  canManage: true,
  openClientId: null,
  teamManagers: [],
  assignedOnly: false,
};

/** '1 234': French digit groups (a narrow no-break space). */
const fr = (n: number) => formatCountIn(n, 'fr-FR');

async function openClients() {
  mockApi({
    'GET /api/me': signedIn(me),
    'GET /api/agency/clients': () => ({ status: 200, body: clients }),
    'POST /api/agency/clients/client-1/credits': () => ({
      status: 409,
      body: {
        error: { code: 'CONFLICT', message: AGENCY_MESSAGES.creditsShort(1000, 1500), details: { balance: 1000 } },
      },
    }),
  });
  // The catalogues load lazily: let them arrive inside act.
  await act(async () => {
    renderAt('/clients', inFrench(<ClientsPage />));
  });
}

describe('/clients in French', () => {
  it('shows the clients, their figures counted in French and what needs a look', async () => {
    await openClients();

    expect(await screen.findByRole('heading', { name: 'Clients de l’agence' })).toBeTruthy();
    expect((await screen.findByTestId('client-usage')).textContent).toBe('2 sur 50 entreprises clientes');
    expect(screen.getByTestId('agency-credits').textContent).toBe(`Votre agence a ${fr(1000)} crédits à donner`);
    expect(screen.getByRole('textbox', { name: 'Rechercher une entreprise cliente par nom' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Visites ce mois-ci' })).toBeTruthy();

    const table = screen.getByRole('table');
    expect(table.textContent).toContain(`${fr(1234)} sur illimité`);
    expect(table.textContent).toContain(fr(2048));
    expect(within(table).getByText('L’essai se termine dans 5 jours')).toBeTruthy();
    expect(within(table).getByText('Propriétaire pas encore invité')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Passer Chez Marcel à son propre abonnement' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Inviter le propriétaire de Le Petit Four' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Ouvrir Chez Marcel' }).textContent).toBe('Ouvrir');
    expect(screen.getAllByRole('button', { name: 'Ajouter une entreprise' }).length).toBeGreaterThan(0);
    for (const english of ['Add client', 'Visits this month', 'Owner not invited yet', 'Trial ends in 5 days']) {
      expect(document.body.textContent).not.toContain(english);
    }
  });

  it('gives credits in French: the balances, the amount’s check and the server’s refusal', async () => {
    await openClients();

    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Donner des crédits à Le Petit Four' }));
    const dialog = await screen.findByRole('dialog', { name: 'Donner des crédits à Le Petit Four' });
    expect(within(dialog).getByTestId('give-credits-balances').textContent).toBe(
      `Votre agence a ${fr(1000)} crédits ; Le Petit Four a 0 crédit.`,
    );
    expect(dialog.textContent).toContain(`${fr(1000)} au maximum : ce que votre agence possède.`);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Donner des crédits' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      `Saisissez un nombre entier de crédits entre 1 et 100 000`,
    );

    fireEvent.change(within(dialog).getByLabelText('Crédits à donner'), { target: { value: '1500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Donner des crédits' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      `Votre agence a ${fr(1000)} crédits, pas assez pour en donner ${fr(1500)}. Les crédits d’une formule payante arrivent avec son premier paiement.`,
    );
  });
});
