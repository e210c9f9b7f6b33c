import type { TAgencyClient, TAgencyClients } from '@regulars/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMe, mockApi, renderAt, signedIn } from '../test/render.tsx';
import { ClientsPage } from './clients.tsx';

/** Staff per client (issue 53): the admin chooses each client's account managers; a manager sees theirs only. */
const client = (overrides: Partial<TAgencyClient> & Pick<TAgencyClient, 'id' | 'companyName'>): TAgencyClient => ({
  createdAt: '2026-01-05T12:00:00.000Z',
  customers: 0,
  maxCustomers: 500,
  visitsThisMonth: 0,
  messagesThisMonth: 0,
  smsThisMonth: 0,
  maxSmsMonthly: 500,
  credits: 0,
  teamMembers: 1,
  invitationsPending: 0,
  alerts: [],
  managers: [],
  ...overrides,
});

const list = (overrides: Partial<TAgencyClients>): TAgencyClients => ({
  agency: { id: 'user-1', companyName: 'Northwind Agency', credits: 0 },
  clients: [],
  total: 0,
  used: 2,
  maxClients: 50,
  page: 1,
  pageSize: 25,
  canManage: true,
  openClientId: null,
  teamManagers: [],
  assignedOnly: false,
  ...overrides,
});

const me = makeMe({ runsClients: true });

describe('/clients → account managers', () => {
  it('shows who manages each client and saves the admin’s choice', async () => {
    const sam = { userId: 'u-sam', name: 'Sam Ortiz', email: 'sam@example.test' };
    const kim = { userId: 'u-kim', name: 'Kim Park', email: 'kim@example.test' };
    const fetchMock = mockApi({
      'GET /api/me': signedIn(me),
      'GET /api/agency/clients': () => ({
        status: 200,
        body: list({
          clients: [
            client({ id: 'c-1', companyName: 'Bean There', managers: [{ userId: kim.userId, name: kim.name }] }),
            client({ id: 'c-2', companyName: 'Harbor Café' }),
          ],
          total: 2,
          teamManagers: [kim, sam],
        }),
      }),
      'PUT /api/agency/clients/c-2/managers': () => ({
        status: 200,
        body: { managers: [{ userId: sam.userId, name: sam.name }] },
      }),
    });
    renderAt('/clients', <ClientsPage />);
    const lines = await screen.findAllByRole('button', { name: 'Change the account managers of Harbor Café' });
    expect(lines[0].textContent).toBe('No account manager');
    expect(screen.getAllByRole('button', { name: 'Change the account managers of Bean There' })[0].textContent).toBe(
      'Managed by Kim Park',
    );

    fireEvent.click(lines[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Account managers of Harbor Café' });
    const samBox = within(dialog).getByRole('checkbox', { name: /Sam Ortiz/ }) as HTMLInputElement;
    expect(samBox.checked).toBe(false);
    fireEvent.click(samBox);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ userIds: ['u-sam'] });
  });

  it('tells an account manager with no client assigned who chooses, and offers nothing to change', async () => {
    mockApi({
      'GET /api/me': signedIn(me),
      'GET /api/agency/clients': () => ({ status: 200, body: list({ canManage: false, used: 0, assignedOnly: true }) }),
    });
    renderAt('/clients', <ClientsPage />);
    expect(await screen.findByText('No clients assigned to you yet')).toBeTruthy();
    expect(
      screen.getByText(
        'Your agency’s admin chooses who manages each client. Ask them to assign you the businesses you work on.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('client-usage').textContent).toBe('0 client businesses assigned to you');
    expect(screen.queryByRole('button', { name: 'Add Client' })).toBeNull();
  });
});
