import {
  SHOPIFY_MESSAGES,
  TILL_MESSAGES,
  type TLocationList,
  type TTillConnection,
  type TTillState,
} from '@regulars/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toaster.tsx';
import { mockApi, renderAt, signedIn } from '../../test/render.tsx';
import { TillCard } from './till-card.tsx';

const square = (over: Partial<TTillConnection> = {}): TTillConnection => ({
  provider: 'square',
  accountName: 'Blue Door Coffee',
  connectedAt: '2026-03-02T10:00:00.000Z',
  amountBasis: 'subtotal',
  createCustomers: false,
  portalClaims: false,
  lastSaleAt: null,
  lastError: null,
  locations: [
    { externalId: 'sq-main', name: 'Main St Register', locationId: 'loc-1' },
    { externalId: 'sq-cart', name: 'Market Cart', locationId: null },
  ],
  salesEarned30d: 42,
  salesWaiting: 0,
  backfill: { at: '2026-03-02T10:00:00.000Z', salesEarned: 4 },
  history: [{ at: '2026-03-02T10:00:00.000Z', what: 'Connected Square as Blue Door Coffee', by: 'Maya Owner' }],
  ...over,
});

const shopify = (over: Partial<TTillConnection> = {}): TTillConnection => ({
  provider: 'shopify',
  accountName: 'Blue Door Goods',
  connectedAt: '2026-03-04T10:00:00.000Z',
  amountBasis: 'subtotal',
  createCustomers: false,
  portalClaims: false,
  lastSaleAt: null,
  lastError: null,
  locations: [{ externalId: 'gid://shopify/Location/7', name: 'Harbour Warehouse', locationId: null }],
  salesEarned30d: 5,
  salesWaiting: 0,
  backfill: { at: '2026-03-04T10:00:00.000Z', salesEarned: 0 },
  history: [],
  ...over,
});

const tillState = (over: Partial<TTillState> = {}): TTillState => ({
  available: true,
  squareConfigured: true,
  shopifyConfigured: true,
  canEdit: true,
  square: null,
  shopify: null,
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

type TAnswer = { status: number; body?: unknown };

function renderCard(
  state: TTillState,
  path = '/settings',
  shopifyConnect: TAnswer = { status: 200, body: { url: '#shopify-install' } },
) {
  // What the server holds: a disconnect (204) is read back from here.
  let current = state;
  const api = mockApi({
    'GET /api/me': signedIn(),
    'GET /api/integrations/tills': () => ({ status: 200, body: current }),
    'GET /api/locations': () => ({ status: 200, body: places }),
    'DELETE /api/integrations/square': () => {
      current = { ...current, square: null };
      return { status: 204 };
    },
    'PATCH /api/integrations/square': (init) => ({
      status: 200,
      body: { ...state, square: { ...state.square, ...JSON.parse(String(init?.body)) } },
    }),
    'POST /api/integrations/shopify/connect': () => shopifyConnect,
    'POST /api/integrations/square/locations/sq-cart/location': () => ({
      status: 200,
      body: {
        ...state,
        square: state.square && {
          ...state.square,
          locations: state.square.locations.map((l) =>
            l.externalId === 'sq-cart' ? { ...l, locationId: 'loc-2' } : l,
          ),
        },
      },
    }),
    'DELETE /api/integrations/shopify': () => {
      current = { ...current, shopify: null };
      return { status: 204 };
    },
    'PATCH /api/integrations/shopify': (init) => ({
      status: 200,
      body: { ...state, shopify: { ...state.shopify, ...JSON.parse(String(init?.body)) } },
    }),
  });
  renderAt(path, <TillCard />);
  return api;
}

const calls = (api: ReturnType<typeof mockApi>, method: string, path: string) =>
  api.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Square card', () => {
  it('offers "Connect Square" when the plan has it and the server is set up', async () => {
    renderCard(tillState());
    const button = await screen.findByRole('button', { name: 'Connect Square' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    // The card is both tills' (its h2); each till is a section of it, named by its h3.
    expect(screen.getByText('Square').tagName).toBe('H3');
    expect(screen.getByRole('region', { name: 'Square' }).getAttribute('data-testid')).toBe('till-square');
    expect(screen.queryByText('Connected')).toBeNull();
  });

  it('shows a team member the button, disabled, and why', async () => {
    renderCard(tillState({ canEdit: false }));
    const button = await screen.findByRole('button', { name: 'Connect Square' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    // Each till's section says so for its own till.
    const square = within(screen.getByTestId('till-square'));
    expect(square.getByTestId('till-read-only').textContent).toBe('Only your team admin can connect Square.');
  });

  it('says so, with no button, when the server has no Square application', async () => {
    renderCard(tillState({ squareConfigured: false }));
    expect((await screen.findByTestId('till-not-configured')).textContent).toBe(
      'Square is not set up on this server yet. Whoever runs it adds the Square application (docs/INTEGRATIONS.md).',
    );
    expect(screen.queryByRole('button', { name: 'Connect Square' })).toBeNull();
  });

  it('asks for an upgrade on a plan without till connections', async () => {
    renderCard(tillState({ available: false }));
    expect((await screen.findByTestId('till-upgrade')).textContent).toContain(
      'Connecting your till is part of the Pro and Agency plans. Upgrade to connect Square or Shopify.',
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
    expect(screen.getByText('3 sales from people who are not your customers yet')).toBeTruthy();
    expect(screen.getByTestId('till-waiting').textContent).toContain('Kept for 7 days');
    expect(screen.getByTestId('till-backfill').textContent).toBe(
      'The 30 days before connecting: 4 sales of your customers earned.',
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'Square no longer accepts our access: click “Connect Square” again to reconnect.',
    );
    expect(alert.textContent).toContain('Mar 5, 2026');
    // Its history: what happened, who did it.
    expect(screen.getByTestId('till-history').textContent).toContain(
      'Connected Square as Blue Door Coffee · Maya Owner',
    );
    // Each Square location names the Regulars location its sales count at, once the business's locations are here.
    const main = screen.getByRole('combobox', { name: 'Your location for Main St Register' }) as HTMLSelectElement;
    await waitFor(() => expect(main.value).toBe('loc-1'));
    expect(within(main).getByRole('option', { name: 'Main Street' })).toBeTruthy();
    const cart = screen.getByRole('combobox', { name: 'Your location for Market Cart' }) as HTMLSelectElement;
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
      name: 'Your location for Market Cart',
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
      createCustomers: false,
      portalClaims: false,
      locations: [
        { externalId: 'sq-main', locationId: 'loc-1' },
        { externalId: 'sq-cart', locationId: 'loc-1' },
      ],
    });
  });

  it('adds new customers who agree to marketing at checkout only once the owner ticks it, for Shopify only', async () => {
    const api = renderCard(tillState({ square: square(), shopify: shopify() }));
    const squareSection = within(await screen.findByTestId('till-square'));
    const shopifySection = within(screen.getByTestId('till-shopify'));
    // Square never says a customer agreed (only that they unsubscribed): no such choice there.
    expect(squareSection.queryByTestId('till-create-customers')).toBeNull();
    const tick = shopifySection.getByRole('checkbox', {
      name: /^Add new customers who agree to marketing at the till/,
    }) as HTMLInputElement;
    expect(tick.checked).toBe(false);
    const hint = document.getElementById(tick.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(hint).toBe(
      'Only when they ticked the marketing box at checkout; their consent is recorded as given at your Shopify store.',
    );
    const save = shopifySection.getByRole('button', { name: 'Save till settings' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(tick);
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(calls(api, 'PATCH', '/api/integrations/shopify')).toHaveLength(1));
    expect(JSON.parse(String(calls(api, 'PATCH', '/api/integrations/shopify')[0]![1]?.body))).toMatchObject({
      createCustomers: true,
    });
    expect(calls(api, 'PATCH', '/api/integrations/square')).toHaveLength(0);
  });

  it('lets customers claim a sale in the portal only once the owner ticks it, for each till in its own words', async () => {
    const api = renderCard(tillState({ square: square(), shopify: shopify({ portalClaims: true }) }));
    const squareSection = within(await screen.findByTestId('till-square'));
    const shopifySection = within(screen.getByTestId('till-shopify'));
    const label = /^Let customers claim a sale in the portal with its receipt number/;
    const squareTick = squareSection.getByRole('checkbox', { name: label }) as HTMLInputElement;
    const shopifyTick = shopifySection.getByRole('checkbox', { name: label }) as HTMLInputElement;
    expect([squareTick.checked, shopifyTick.checked]).toEqual([false, true]);
    const hintOf = (tick: HTMLInputElement) =>
      document.getElementById(tick.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(hintOf(squareTick)).toContain('the customer types the receipt number from their Square receipt');
    expect(hintOf(shopifyTick)).toContain('their order number, such as #1001,');
    const save = squareSection.getByRole('button', { name: 'Save till settings' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(true));
    fireEvent.click(squareTick);
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(calls(api, 'PATCH', '/api/integrations/square')).toHaveLength(1));
    expect(JSON.parse(String(calls(api, 'PATCH', '/api/integrations/square')[0]![1]?.body))).toMatchObject({
      portalClaims: true,
    });
    expect(calls(api, 'PATCH', '/api/integrations/shopify')).toHaveLength(0);
  });

  it('adds a till location with none of ours by its name as one of your locations, in one click', async () => {
    const api = renderCard(tillState({ square: square() }));
    const add = await screen.findByRole('button', { name: 'Add “Market Cart” as a location' });
    // Main St Register counts at Main Street already: nothing to add there.
    expect(screen.getAllByTestId('till-add-location')).toHaveLength(1);
    fireEvent.click(add);
    await waitFor(() =>
      expect(calls(api, 'POST', '/api/integrations/square/locations/sq-cart/location')).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByTestId('till-add-location')).toBeNull());
  });

  it('lets a team member read the connection, but change nothing', async () => {
    renderCard(tillState({ canEdit: false, square: square() }));
    const radio = await screen.findByRole('radio', { name: 'The subtotal, before tax and tips (recommended)' });
    expect((radio as HTMLInputElement).checked).toBe(true);
    // Disabled by their fieldset, as browsers do (jsdom's :disabled does not follow a fieldset).
    expect(radio.closest('fieldset[disabled]')).not.toBeNull();
    const cart = screen.getByRole('combobox', { name: 'Your location for Market Cart' });
    expect(cart.closest('fieldset[disabled]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Save till settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disconnect Square' })).toBeNull();
  });

  it('says why Square was not connected, once, and takes the outcome out of the address', async () => {
    renderCard(tillState(), '/settings?square=taken');
    expect((await screen.findByTestId('till-outcome')).textContent).toContain(
      'This Square account is already connected to another business here.',
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

describe('the Shopify section', () => {
  it('sits beside Square, with the store address to connect', async () => {
    renderCard(tillState());
    const section = within(await screen.findByTestId('till-shopify'));
    expect(screen.getByRole('region', { name: 'Shopify' }).getAttribute('data-testid')).toBe('till-shopify');
    const shop = section.getByRole('textbox', { name: 'Your Shopify store' }) as HTMLInputElement;
    expect(shop.placeholder).toBe('your-store.myshopify.com');
    expect(shop.getAttribute('aria-invalid')).toBeNull();
    expect(section.getByRole('button', { name: 'Connect Shopify' })).toBeTruthy();
    // Square's section is whole beside it.
    expect(within(screen.getByTestId('till-square')).getByRole('button', { name: 'Connect Square' })).toBeTruthy();
  });

  it('says so, with no field or button, when the server has no Shopify app', async () => {
    renderCard(tillState({ shopifyConfigured: false }));
    const section = within(await screen.findByTestId('till-shopify'));
    expect(section.getByTestId('till-not-configured').textContent).toBe(SHOPIFY_MESSAGES.notConfigured);
    expect(section.queryByRole('button', { name: 'Connect Shopify' })).toBeNull();
    expect(section.queryByRole('textbox')).toBeNull();
    // Square, set up here, still offers its button.
    expect(within(screen.getByTestId('till-square')).getByRole('button', { name: 'Connect Square' })).toBeTruthy();
  });

  it('checks the store address before asking the server, and says what it wants under the field', async () => {
    const api = renderCard(tillState());
    const section = within(await screen.findByTestId('till-shopify'));
    const shop = section.getByRole('textbox', { name: 'Your Shopify store' });
    fireEvent.change(shop, { target: { value: 'blue door!' } });
    fireEvent.click(section.getByRole('button', { name: 'Connect Shopify' }));
    const error = await section.findByTestId('till-shop-error');
    expect(error.textContent).toBe(SHOPIFY_MESSAGES.shopInvalid);
    expect(shop.getAttribute('aria-invalid')).toBe('true');
    expect(shop.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(calls(api, 'POST', '/api/integrations/shopify/connect')).toHaveLength(0);
  });

  it('sends the store’s myshopify.com address and goes to Shopify’s install page', async () => {
    const api = renderCard(tillState());
    const section = within(await screen.findByTestId('till-shopify'));
    fireEvent.change(section.getByRole('textbox', { name: 'Your Shopify store' }), {
      target: { value: ' https://Blue-Door.myshopify.com/admin ' },
    });
    fireEvent.click(section.getByRole('button', { name: 'Connect Shopify' }));
    await waitFor(() => expect(calls(api, 'POST', '/api/integrations/shopify/connect')).toHaveLength(1));
    const [, init] = calls(api, 'POST', '/api/integrations/shopify/connect')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ shop: 'blue-door.myshopify.com' });
    // The address is the install page's (a hash here: jsdom goes nowhere else); the button stays busy meanwhile.
    await waitFor(() => expect(window.location.hash).toBe('#shopify-install'));
    expect(section.getByRole('button', { name: 'Opening Shopify...' })).toBeTruthy();
    expect(section.queryByTestId('till-shop-error')).toBeNull();
  });

  it('shows the server’s refusal: in the box when it is not about the address, under the field when it is', async () => {
    renderCard(tillState(), '/settings', {
      status: 403,
      body: { error: { code: 'PLAN_LIMIT', message: TILL_MESSAGES.upgrade } },
    });
    const section = within(await screen.findByTestId('till-shopify'));
    fireEvent.change(section.getByRole('textbox', { name: 'Your Shopify store' }), { target: { value: 'blue-door' } });
    fireEvent.click(section.getByRole('button', { name: 'Connect Shopify' }));
    expect((await section.findByTestId('till-connect-error')).textContent).toBe(TILL_MESSAGES.upgrade);
    expect(section.queryByTestId('till-shop-error')).toBeNull();
  });

  it('puts a refused address under the field', async () => {
    renderCard(tillState(), '/settings', {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION',
          message: SHOPIFY_MESSAGES.shopInvalid,
          details: { shop: [SHOPIFY_MESSAGES.shopInvalid] },
        },
      },
    });
    const section = within(await screen.findByTestId('till-shopify'));
    const shop = section.getByRole('textbox', { name: 'Your Shopify store' });
    fireEvent.change(shop, { target: { value: 'blue-door' } });
    fireEvent.click(section.getByRole('button', { name: 'Connect Shopify' }));
    expect((await section.findByTestId('till-shop-error')).textContent).toBe(SHOPIFY_MESSAGES.shopInvalid);
    expect(shop.getAttribute('aria-invalid')).toBe('true');
    expect(section.queryByTestId('till-connect-error')).toBeNull();
  });

  it('shows a connected store: whose it is, what it sent, its locations, and Shopify’s words', async () => {
    renderCard(
      tillState({
        shopify: shopify({
          salesWaiting: 1,
          lastError: { message: SHOPIFY_MESSAGES.uninstalled, at: '2026-03-06T09:30:00.000Z' },
        }),
      }),
    );
    const section = within(await screen.findByTestId('till-shopify'));
    expect(section.getByTestId('till-account').textContent).toBe('Connected as Blue Door Goods');
    expect(section.getByText('Connected')).toBeTruthy();
    expect(section.getByText('Since March 4, 2026')).toBeTruthy();
    expect(section.getByTestId('till-earned').textContent).toBe('5 sales');
    expect(section.getByTestId('till-last-sale').textContent).toBe('No sales received yet');
    expect(section.getByTestId('till-waiting').textContent).toContain(
      '1 sale from someone who is not your customer yet',
    );
    expect(section.getByTestId('till-backfill').textContent).toBe(
      'The 30 days before connecting: no sales of your customers.',
    );
    const alert = section.getByTestId('till-last-error');
    expect(alert.textContent).toContain('Shopify needs your attention');
    expect(alert.textContent).toContain(SHOPIFY_MESSAGES.uninstalled);
    expect(section.getByText('Shopify locations')).toBeTruthy();
    expect(section.getByText('Shopify location')).toBeTruthy();
    expect(section.queryByText('Square location')).toBeNull();
    const warehouse = section.getByRole('combobox', {
      name: 'Your location for Harbour Warehouse',
    }) as HTMLSelectElement;
    expect(warehouse.value).toBe('');
    expect(section.getByRole('button', { name: 'Disconnect Shopify' })).toBeTruthy();
    expect(section.queryByRole('textbox', { name: 'Your Shopify store' })).toBeNull();
    // Square, not connected, still offers its button; only Shopify is "Connected".
    const square = within(screen.getByTestId('till-square'));
    expect(square.getByRole('button', { name: 'Connect Square' })).toBeTruthy();
    expect(square.queryByText('Connected')).toBeNull();
  });

  it('saves a store’s settings at Shopify’s own address', async () => {
    const api = renderCard(tillState({ shopify: shopify() }));
    const section = within(await screen.findByTestId('till-shopify'));
    const warehouse = section.getByRole('combobox', {
      name: 'Your location for Harbour Warehouse',
    }) as HTMLSelectElement;
    await waitFor(() => expect(warehouse.disabled).toBe(false));
    fireEvent.change(warehouse, { target: { value: 'loc-1' } });
    const save = section.getByRole('button', { name: 'Save till settings' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(calls(api, 'PATCH', '/api/integrations/shopify')).toHaveLength(1));
    expect(JSON.parse(String(calls(api, 'PATCH', '/api/integrations/shopify')[0]![1]?.body))).toEqual({
      amountBasis: 'subtotal',
      createCustomers: false,
      portalClaims: false,
      locations: [{ externalId: 'gid://shopify/Location/7', locationId: 'loc-1' }],
    });
    expect(calls(api, 'PATCH', '/api/integrations/square')).toHaveLength(0);
  });

  it('disconnects the store once the owner confirms, and offers to connect it again', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = renderCard(tillState({ shopify: shopify() }));
    const section = within(await screen.findByTestId('till-shopify'));
    fireEvent.click(section.getByRole('button', { name: 'Disconnect Shopify' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Shopify?' });
    expect(dialog.textContent).toContain('We uninstall our app from your Shopify store');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect Shopify' }));
    await waitFor(() => expect(calls(api, 'DELETE', '/api/integrations/shopify')).toHaveLength(1));
    // The state is read again (204 says nothing of it): the section offers the address again.
    expect(await section.findByRole('textbox', { name: 'Your Shopify store' })).toBeTruthy();
    expect(success).toHaveBeenCalledWith(SHOPIFY_MESSAGES.disconnected);
    expect(calls(api, 'DELETE', '/api/integrations/square')).toHaveLength(0);
    expect(calls(api, 'GET', '/api/integrations/tills')).toHaveLength(2);
  });

  it('celebrates ?shopify=connected in Shopify’s words and takes it out of the address', async () => {
    const success = vi.spyOn(toast, 'success');
    renderCard(tillState({ shopify: shopify() }), '/settings?shopify=connected');
    await within(await screen.findByTestId('till-shopify')).findByText('Connected as Blue Door Goods');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/settings'));
    expect(success).toHaveBeenCalledWith('Shopify connected', { id: 'shopify-outcome' });
    expect(screen.queryByTestId('till-outcome')).toBeNull();
  });

  it('says why Shopify was not connected, in its own words', async () => {
    renderCard(tillState(), '/settings?shopify=taken');
    expect((await screen.findByTestId('till-outcome')).textContent).toBe(SHOPIFY_MESSAGES.accountTaken);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/settings'));
  });
});

describe('the card on a plan without till connections', () => {
  it('asks for the upgrade once, for both tills, and shows neither till', async () => {
    renderCard(tillState({ available: false }));
    await screen.findByTestId('till-upgrade');
    expect(screen.getAllByTestId('till-upgrade')).toHaveLength(1);
    expect(screen.queryByTestId('till-square')).toBeNull();
    expect(screen.queryByTestId('till-shopify')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Your Shopify store' })).toBeNull();
  });

  it('says the plan ended when a till is still connected, and keeps that till to read and disconnect', async () => {
    renderCard(tillState({ available: false, shopify: shopify() }));
    expect((await screen.findByTestId('till-upgrade')).textContent).toContain(TILL_MESSAGES.planEnded);
    expect(screen.getAllByTestId('till-upgrade')).toHaveLength(1);
    const section = within(screen.getByTestId('till-shopify'));
    expect(section.getByText('Connected as Blue Door Goods')).toBeTruthy();
    expect(section.getByRole('button', { name: 'Disconnect Shopify' })).toBeTruthy();
    expect(section.queryByText('Connected')).toBeNull();
    expect(screen.queryByTestId('till-square')).toBeNull();
  });
});
