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
      contents: null,
      sourceName: 'Harbor Café',
      createdAt: '2026-11-01T10:00:00.000Z',
    },
    {
      id: 'kit-1',
      kind: 'kit',
      name: 'Café starter kit',
      description: '',
      programType: null,
      contents: { programs: 2, smsTemplates: 1, emailTemplates: 0 },
      sourceName: 'Harbor Café',
      createdAt: '2026-11-01T11:00:00.000Z',
    },
  ],
  applies: [
    {
      id: 'apply-kit',
      itemId: 'kit-1',
      itemName: 'Café starter kit',
      status: 'running',
      createdAt: '2026-11-03T10:00:00.000Z',
      finishedAt: null,
      results: [
        {
          clientId: 'c-1',
          clientName: 'Bean There',
          outcome: 'created',
          pieces: [
            { kind: 'program', name: 'Coffee Club', outcome: 'created' },
            { kind: 'program', name: 'Pastry Points', outcome: 'refused_plan' },
            { kind: 'sms_template', name: 'Welcome text', outcome: 'skipped_name' },
          ],
        },
        { clientId: 'c-2', clientName: 'Crumb Bakery', outcome: 'pending' },
      ],
    },
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
        body: { apply: { ...library.applies[1], id: 'apply-2', status: 'running', finishedAt: null } },
      }),
    });
    renderAt('/clients', <ClientsPage />);
    const card = await screen.findByTestId('agency-library');
    const items = await within(card).findAllByTestId('library-item');
    expect(items[0]?.textContent).toContain('Stamp Card · saved from Harbor Café');
    expect(items[1]?.textContent).toContain(
      'Starter kit · 2 programs, 1 SMS template, 0 email templates · saved from Harbor Café',
    );
    const additions = within(card).getAllByTestId('library-apply') as HTMLElement[];
    expect(additions[0]?.textContent).toContain('Adding Café starter kit: 1 of 2 clients done');
    const resultsOf = (el: HTMLElement | undefined) =>
      within(el as HTMLElement)
        .getAllByTestId('library-result')
        .map((r) => r.textContent);
    expect(resultsOf(additions[0])).toEqual([
      'Bean There: 1 added · 1 has one of that name · 1 refused by its plan',
      'Crumb Bakery: waiting',
    ]);
    expect(resultsOf(additions[1])).toEqual([
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
