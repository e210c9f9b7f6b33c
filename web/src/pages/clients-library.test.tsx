import type { TAgencyClient, TAgencyClients, TLibrary, TLibraryDifferences } from '@regulars/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { frenchOwner, inFrench } from '../test/in-french.tsx';
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
      sourceName: 'Bean There',
      version: 2,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-20T15:00:00.000Z',
    },
    {
      id: 'kit-1',
      kind: 'kit',
      name: 'Café starter kit',
      description: '',
      programType: null,
      contents: { programs: 2, smsTemplates: 1, emailTemplates: 0, automations: 0, statusTiers: 0, multipliers: 0 },
      sourceName: 'Harbor Café',
      version: 1,
      createdAt: '2026-11-01T11:00:00.000Z',
      updatedAt: '2026-11-01T11:00:00.000Z',
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
            { kind: 'automation', name: 'birthday', outcome: 'skipped_set' },
            { kind: 'multiplier', name: 'Station lattes', outcome: 'skipped_missing' },
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
        { clientId: 'c-4', clientName: 'Elm Tea', outcome: 'updated', version: 2 },
        { clientId: 'c-5', clientName: 'Fig Juice', outcome: 'type_differs' },
      ],
    },
  ],
};

const stamps = (stampsRequired: number) => ({
  stampsRequired,
  rewardDescription: 'A free coffee',
  cooldownMinutes: 0,
  dailyLimit: 0,
});
const money = { currency: 'USD', locale: 'en-US' };
const libraryCard = { type: 'stamp_card' as const, description: 'Ten coffees', config: stamps(10) };

/** Coffee Card against each client's program of that name. */
const differences: TLibraryDifferences = {
  item: library.items[0] as TLibraryDifferences['item'],
  library: libraryCard,
  clients: [
    { clientId: 'c-1', clientName: 'Bean There', state: 'same', differences: [], client: libraryCard, money },
    {
      clientId: 'c-2',
      clientName: 'Crumb Bakery',
      state: 'differs',
      differences: ['rules'],
      client: { ...libraryCard, config: stamps(8) },
      money,
    },
    {
      clientId: 'c-3',
      clientName: 'Dune Deli',
      state: 'differs',
      differences: ['description', 'settings'],
      client: { ...libraryCard, description: '', config: { ...stamps(10), cooldownMinutes: 30 } },
      money,
    },
    {
      clientId: 'c-4',
      clientName: 'Elm Tea',
      state: 'type_differs',
      differences: ['type'],
      client: { type: 'points', description: 'Points', config: {} },
      money,
    },
    { clientId: 'c-5', clientName: 'Fig Juice', state: 'missing', differences: [], client: null, money },
  ],
};

describe('/clients → Library', () => {
  it('lists what is saved, says what each addition did client by client, and adds to the clients chosen', async () => {
    const fetchMock = mockApi({
      'GET /api/me': signedIn(makeMe({ runsClients: true })),
      'GET /api/agency/clients': () => ({ status: 200, body: clients }),
      'GET /api/agency/library': () => ({ status: 200, body: library }),
      'GET /api/agency/library/item-1/differences': () => ({ status: 200, body: differences }),
      'POST /api/agency/library/item-1/apply': () => ({
        status: 202,
        body: { apply: { ...library.applies[1], id: 'apply-2', status: 'running', finishedAt: null } },
      }),
    });
    renderAt('/clients', <ClientsPage />);
    const card = await screen.findByTestId('agency-library');
    const items = await within(card).findAllByTestId('library-item');
    expect(items[0]?.textContent).toMatch(/Stamp Card · Version 2 · from Bean There · Nov 2\d, 2026/);
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
      'Bean There: 1 added · 1 has one of that name · 1 already set up: left as it is · 1 needs a template or location it lacks · 1 refused by its plan',
      'Crumb Bakery: waiting',
    ]);
    // Piece by piece, what each client got.
    const pieces = within(additions[0] as HTMLElement).getByTestId('library-pieces');
    expect(within(pieces).getByText('Piece by piece')).toBeTruthy();
    expect(
      within(pieces)
        .getAllByTestId('library-piece')
        .map((li) => li.textContent),
    ).toEqual([
      'Program Coffee Club: added',
      'Program Pastry Points: refused by its plan',
      'SMS template Welcome text: has one of that name: left as it is',
      'Birthday automation: already set up: left as it is',
      'Earn multiplier Station lattes: needs a template or location it does not have',
    ]);
    expect(within(additions[1] as HTMLElement).queryByTestId('library-pieces')).toBeNull();
    expect(resultsOf(additions[1])).toEqual([
      'Bean There: has a program with this name',
      'Crumb Bakery: its plan allows no more active programs',
      'Dune Deli: added',
      'Elm Tea: updated to version 2',
      'Fig Juice: differs in type: left as it is',
    ]);

    fireEvent.click(within(card).getByRole('button', { name: 'Add Coffee Card to clients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Coffee Card to clients' });
    // Nothing chosen: said, and nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Choose at least one client business')).toBeTruthy();

    // Each client's program against the library's, the difference first.
    const rows = await within(dialog).findAllByTestId('library-client');
    const rowOf = (name: string) => rows.find((r) => r.textContent?.includes(name)) as HTMLElement;
    expect(rows).toHaveLength(5);
    expect(within(rowOf('Bean There')).getByText('Same as the library')).toBeTruthy();
    expect(within(rowOf('Fig Juice')).getByText('Will be added')).toBeTruthy();
    const crumb = rowOf('Crumb Bakery');
    expect(within(crumb).getByText('Differs')).toBeTruthy();
    expect(
      within(crumb)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Library: Collect 10 stamps for a free coffee', 'This client: Collect 8 stamps for a free coffee']);
    expect(
      within(rowOf('Dune Deli'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Library: Ten coffees', 'This client: no description', 'Other settings differ']);
    // Another type is never updated: no box to tick.
    const elm = rowOf('Elm Tea');
    expect(within(elm).getByText('Differs in type')).toBeTruthy();
    expect(within(elm).getByText('A program of another type: it stays as it is.')).toBeTruthy();
    expect(within(elm).queryByRole('checkbox', { name: 'Update to the library’s version' })).toBeNull();
    // Updating is off until ticked; ticking it chooses the client too.
    const update = within(crumb).getByRole('checkbox', { name: 'Update to the library’s version' });
    expect((update as HTMLInputElement).checked).toBe(false);
    fireEvent.click(update);
    expect((within(crumb).getByRole('checkbox', { name: /Crumb Bakery/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(rowOf('Dune Deli')).getByRole('checkbox', { name: /Dune Deli/ }));
    fireEvent.click(within(rowOf('Fig Juice')).getByRole('checkbox', { name: /Fig Juice/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to 3 clients' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ clientIds: ['c-2', 'c-3', 'c-5'], update: ['c-2'] });
  });

  it('shows what adding a starter kit would do in each client, piece by piece, with no update to tick', async () => {
    const kitPreview: TLibraryDifferences = {
      item: library.items[1] as TLibraryDifferences['item'],
      library: null,
      clients: [
        {
          clientId: 'c-1',
          clientName: 'Bean There',
          state: 'missing',
          differences: [],
          client: null,
          money,
          pieces: [
            { kind: 'program', name: 'Coffee Card', state: 'same' },
            { kind: 'sms_template', name: 'Come back', state: 'differs' },
            { kind: 'automation', name: 'birthday', state: 'missing' },
          ],
        },
        {
          clientId: 'c-3',
          clientName: 'Dune Deli',
          state: 'missing',
          differences: [],
          client: null,
          money,
          pieces: [
            { kind: 'program', name: 'Coffee Card', state: 'missing' },
            { kind: 'sms_template', name: 'Come back', state: 'missing' },
            { kind: 'automation', name: 'birthday', state: 'missing' },
          ],
        },
      ],
    };
    const fetchMock = mockApi({
      'GET /api/me': signedIn(makeMe({ runsClients: true })),
      'GET /api/agency/clients': () => ({ status: 200, body: clients }),
      'GET /api/agency/library': () => ({ status: 200, body: library }),
      'GET /api/agency/library/kit-1/differences': () => ({ status: 200, body: kitPreview }),
      'POST /api/agency/library/kit-1/apply': () => ({
        status: 202,
        body: { apply: { ...library.applies[0], id: 'apply-3' } },
      }),
    });
    renderAt('/clients', <ClientsPage />);
    const card = await screen.findByTestId('agency-library');
    fireEvent.click(await within(card).findByRole('button', { name: 'Add Café starter kit to clients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Café starter kit to clients' });
    const rows = await within(dialog).findAllByTestId('library-client');
    const bean = rows.find((r) => r.textContent?.includes('Bean There')) as HTMLElement;
    expect(within(bean).getByText('1 will be added · 1 differs: left as it is · 1 same as the library')).toBeTruthy();
    expect(
      within(bean)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Program Coffee Card: same as the library',
      'SMS template Come back: differs: left as it is',
      'Birthday automation: will be added',
    ]);
    // A kit's pieces are never updated: nothing to tick but the client.
    expect(within(dialog).queryByRole('checkbox', { name: 'Update to the library’s version' })).toBeNull();
    fireEvent.click(within(bean).getByRole('checkbox', { name: /Bean There/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Dune Deli/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to 2 clients' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ clientIds: ['c-1', 'c-3'] });
  });

  it('says each client’s difference in French, the rules in the customers’ words', async () => {
    mockApi({
      'GET /api/me': signedIn(frenchOwner({ runsClients: true })),
      'GET /api/agency/clients': () => ({ status: 200, body: clients }),
      'GET /api/agency/library': () => ({ status: 200, body: library }),
      'GET /api/agency/library/item-1/differences': () => ({ status: 200, body: differences }),
    });
    // The catalogues load lazily: let them arrive inside act.
    await act(async () => renderAt('/clients', inFrench(<ClientsPage />)));
    const card = await screen.findByTestId('agency-library');
    const items = await within(card).findAllByTestId('library-item');
    expect(items[0]?.textContent).toMatch(/Version 2 · depuis Bean There · 2\d nov\. 2026/);
    fireEvent.click(within(card).getByRole('button', { name: 'Ajouter Coffee Card aux clients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter Coffee Card aux clients' });
    const rows = await within(dialog).findAllByTestId('library-client');
    const crumb = rows.find((r) => r.textContent?.includes('Crumb Bakery')) as HTMLElement;
    expect(within(crumb).getByText('Différent')).toBeTruthy();
    expect(
      within(crumb)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Bibliothèque : Collectez 10 tampons pour a free coffee',
      'Ce client : Collectez 8 tampons pour a free coffee',
    ]);
    expect(
      within(crumb).getByRole('checkbox', { name: 'Mettre à jour vers la version de la bibliothèque' }),
    ).toBeTruthy();
  });
});
