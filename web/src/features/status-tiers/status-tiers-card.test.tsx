import { STATUS_MESSAGES, statusRuleText, type TStatusProgram } from '@regulars/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toaster.tsx';
import { mockApi, renderAt, signedIn } from '../../test/render.tsx';
import { StatusTiersCard } from './status-tiers-card.tsx';

const BRONZE = '00000000-0000-4000-8000-0000000000b1';
const SILVER = '00000000-0000-4000-8000-0000000000b2';
const GOLD = '00000000-0000-4000-8000-0000000000b3';
const DESSERT = { name: 'Free dessert', validDays: 14 };

const program = (over: Partial<TStatusProgram> = {}): TStatusProgram => ({
  basis: 'points',
  window: 'rolling',
  windowMonths: 12,
  graceDays: 30,
  tiers: [
    { id: BRONZE, name: 'Bronze', threshold: 50, factor: 1, reward: null, customers: 12 },
    { id: SILVER, name: 'Silver', threshold: 100, factor: 1.5, reward: null, customers: 1 },
    { id: GOLD, name: 'Gold', threshold: 1200, factor: 2, reward: DESSERT, customers: 0 },
  ],
  included: true,
  ...over,
});

type TRoutes = Parameters<typeof mockApi>[0];

function renderCard(state: TStatusProgram, routes: TRoutes = {}) {
  const api = mockApi({
    'GET /api/me': signedIn(),
    'GET /api/status-tiers': () => ({ status: 200, body: state }),
    ...routes,
  });
  renderAt('/programs', <StatusTiersCard />);
  return api;
}

/** Each tier as the card shows it: name, what it needs, what it earns, who holds it. */
const rows = () =>
  screen
    .getAllByTestId('status-tier-row')
    .map((row) =>
      ['name', 'needs', 'earns', 'customers'].map((part) => within(row).getByTestId(`status-tier-${part}`).textContent),
    );

const puts = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)));

async function openEditor(name: 'Edit tiers' | 'Set up tiers') {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

const tierRow = (dialog: HTMLElement, n: number) => within(within(dialog).getByRole('group', { name: `Tier ${n}` }));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

afterEach(() => vi.restoreAllMocks());

describe('StatusTiersCard', () => {
  it('lists the tiers lowest first, what each needs and earns and who holds it, then the rule in words', async () => {
    renderCard(program());

    await waitFor(() =>
      expect(rows()).toEqual([
        ['Bronze', 'Needs 50 points', 'Usual points', '12 customers'],
        ['Silver', 'Needs 100 points', '×1.5 points', '1 customer'],
        ['Gold', 'Needs 1,200 points', '×2 points', '0 customers'],
      ]),
    );
    expect(screen.getByTestId('status-rule').textContent).toBe(
      'Points earned in the last 12 months; 30 days of grace before a tier drops.',
    );
    expect(screen.getByRole('button', { name: 'Edit tiers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off tiers' })).toBeTruthy();
    expect(screen.queryByTestId('status-tiers-upgrade')).toBeNull();
  });

  it('says which tiers unlock a reward, and nothing more of those that do not', async () => {
    renderCard(
      program({
        tiers: [
          { id: BRONZE, name: 'Bronze', threshold: 50, factor: 1, reward: null, customers: 12 },
          {
            id: SILVER,
            name: 'Silver',
            threshold: 100,
            factor: 1.5,
            reward: { name: 'Coffee', validDays: 1 },
            customers: 1,
          },
          { id: GOLD, name: 'Gold', threshold: 1200, factor: 2, reward: DESSERT, customers: 0 },
        ],
      }),
    );

    const tiers = await screen.findAllByTestId('status-tier-row');
    expect(tiers.map((row) => within(row).queryByTestId('status-tier-reward')?.textContent ?? null)).toEqual([
      null,
      'Unlocks Coffee (valid 1 day)',
      'Unlocks Free dessert (valid 14 days)',
    ]);
  });

  it('counts visits in a calendar year in the same words as the contract', async () => {
    const visits = program({ basis: 'visits', window: 'calendar_year', graceDays: 0 });
    renderCard(visits);

    expect((await screen.findAllByTestId('status-tier-needs')).map((n) => n.textContent)).toEqual([
      'Needs 50 visits',
      'Needs 100 visits',
      'Needs 1,200 visits',
    ]);
    expect(screen.getByTestId('status-rule').textContent).toBe(statusRuleText(visits));
  });

  it('explains tiers and offers to set them up when there are none', async () => {
    renderCard(program({ tiers: [] }));

    expect(await screen.findByText(/^No tiers yet\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up tiers' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Status tiers' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Turn off tiers' })).toBeNull();
  });

  it('shows the upgrade prompt and no way to set tiers up on a plan without them', async () => {
    renderCard(program({ included: false, tiers: [] }));

    const prompt = await screen.findByTestId('status-tiers-upgrade');
    expect(prompt.textContent).toContain(STATUS_MESSAGES.notIncluded);
    expect(within(prompt).getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByRole('button', { name: 'Set up tiers' })).toBeNull();
    expect(screen.queryByText(/^No tiers yet\./)).toBeNull();
  });

  it('keeps tiers from an earlier plan in view, read-only, and lets them be turned off', async () => {
    renderCard(program({ included: false }));

    await screen.findByTestId('status-tiers-upgrade');
    expect(screen.getByText('These tiers do not apply on your current plan.')).toBeTruthy();
    expect(screen.getAllByTestId('status-tier-row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Edit tiers' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn off tiers' })).toBeTruthy();
  });

  it('says when the tiers could not be loaded, and tries again', async () => {
    let fail = true;
    renderCard(program(), {
      'GET /api/status-tiers': () =>
        fail
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'The database is asleep' } } }
          : { status: 200, body: program() },
    });

    expect(await screen.findByText(STATUS_MESSAGES.loadFailed)).toBeTruthy();
    expect(screen.getByText('The database is asleep')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getAllByTestId('status-tier-row')).toHaveLength(3));
  });

  it("shows the contract's messages under each tier at once and sends nothing", async () => {
    const api = renderCard(program());
    const dialog = await openEditor('Edit tiers');

    // Silver below Bronze, a multiplier of 0 and a taken name on Gold, and the grace period left blank.
    type(tierRow(dialog, 2).getByLabelText('Needs'), '40');
    type(tierRow(dialog, 3).getByLabelText('Multiplier'), '0');
    type(tierRow(dialog, 3).getByLabelText('Name'), 'bronze');
    type(within(dialog).getByLabelText('Grace period (days)'), '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save tiers' }));

    expect(await tierRow(dialog, 2).findByText(STATUS_MESSAGES.thresholdsRise)).toBeTruthy();
    expect(tierRow(dialog, 3).getByText(STATUS_MESSAGES.factorRange)).toBeTruthy();
    expect(tierRow(dialog, 3).getByText(STATUS_MESSAGES.nameTaken)).toBeTruthy();
    expect(within(dialog).getByText(STATUS_MESSAGES.graceRange)).toBeTruthy();
    expect(tierRow(dialog, 2).getByLabelText('Needs').getAttribute('aria-invalid')).toBe('true');
    expect(puts(api)).toEqual([]);
  });

  it("loads each tier's reward, sends the named ones and none for a blank name, whatever its days", async () => {
    const sent: unknown[] = [];
    renderCard(program(), {
      'PUT /api/status-tiers': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 200, body: program() };
      },
    });
    const dialog = await openEditor('Edit tiers');
    const rewardName = (n: number) =>
      tierRow(dialog, n).getByLabelText('Reward on reaching (optional)') as HTMLInputElement;
    const rewardDays = (n: number) => tierRow(dialog, n).getByLabelText('Valid for (days)') as HTMLInputElement;

    expect([rewardName(1).value, rewardDays(1).value, rewardDays(1).disabled]).toEqual(['', '30', true]);
    expect(rewardName(1).placeholder).toBe('Free dessert');
    expect([rewardName(3).value, rewardDays(3).value, rewardDays(3).disabled]).toEqual(['Free dessert', '14', false]);

    type(rewardName(2), '  Priority seating ');
    expect(rewardDays(2).disabled).toBe(false);
    type(rewardDays(2), '7');
    // Gold's reward taken away: its days, left blank, are not asked for.
    type(rewardDays(3), '');
    type(rewardName(3), ' ');
    expect(rewardDays(3).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save tiers' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        basis: 'points',
        window: 'rolling',
        windowMonths: 12,
        graceDays: 30,
        tiers: [
          { id: BRONZE, name: 'Bronze', threshold: 50, factor: 1, reward: null },
          {
            id: SILVER,
            name: 'Silver',
            threshold: 100,
            factor: 1.5,
            reward: { name: 'Priority seating', validDays: 7 },
          },
          { id: GOLD, name: 'Gold', threshold: 1200, factor: 2, reward: null },
        ],
      },
    ]);
  });

  it("shows the contract's reward messages under the field and row they are about, and sends nothing", async () => {
    const api = renderCard(program());
    const dialog = await openEditor('Edit tiers');

    type(tierRow(dialog, 1).getByLabelText('Reward on reaching (optional)'), 'x'.repeat(61));
    type(tierRow(dialog, 2).getByLabelText('Reward on reaching (optional)'), 'Free coffee');
    type(tierRow(dialog, 2).getByLabelText('Valid for (days)'), '0');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save tiers' }));

    const tooLong = await tierRow(dialog, 1).findByText("The reward's name must be at most 60 characters");
    const bronzeName = tierRow(dialog, 1).getByLabelText('Reward on reaching (optional)');
    expect(bronzeName.getAttribute('aria-describedby')).toBe(tooLong.id);
    expect(bronzeName.getAttribute('aria-invalid')).toBe('true');
    const days = tierRow(dialog, 2).getByText('Enter a number of days between 1 and 365');
    const silverDays = tierRow(dialog, 2).getByLabelText('Valid for (days)');
    expect(silverDays.getAttribute('aria-describedby')).toBe(days.id);
    expect(silverDays.getAttribute('aria-invalid')).toBe('true');
    // Each message in its own row only, and nothing under the fields that are right.
    expect(within(dialog).getAllByText("The reward's name must be at most 60 characters")).toHaveLength(1);
    expect(within(dialog).getAllByText('Enter a number of days between 1 and 365')).toHaveLength(1);
    expect(tierRow(dialog, 1).getByLabelText('Valid for (days)').getAttribute('aria-invalid')).toBeNull();
    expect(tierRow(dialog, 2).getByLabelText('Reward on reaching (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(puts(api)).toEqual([]);
  });

  it('sets up a first table from nothing: Bronze, then Silver and Gold offered above it', async () => {
    const sent: unknown[] = [];
    renderCard(program({ tiers: [] }), {
      'PUT /api/status-tiers': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 200, body: program() };
      },
    });
    const success = vi.spyOn(toast, 'success');
    const dialog = await openEditor('Set up tiers');

    expect((tierRow(dialog, 1).getByLabelText('Name') as HTMLInputElement).value).toBe('Bronze');
    expect(tierRow(dialog, 1).queryByRole('button', { name: 'Remove Bronze' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a tier' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a tier' }));
    fireEvent.click(within(dialog).getByLabelText('Visits'));
    expect(tierRow(dialog, 3).getByText('visits')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save tiers' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith(STATUS_MESSAGES.saved));
    expect(sent).toEqual([
      {
        basis: 'visits',
        window: 'rolling',
        windowMonths: 12,
        graceDays: 30,
        tiers: [
          { name: 'Bronze', threshold: 100, factor: 1, reward: null },
          { name: 'Silver', threshold: 200, factor: 1.5, reward: null },
          { name: 'Gold', threshold: 400, factor: 2, reward: null },
        ],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('status-tier-row')).toHaveLength(3);
  });

  it('saves an edited table with each kept tier’s id, warning first about the customers of a removed one', async () => {
    const sent: unknown[] = [];
    const saved = program({
      windowMonths: 6,
      tiers: [
        { id: BRONZE, name: 'Copper', threshold: 50, factor: 1, reward: null, customers: 12 },
        { id: GOLD, name: 'Gold', threshold: 1200, factor: 2, reward: DESSERT, customers: 1 },
      ],
    });
    renderCard(program(), {
      'PUT /api/status-tiers': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 200, body: saved };
      },
    });
    const dialog = await openEditor('Edit tiers');

    type(tierRow(dialog, 1).getByLabelText('Name'), 'Copper');
    type(within(dialog).getByLabelText('Months'), '6');
    fireEvent.click(tierRow(dialog, 2).getByRole('button', { name: 'Remove Silver' }));
    expect(within(dialog).getByTestId('status-removed-held').textContent).toBe(
      '1 customer holds Silver: they will be placed again by the tiers that are left.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save tiers' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        basis: 'points',
        window: 'rolling',
        windowMonths: 6,
        graceDays: 30,
        tiers: [
          { id: BRONZE, name: 'Copper', threshold: 50, factor: 1, reward: null },
          { id: GOLD, name: 'Gold', threshold: 1200, factor: 2, reward: DESSERT },
        ],
      },
    ]);
    // The answer is the card's new state at once.
    expect(rows().map(([name]) => name)).toEqual(['Copper', 'Gold']);
    expect(screen.getByTestId('status-rule').textContent).toBe(statusRuleText(saved));
  });

  it("shows the server's refusal under the field it names, and a refusal of the whole table above the buttons", async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION',
          message: STATUS_MESSAGES.graceRange,
          details: { graceDays: [STATUS_MESSAGES.graceRange] },
        },
      },
    };
    renderCard(program(), { 'PUT /api/status-tiers': () => answer });
    const dialog = await openEditor('Edit tiers');
    const grace = within(dialog).getByLabelText('Grace period (days)');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save tiers' }));
    const message = await within(dialog).findByText(STATUS_MESSAGES.graceRange);
    expect(grace.getAttribute('aria-describedby')).toContain(message.id);
    expect(within(dialog).queryByTestId('status-problem')).toBeNull();

    // The server names the table, not the row: a reward's message is said above the buttons, as the tiers' are.
    answer = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION',
          message: STATUS_MESSAGES.rewardNameRequired,
          details: { tiers: [STATUS_MESSAGES.rewardNameRequired] },
        },
      },
    };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save tiers' }));
    expect((await within(dialog).findByTestId('status-problem')).textContent).toBe(
      `${STATUS_MESSAGES.saveFailed}Name the reward, like Free dessert`,
    );

    answer = {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: STATUS_MESSAGES.tierNotFound } },
    };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save tiers' }));
    const problem = await within(dialog).findByTestId('status-problem');
    expect(problem.textContent).toBe(`${STATUS_MESSAGES.saveFailed}${STATUS_MESSAGES.tierNotFound}`);
    expect(screen.getByRole('dialog', { name: 'Edit tiers' })).toBeTruthy();
  });

  it('turns tiers off after asking, by saving an empty table with the same rule', async () => {
    const sent: unknown[] = [];
    renderCard(program(), {
      'PUT /api/status-tiers': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 200, body: program({ tiers: [] }) };
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Turn off tiers' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Turn off status tiers?' });
    expect(confirm.textContent).toContain('13 customers lose their tier.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Turn off tiers' }));

    expect(await screen.findByText(/^No tiers yet\./)).toBeTruthy();
    expect(sent).toEqual([{ basis: 'points', window: 'rolling', windowMonths: 12, graceDays: 30, tiers: [] }]);
  });
});
