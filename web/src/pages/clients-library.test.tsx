import type { TAgencyClient, TAgencyClients, TLibrary } from '@regulars/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMe, mockApi, renderAt, signedIn } from '../test/render.tsx';
import { ClientsPage } from './clients.tsx';

/** Set up once (issue 53): the Clients page's library, what each addition did, and choosing the clients. */
const client = (id: string, companyName: string): TAgencyClient => ({
  id,
  companyName,
  createdAt: '2026-01-05T12:00:00.000Z',
  customers: 12,
  maxCustomers: -1,
  visitsThisMonth: 0,
  messagesThisMonth: 0,
  smsThisMonth: 0,
  maxSmsMonthly: 500,
  credits: 0,
  teamMembers: 1,
  invitationsPending: 0,
  alerts: [],
  managers: [],
});

const clients: TAgencyClients = {
  agency: { id: 'user-1', companyName: 'Northwind Agency', credits: 0 },
  clients: [client('c-1', 'Bean There'), client('c-2', 'Crumb Bakery'), client('c-3', 'Dune Deli')],
  total: 3,
  used: 3,
  maxClients: 50,
  page: 1,
  pageSize: 25,
  canManage: true,
  openClientId: null,
  teamManagers: [],
  assignedOnly: false,
};

const library: TLibrary = {
  items: [
    {
      id: 'item-1',
      kind: 'program',
      name: 'Coffee Card',
      description: '',
      programType: 'stamp_card',
      sourceName: 'Harbor Café',
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  ],
  applies: [
    {
      id: 'apply-1',
      itemId: 'item-1',
      itemName: 'Coffee Card',
      status: 'done',
      createdAt: '2026-11-02T10:00:00.000Z',
      finishedAt: '2026-11-02T10:00:05.000Z',
      results: [
        { clientId: 'c-1', clientName: 'Bean There', outcome: 'skipped_name' },
        { clientId: 'c-2', clientName: 'Crumb Bakery', outcome: 'refused_plan' },
        { clientId: 'c-3', clientName: 'Dune Deli', outcome: 'created' },
      ],
    },
  ],
};

describe('/clients → Library', () => {
  it('lists what is saved, says what each addition did client by client, and adds to the clients chosen', async () => {
    const fetchMock = mockApi({
      'GET /api/me': signedIn(makeMe({ runsClients: true })),
      'GET /api/agency/clients': () => ({ status: 200, body: clients }),
      'GET /api/agency/library': () => ({ status: 200, body: library }),
      'POST /api/agency/library/item-1/apply': () => ({
        status: 202,
        body: { apply: { ...library.applies[0], id: 'apply-2', status: 'running', finishedAt: null } },
      }),
    });
    renderAt('/clients', <ClientsPage />);
    const card = await screen.findByTestId('agency-library');
    expect((await within(card).findByTestId('library-item')).textContent).toContain(
      'Stamp Card · saved from Harbor Café',
    );
    expect(
      within(card)
        .getAllByTestId('library-result')
        .map((r) => r.textContent),
    ).toEqual([
      'Bean There: has a program with this name',
      'Crumb Bakery: its plan allows no more active programs',
      'Dune Deli: added',
    ]);

    fireEvent.click(within(card).getByRole('button', { name: 'Add Coffee Card to clients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Coffee Card to clients' });
    // Nothing chosen: said, and nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Choose at least one client business')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Bean There/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Dune Deli/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to 2 clients' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ clientIds: ['c-1', 'c-3'] });
  });
});
