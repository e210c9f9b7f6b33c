import type { TLocationList, TTillConnection, TTillState } from '@regulars/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt, signedIn } from '../../test/render.tsx';
import { TillCard } from './till-card.tsx';

const square = (over: Partial<TTillConnection> = {}): TTillConnection => ({
  provider: 'square',
  accountName: 'Blue Door Coffee',
  connectedAt: '2026-03-02T10:00:00.000Z',
  amountBasis: 'subtotal',
  lastSaleAt: null,
  lastError: null,
  locations: [
    { externalId: 'sq-main', name: 'Main St Register', locationId: 'loc-1' },
    { externalId: 'sq-cart', name: 'Market Cart', locationId: null },
  ],
  salesEarned30d: 42,
  salesWaiting: 0,
  backfill: { at: '2026-03-02T10:00:00.000Z', salesEarned: 4 },
  ...over,
});

const tillState = (over: Partial<TTillState> = {}): TTillState => ({
  available: true,
  squareConfigured: true,
  canEdit: true,
  square: null,
  ...over,
});

const places: TLocationList = {
  locations: [
    {
      id: 'loc-1',
      name: 'Main Street',
      address: null,
      timeZone: null,
      qrCodeCount: 0,
      createdAt: '2026-01-05T10:00:00.000Z',
      updatedAt: '2026-01-05T10:00:00.000Z',
    },
  ],
  limit: { max: 3, used: 1, planName: 'Pro' },
  businessTimeZone: null,
  canEdit: true,
};

function renderCard(state: TTillState, path = '/settings') {
  const api = mockApi({
    'GET /api/me': signedIn(),
    'GET /api/integrations/tills': () => ({ status: 200, body: state }),
    'GET /api/locations': () => ({ status: 200, body: places }),
    'DELETE /api/integrations/square': () => ({ status: 204 }),
    'PATCH /api/integrations/square': (init) => ({
      status: 200,
      body: { ...state, square: { ...state.square, ...JSON.parse(String(init?.body)) } },
    }),
  });
  renderAt(path, <TillCard />);
  return api;
}

describe('the Square card', () => {
  it('offers "Connect Square" when the plan has it and the server is set up', async () => {
    renderCard(tillState());
    const button = await screen.findByRole('button', { name: 'Connect Square' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('Square').tagName).toBe('H2');
    expect(screen.queryByText('Connected')).toBeNull();
  });

  it('shows a team member the button, disabled, and why', async () => {
    renderCard(tillState({ canEdit: false }));
    const button = await screen.findByRole('button', { name: 'Connect Square' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('till-read-only').textContent).toBe('Only your team admin can connect Square.');
  });

  it('says so, with no button, when the server has no Square application', async () => {
    renderCard(tillState({ squareConfigured: false }));
    expect((await screen.findByTestId('till-not-configured')).textContent).toBe(
      'Square is not set up on this Regulars server yet. Whoever runs it adds the Square application (docs/INTEGRATIONS.md).',
    );
    expect(screen.queryByRole('button', { name: 'Connect Square' })).toBeNull();
  });

  it('asks for an upgrade on a plan without till connections', async () => {
    renderCard(tillState({ available: false }));
    expect((await screen.findByTestId('till-upgrade')).textContent).toContain(
      'Connecting your till is part of the Pro and Agency plans. Upgrade to connect Square.',
    );
    expect(screen.getByText('Pro and Agency')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByRole('button', { name: 'Connect Square' })).toBeNull();
  });

  it('says the 30 days before connecting are on the way until the backfill has run', async () => {
    renderCard(tillState({ square: square({ backfill: { at: null, salesEarned: 0 } }) }));
    expect((await screen.findByTestId('till-backfill')).textContent).toBe(
      'Bringing in your sales of the 30 days before connecting…',
    );
  });

  it('shows the connection: whose it is, what it sent, what is waiting and what went wrong', async () => {
    renderCard(
      tillState({
        square: square({
          salesWaiting: 3,
          lastError: {
            message: 'Square no longer accepts our access: click “Connect Square” again to reconnect.',
            at: '2026-03-05T09:30:00.000Z',
          },
        }),
      }),
    );
    expect(await screen.findByText('Connected as Blue Door Coffee')).toBeTruthy();
    expect(screen.getByText('Connected')).toBeTruthy();
    expect(screen.getByText('Since March 2, 2026')).toBeTruthy();
    expect(screen.getByTestId('till-last-sale').textContent).toBe('No sales received yet');
    expect(screen.getByTestId('till-earned').textContent).toBe('42 sales');
    expect(screen.getByText("3 sales from customers Regulars doesn't know yet")).toBeTruthy();
    expect(screen.getByTestId('till-waiting').textContent).toContain('Kept for 7 days');
    expect(screen.getByTestId('till-backfill').textContent).toBe(
      'The 30 days before connecting: 4 sales of customers Regulars knows earned.',
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'Square no longer accepts our access: click “Connect Square” again to reconnect.',
    );
    expect(alert.textContent).toContain('Mar 5, 2026');
    // Each Square location names the Regulars location its sales count at, once the business's locations are here.
    const main = screen.getByRole('combobox', { name: 'Regulars location for Main St Register' }) as HTMLSelectElement;
    await waitFor(() => expect(main.value).toBe('loc-1'));
    expect(within(main).getByRole('option', { name: 'Main Street' })).toBeTruthy();
    const cart = screen.getByRole('combobox', { name: 'Regulars location for Market Cart' }) as HTMLSelectElement;
    expect(cart.value).toBe('');
    expect(screen.getByRole('button', { name: 'Disconnect Square' })).toBeTruthy();
  });

  it('leaves out the waiting line when no sale is waiting', async () => {
    renderCard(tillState({ square: square() }));
    await screen.findByText('Connected as Blue Door Coffee');
    expect(screen.queryByTestId('till-waiting')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves what a sale earns on and where each Square location counts', async () => {
    const api = renderCard(tillState({ square: square() }));
    const cart = (await screen.findByRole('combobox', {
      name: 'Regulars location for Market Cart',
    })) as HTMLSelectElement;
    await waitFor(() => expect(cart.disabled).toBe(false));
    const save = screen.getByRole('button', { name: 'Save till settings' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Everything the customer paid' }));
    fireEvent.change(cart, { target: { value: 'loc-1' } });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(api.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = api.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      amountBasis: 'total',
      locations: [
        { externalId: 'sq-main', locationId: 'loc-1' },
        { externalId: 'sq-cart', locationId: 'loc-1' },
      ],
    });
  });

  it('lets a team member read the connection, but change nothing', async () => {
    renderCard(tillState({ canEdit: false, square: square() }));
    const radio = await screen.findByRole('radio', { name: 'The subtotal, before tax and tips (recommended)' });
    expect((radio as HTMLInputElement).checked).toBe(true);
    // Disabled by their fieldset, as browsers do (jsdom's :disabled does not follow a fieldset).
    expect(radio.closest('fieldset[disabled]')).not.toBeNull();
    const cart = screen.getByRole('combobox', { name: 'Regulars location for Market Cart' });
    expect(cart.closest('fieldset[disabled]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Save till settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disconnect Square' })).toBeNull();
  });

  it('says why Square was not connected, once, and takes the outcome out of the address', async () => {
    renderCard(tillState(), '/settings?square=taken');
    expect((await screen.findByTestId('till-outcome')).textContent).toContain(
      'This Square account is already connected to another business in Regulars.',
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/settings'));
    expect(screen.getByTestId('till-outcome')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('till-outcome')).toBeNull();
  });

  it('takes a successful outcome out of the address too, with no alert in the card', async () => {
    renderCard(tillState({ square: square() }), '/settings?square=connected');
    await screen.findByText('Connected as Blue Door Coffee');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/settings'));
    expect(screen.queryByTestId('till-outcome')).toBeNull();
  });

  it('disconnects only once the owner confirms', async () => {
    const api = renderCard(tillState({ square: square() }));
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect Square' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Square?' });
    expect(api.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect Square' }));
    await waitFor(() => expect(api.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  });
});
