import type { TCustomerDetail, TCustomerStanding } from '@regulars/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt, signedIn } from '../test/render.tsx';
import { CustomerDetailPage } from './customer-detail.tsx';

const ID = '00000000-0000-4000-8000-0000000000c1';

const customer: TCustomerDetail = {
  id: ID,
  uniqueCustomerId: 'CUS000007',
  firstName: 'Dana',
  lastName: 'Scully',
  email: 'dana@example.test',
  phone: '+14155550199',
  birthday: null,
  totalPoints: 12,
  lifetimePointsEarned: 12,
  totalVisits: 1,
  optedInSms: true,
  optedInEmail: true,
  portalEnabled: true,
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

const emptyLedger = { entries: [], page: 1, pageSize: 25, total: 0 };

function detailApi(overrides: Parameters<typeof mockApi>[0] = {}, current = () => customer) {
  return mockApi({
    'GET /api/me': signedIn(),
    [`GET /api/customers/${ID}`]: () => ({ status: 200, body: { customer: current() } }),
    [`GET /api/customers/${ID}/standing`]: () => ({ status: 200, body: standing }),
    [`GET /api/customers/${ID}/rewards`]: () => ({ status: 200, body: { rewards: [] } }),
    [`GET /api/customers/${ID}/ledger`]: () => ({ status: 200, body: emptyLedger }),
    ...overrides,
  });
}

describe('/customers/:id', () => {
  it('shows the customer with empty programs, rewards and activity', async () => {
    detailApi();
    renderAt(`/customers/${ID}`, <CustomerDetailPage />, '/customers/:id');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Dana Scully');
    expect(screen.getByTestId('customer-detail-id').textContent).toBe('CUS000007');
    expect(await screen.findByText('No active programs')).toBeTruthy();
    expect(await screen.findByText('No rewards yet')).toBeTruthy();
    expect(await screen.findByText('No activity yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set PIN' })).toBeTruthy();
  });

  it('says "Customer not found" for an unknown, deleted or foreign id', async () => {
    mockApi({ 'GET /api/me': signedIn() });
    renderAt(`/customers/${ID}`, <CustomerDetailPage />, '/customers/:id');
    expect(await screen.findByText('Customer not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Customers' }).getAttribute('href')).toBe('/customers');
  });

  it('saves only the changed fields, and shows a refusal about the phone beside it', async () => {
    const sent: unknown[] = [];
    const saved = { ...customer, phone: '+14155550100', firstName: 'Fox' };
    detailApi(
      {
        [`PATCH /api/customers/${ID}`]: (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return sent.length === 1
            ? {
                status: 409,
                body: {
                  error: {
                    code: 'CONFLICT',
                    message: 'A customer with this phone number already exists',
                    details: { field: 'phone', customerId: 'other' },
                  },
                },
              }
            : { status: 200, body: { customer: saved } };
        },
      },
      () => (sent.length === 2 ? saved : customer),
    );
    renderAt(`/customers/${ID}`, <CustomerDetailPage />, '/customers/:id');
    const phone = (await screen.findByLabelText('Phone')) as HTMLInputElement;
    expect(phone.value).toBe('(415) 555-0199');
    fireEvent.change(phone, { target: { value: '(415) 555-0100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A customer with this phone number already exists')).toBeTruthy();
    expect(sent[0]).toEqual({ phone: '(415) 555-0100' });

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Fox' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ firstName: 'Fox', phone: '(415) 555-0100' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fox Scully'));
  });

  it('checks a new PIN before sending it', async () => {
    const sent: unknown[] = [];
    detailApi({
      [`PUT /api/customers/${ID}/pin`]: (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 204 };
      },
    });
    renderAt(`/customers/${ID}`, <CustomerDetailPage />, '/customers/:id');
    fireEvent.click(await screen.findByRole('button', { name: 'Set PIN' }));
    const pin = await screen.findByLabelText('New PIN');
    fireEvent.change(pin, { target: { value: '12' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Set PIN' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Choose a PIN of 4 to 6 digits')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(pin, { target: { value: '4821' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Set PIN' }).at(-1) as HTMLElement);
    await waitFor(() => expect(sent).toEqual([{ pin: '4821' }]));
  });
});
