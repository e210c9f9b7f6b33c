import { type TActionResult, TILL_MESSAGES, type TTillSaleToClaim } from '@regulars/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../components/ui/toaster.tsx';
import { mockApi, renderAt, signedIn } from '../../test/render.tsx';
import { ActionResultBanner } from './action-result-banner.tsx';
import { CounterOutcomeContext, useCounterOutcomeState } from './counter-outcome-context.ts';
import { TillSalesToClaimCard } from './till-sales-to-claim-card.tsx';

const CUSTOMER_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

function sale(overrides: Partial<TTillSaleToClaim> & Pick<TTillSaleToClaim, 'id'>): TTillSaleToClaim {
  const occurredAt = new Date().toISOString();
  return {
    provider: 'square',
    amount: 9,
    currency: 'USD',
    receiptNumber: null,
    occurredAt,
    locationName: null,
    claimableUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    ...overrides,
  };
}

const claimed: TActionResult = {
  actionId: '00000000-0000-4000-8000-000000000001',
  kind: 'purchase',
  changes: ['+9 points'],
  warnings: [],
  replayed: false,
  standing: {
    customer: {
      id: CUSTOMER_ID,
      uniqueCustomerId: 'CUS000007',
      firstName: 'Maya',
      lastName: 'Lin',
      phone: null,
      email: null,
      totalPoints: 9,
      lifetimePointsEarned: 9,
      totalVisits: 0,
    },
    programs: [],
    rewards: [],
    lastAction: null,
    multipliers: null,
    categoryBonuses: [],
    status: null,
  },
};

/** The card as the counter shows it: with the counter's result banner and the app's toasts. */
function Counter({ firstName }: { firstName: string | null }) {
  const outcomes = useCounterOutcomeState();
  return (
    <CounterOutcomeContext value={outcomes}>
      <ActionResultBanner lastAction={null} />
      <TillSalesToClaimCard customerId={CUSTOMER_ID} firstName={firstName} />
      <Toaster />
    </CounterOutcomeContext>
  );
}

const renderCard = (firstName: string | null = 'Maya') => renderAt('/checkin', <Counter firstName={firstName} />);
const listed = (sales: TTillSaleToClaim[]) => () => ({ status: 200, body: { sales } });

describe('TillSalesToClaimCard', () => {
  it('lists each waiting sale with its amount in its own currency, where it was rung up and its receipt', async () => {
    mockApi({
      'GET /api/me': signedIn(),
      'GET /api/till-sales': listed([
        sale({ id: 'sale-1', amount: 9, receiptNumber: 'AB12', locationName: 'Main Street' }),
        sale({ id: 'sale-2', amount: 12.5, currency: 'EUR' }),
      ]),
    });
    renderCard();

    expect(await screen.findByRole('heading', { name: 'Till sales to claim' })).toBeTruthy();
    expect(
      screen.getByText(
        "Sales at your Square till from someone Square didn't know. Add the one this customer just paid for.",
      ),
    ).toBeTruthy();
    const rows = screen.getAllByTestId('till-sale');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('$9.00')).toBeTruthy();
    expect(within(rows[0]!).getByText('Receipt AB12')).toBeTruthy();
    expect(within(rows[0]!).getByText('Main Street')).toBeTruthy();
    expect(within(rows[0]!).getByText(/^Today, \d{1,2}:\d{2} [AP]M$/)).toBeTruthy();
    expect(within(rows[1]!).getByText('€12.50')).toBeTruthy();
    expect(within(rows[1]!).queryByText(/^Receipt/)).toBeNull();
  });

  it('shows nothing while no sale is waiting', async () => {
    const api = mockApi({ 'GET /api/me': signedIn(), 'GET /api/till-sales': listed([]) });
    const { queryClient } = renderCard();

    await waitFor(() => expect(api.mock.calls.some(([url]) => String(url) === '/api/till-sales')).toBe(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByText('Till sales to claim')).toBeNull();
    expect(screen.queryByTestId('till-sales-to-claim')).toBeNull();
  });

  it("names the customer and the sale's amount on its button", async () => {
    mockApi({ 'GET /api/me': signedIn(), 'GET /api/till-sales': listed([sale({ id: 'sale-1', amount: 9 })]) });
    renderCard();

    const button = await screen.findByRole('button', { name: 'Add to Maya: the $9.00 sale' });
    expect(button.textContent).toBe('Add to Maya');
  });

  it('says "this customer" when the customer has no first name', async () => {
    mockApi({ 'GET /api/me': signedIn(), 'GET /api/till-sales': listed([sale({ id: 'sale-1', amount: 9 })]) });
    renderCard(null);

    expect(await screen.findByRole('button', { name: 'Add to this customer: the $9.00 sale' })).toBeTruthy();
  });

  it('claims the sale for the open customer in one tap, reports what it earned and takes it off the list', async () => {
    const sent: { url: string; body: unknown }[] = [];
    let claimedOnce = false;
    mockApi({
      'GET /api/me': signedIn(),
      'GET /api/till-sales': () => listed(claimedOnce ? [] : [sale({ id: 'sale-1', amount: 9 })])(),
      'POST /api/till-sales/sale-1/claim': (init) => {
        sent.push({ url: '/api/till-sales/sale-1/claim', body: JSON.parse(String(init?.body)) });
        claimedOnce = true;
        return { status: 201, body: claimed };
      },
    });
    renderCard();

    const button = await screen.findByRole('button', { name: 'Add to Maya: the $9.00 sale' });
    fireEvent.click(button);
    await waitFor(() =>
      expect(sent).toEqual([{ url: '/api/till-sales/sale-1/claim', body: { customerId: CUSTOMER_ID } }]),
    );

    const result = await screen.findByTestId('action-result');
    expect(within(result).getByText('Purchase recorded')).toBeTruthy();
    expect(within(result).getByText('+9 points')).toBeTruthy();
    expect(await screen.findByText(TILL_MESSAGES.claimedToast)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('till-sales-to-claim')).toBeNull());
  });

  it('shows the button working, and every sale held, while the claim is on its way', async () => {
    const api = mockApi({
      'GET /api/me': signedIn(),
      'GET /api/till-sales': listed([sale({ id: 'sale-1', amount: 9 }), sale({ id: 'sale-2', amount: 4 })]),
      'POST /api/till-sales/sale-1/claim': () => ({ status: 201, body: claimed }),
    });
    const answer = api.getMockImplementation()!;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await held;
      return answer(input, init);
    });
    renderCard();

    const button = await screen.findByRole('button', { name: 'Add to Maya: the $9.00 sale' });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add to Maya: the $4.00 sale' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    release();
    expect(await screen.findByText('Purchase recorded')).toBeTruthy();
  });

  it("shows the API's refusal as a toast and asks for the list again", async () => {
    let reads = 0;
    mockApi({
      'GET /api/me': signedIn(),
      'GET /api/till-sales': () => {
        reads += 1;
        return { status: 200, body: { sales: reads === 1 ? [sale({ id: 'sale-1', amount: 9 })] : [] } };
      },
      'POST /api/till-sales/sale-1/claim': () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: TILL_MESSAGES.saleClaimed } },
      }),
    });
    renderCard();

    fireEvent.click(await screen.findByRole('button', { name: 'Add to Maya: the $9.00 sale' }));
    expect(await screen.findByText(TILL_MESSAGES.saleClaimed)).toBeTruthy();
    await waitFor(() => expect(reads).toBe(2));
    await waitFor(() => expect(screen.queryByTestId('till-sales-to-claim')).toBeNull());
    expect(screen.queryByText('Purchase recorded')).toBeNull();
  });

  it('shows five sales, and all of them on "Show all"', async () => {
    const sales = Array.from({ length: 7 }, (_, i) => sale({ id: `sale-${i}`, amount: i + 1 }));
    mockApi({ 'GET /api/me': signedIn(), 'GET /api/till-sales': listed(sales) });
    renderCard();

    await screen.findByRole('heading', { name: 'Till sales to claim' });
    expect(screen.getAllByTestId('till-sale')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 7' }));
    expect(screen.getAllByTestId('till-sale')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Add to Maya: the $7.00 sale' })).toBeTruthy();
  });
});
