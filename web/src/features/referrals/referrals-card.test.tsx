import {
  PROGRAM_DEFAULTS,
  REFERRAL_HELD_TEXT,
  REFERRAL_MESSAGES,
  stampsOverCardMessage,
  type TProgramList,
  type TReferralList,
  type TReferralProgram,
  type TReferralSettings,
} from '@regulars/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toaster.tsx';
import { mockApi, renderAt, signedIn } from '../../test/render.tsx';
import { ReferralsCard } from './referrals-card.tsx';

const COFFEE_CLUB = '00000000-0000-4000-8000-000000000c01';
const OLD_POINTS = '00000000-0000-4000-8000-000000000c02';
const STAMPS = '00000000-0000-4000-8000-000000000c03';
const OLD_CARD = '00000000-0000-4000-8000-000000000c04';

const base = { description: '', createdAt: '2026-01-05T10:00:00.000Z' };
const programs: TProgramList = {
  programs: [
    { ...base, id: OLD_POINTS, name: 'Old Points', status: 'paused', type: 'points', config: PROGRAM_DEFAULTS.points },
    {
      ...base,
      id: OLD_CARD,
      name: 'Old Card',
      status: 'paused',
      type: 'stamp_card',
      config: PROGRAM_DEFAULTS.stamp_card,
    },
    {
      ...base,
      id: STAMPS,
      name: 'Coffee Stamps',
      status: 'active',
      type: 'stamp_card',
      config: PROGRAM_DEFAULTS.stamp_card,
    },
    {
      ...base,
      id: COFFEE_CLUB,
      name: 'Coffee Club',
      status: 'active',
      type: 'points',
      config: PROGRAM_DEFAULTS.points,
    },
  ],
  limit: { maxActive: 3, active: 2, planName: 'Pro' },
};

const SETTINGS: TReferralSettings = {
  enabled: true,
  friendReward: { kind: 'points', programId: COFFEE_CLUB, programName: 'Coffee Club', points: 100 },
  referrerReward: { kind: 'reward', name: 'Free coffee', validDays: 30 },
  qualifyingAction: 'purchase',
  minimumAmount: 10,
  withinDays: 30,
  monthlyCap: 10,
};

const program = (over: Partial<TReferralProgram> = {}): TReferralProgram => ({
  settings: SETTINGS,
  included: true,
  counts: { opened: 42, joined: 7, rewarded: 3, held: 1, rewardsGiven: 6 },
  ...over,
});

const LIST: TReferralList = {
  referrals: [
    {
      id: 'ref-2',
      referrer: { id: 'cus-maya', name: 'Maya Lopez' },
      friend: { id: 'cus-sam', name: 'Sam Reed' },
      status: 'held',
      heldReason: 'former_customer',
      joinedAt: '2026-02-10T12:00:00.000Z',
      rewardedAt: null,
    },
    {
      id: 'ref-1',
      referrer: { id: 'cus-maya', name: 'Maya Lopez' },
      friend: { id: 'cus-ana', name: 'Ana Diaz' },
      status: 'rewarded',
      heldReason: null,
      joinedAt: '2026-02-03T12:00:00.000Z',
      rewardedAt: '2026-02-05T12:00:00.000Z',
    },
  ],
};

type TRoutes = Parameters<typeof mockApi>[0];

function renderCard(state: TReferralProgram, routes: TRoutes = {}) {
  const api = mockApi({
    'GET /api/me': signedIn(),
    'GET /api/referrals': () => ({ status: 200, body: state }),
    'GET /api/referrals/list': () => ({ status: 200, body: LIST }),
    'GET /api/programs': () => ({ status: 200, body: programs }),
    ...routes,
  });
  renderAt('/programs', <ReferralsCard />);
  return api;
}

const puts = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)));

const asked = (api: ReturnType<typeof mockApi>, path: string) =>
  api.mock.calls.some(([input]) => new URL(String(input), 'http://localhost').pathname === path);

/** The rule as the card words it: each term and what it says. */
const rule = () =>
  within(screen.getByTestId('referral-rule'))
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

async function openEditor(button: string, title: string) {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

const side = (dialog: HTMLElement, name: 'Friend gets' | 'Your customer gets') =>
  within(within(dialog).getByRole('group', { name }));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const fieldValue = (input: HTMLElement) => (input as HTMLInputElement | HTMLSelectElement).value;
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => [option.textContent, (option as HTMLOptionElement).disabled]);

/** A save refused with these details, in the server's shape. */
const refused = (details: Record<string, string[]>) => ({
  status: 400,
  body: { error: { code: 'VALIDATION', message: Object.values(details)[0]?.[0], details } },
});

afterEach(() => vi.restoreAllMocks());

describe('ReferralsCard', () => {
  it('shows the upgrade prompt and no way to set it up on a plan without it', async () => {
    const api = renderCard(program({ settings: null, included: false }));

    const prompt = await screen.findByTestId('referrals-upgrade');
    expect(prompt.textContent).toContain(REFERRAL_MESSAGES.notIncluded);
    expect(within(prompt).getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByRole('button', { name: 'Set up refer-a-friend' })).toBeNull();
    expect(asked(api, '/api/referrals/list')).toBe(false);
  });

  it('says what it does and offers to set it up when there is no set-up yet', async () => {
    const api = renderCard(program({ settings: null }));

    expect(
      await screen.findByText(
        'Each customer gets a link and a code to share with friends. When a friend joins through it and qualifies, both are rewarded.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up refer-a-friend' })).toBeTruthy();
    expect(screen.queryByTestId('referrals-upgrade')).toBeNull();
    expect(screen.queryByTestId('referrals-state')).toBeNull();
    expect(asked(api, '/api/referrals/list')).toBe(false);
  });

  it('shows the rule in words, the counts and the latest referrals once set up', async () => {
    renderCard(program());

    await waitFor(() =>
      expect(rule()).toEqual([
        ['Friend gets', '100 points on Coffee Club'],
        ['Your customer gets', 'Free coffee'],
        ['Qualifies', 'their first purchase of $10 or more within 30 days'],
        ['Limit', '10 referrals per customer in 30 days'],
      ]),
    );
    expect(screen.getByTestId('referrals-state').textContent).toBe('On');
    expect(screen.getByTestId('referral-count-opened').textContent).toBe('Invites opened42');
    expect(screen.getByTestId('referral-count-rewardsGiven').textContent).toBe('Rewards given6');

    const rows = await screen.findAllByTestId('referral-row');
    expect(rows).toHaveLength(2);
    const held = within(rows[0] as HTMLElement);
    expect(held.getByRole('link', { name: 'Sam Reed' }).getAttribute('href')).toBe('/customers/cus-sam');
    expect(held.getByRole('link', { name: 'Maya Lopez' }).getAttribute('href')).toBe('/customers/cus-maya');
    expect(held.getByText('Held')).toBeTruthy();
    expect(held.getByTestId('referral-held-reason').textContent).toBe(REFERRAL_HELD_TEXT.former_customer);
    const rewarded = within(rows[1] as HTMLElement);
    expect(rewarded.getByText('Rewarded')).toBeTruthy();
    expect(rewarded.getByText('Feb 3, 2026')).toBeTruthy();
    expect(rewarded.queryByTestId('referral-held-reason')).toBeNull();
  });

  it('says so when no friend has joined yet', async () => {
    renderCard(program(), { 'GET /api/referrals/list': () => ({ status: 200, body: { referrals: [] } }) });

    expect((await screen.findByTestId('referrals-empty')).textContent).toBe(
      "No referrals yet: they appear here when a friend joins through a customer's link.",
    );
  });

  it('turns off by saving the same set-up with enabled false, then offers to turn it on', async () => {
    const success = vi.spyOn(toast, 'success');
    // The server answers the save with the new state, and reads it back the same.
    let current = program();
    const api = renderCard(current, {
      'GET /api/referrals': () => ({ status: 200, body: current }),
      'PUT /api/referrals': () => {
        current = program({ settings: { ...SETTINGS, enabled: false } });
        return { status: 200, body: current };
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));

    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeTruthy();
    expect(success).toHaveBeenCalledWith(REFERRAL_MESSAGES.turnedOff);
    expect(screen.getByTestId('referrals-state').textContent).toBe('Off');
    expect(puts(api)).toEqual([
      {
        enabled: false,
        friendReward: { kind: 'points', programId: COFFEE_CLUB, points: 100 },
        referrerReward: { kind: 'reward', name: 'Free coffee', validDays: 30 },
        qualifyingAction: 'purchase',
        minimumAmount: 10,
        withinDays: 30,
        monthlyCap: 10,
      },
    ]);
  });

  it('says when turning off failed', async () => {
    const failed = vi.spyOn(toast, 'error');
    renderCard(program(), {
      'PUT /api/referrals': () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Try later' } } }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));

    await waitFor(() =>
      expect(failed).toHaveBeenCalledWith(REFERRAL_MESSAGES.saveFailed, { description: 'Try later' }),
    );
    expect(screen.getByTestId('referrals-state').textContent).toBe('On');
  });

  it('sets up from the defaults: points on an active points program, a named reward, a first visit', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = renderCard(program({ settings: null }), {
      'PUT /api/referrals': () => ({ status: 200, body: program() }),
    });
    const dialog = await openEditor('Set up refer-a-friend', 'Set up refer-a-friend');
    const friend = side(dialog, 'Friend gets');
    const customer = side(dialog, 'Your customer gets');

    // Only points programs are offered, a paused one said to be; the active one is chosen.
    const select = friend.getByLabelText('Points program') as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(COFFEE_CLUB));
    expect(within(select).queryByRole('option', { name: 'Coffee Stamps' })).toBeNull();
    expect(within(select).getByRole('option', { name: 'Old Points (paused)' })).toBeTruthy();
    expect((friend.getByLabelText('Number of points') as HTMLInputElement).value).toBe('100');
    type(friend.getByLabelText('Number of points'), '150');

    fireEvent.click(customer.getByRole('radio', { name: 'A reward' }));
    expect((customer.getByLabelText('Valid for (days)') as HTMLInputElement).value).toBe('30');
    type(customer.getByLabelText('Reward'), 'Free coffee');
    type(customer.getByLabelText('Valid for (days)'), '14');

    expect(within(dialog).getByLabelText('Minimum amount ($)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'First visit' }));
    expect(within(dialog).queryByLabelText('Minimum amount ($)')).toBeNull();
    type(within(dialog).getByLabelText('Within (days)'), '14');
    type(within(dialog).getByLabelText('Referrals per customer in 30 days'), '5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(success).toHaveBeenCalledWith(REFERRAL_MESSAGES.saved);
    expect(puts(api)).toEqual([
      {
        enabled: true,
        friendReward: { kind: 'points', programId: COFFEE_CLUB, points: 150 },
        referrerReward: { kind: 'reward', name: 'Free coffee', validDays: 14 },
        qualifyingAction: 'visit',
        minimumAmount: 0,
        withinDays: 14,
        monthlyCap: 5,
      },
    ]);
  });

  it('gives stamps on a stamp card, and keeps what was typed for each choice when switching', async () => {
    const api = renderCard(program({ settings: null }), {
      'PUT /api/referrals': () => ({ status: 200, body: program() }),
    });
    const dialog = await openEditor('Set up refer-a-friend', 'Set up refer-a-friend');
    const friend = side(dialog, 'Friend gets');
    await waitFor(() => expect(fieldValue(friend.getByLabelText('Points program'))).toBe(COFFEE_CLUB));
    expect(friend.getByRole('group', { name: 'Friend gets: points, stamps or a reward' })).toBeTruthy();
    expect(friend.getByRole('radio', { name: 'Stamps' }).getAttribute('aria-describedby')).toBe(
      'referral-friend-kind-stamps-hint',
    );
    expect(friend.getByText('Added to a stamp card')).toBeTruthy();
    type(friend.getByLabelText('Number of points'), '150');

    fireEvent.click(friend.getByRole('radio', { name: 'Stamps' }));
    // Only stamp cards are offered, a paused one said to be; the active one is chosen.
    const card = friend.getByLabelText('Stamp card');
    expect(card.id).toBe('referral-friend-card');
    expect(optionsOf(card)).toEqual([
      ['Choose a stamp card', true],
      ['Old Card (paused)', false],
      ['Coffee Stamps', false],
    ]);
    expect(fieldValue(card)).toBe(STAMPS);
    const stamps = friend.getByLabelText('Number of stamps');
    expect([stamps.id, fieldValue(stamps), stamps.getAttribute('min'), stamps.getAttribute('max')]).toEqual([
      'referral-friend-stamps',
      '1',
      '1',
      '20',
    ]);
    expect(friend.queryByLabelText('Points program')).toBeNull();
    type(stamps, '3');

    fireEvent.click(friend.getByRole('radio', { name: 'Points' }));
    expect(fieldValue(friend.getByLabelText('Number of points'))).toBe('150');
    fireEvent.click(friend.getByRole('radio', { name: 'Stamps' }));
    expect(fieldValue(friend.getByLabelText('Number of stamps'))).toBe('3');
    expect(fieldValue(friend.getByLabelText('Stamp card'))).toBe(STAMPS);

    const customer = side(dialog, 'Your customer gets');
    fireEvent.click(customer.getByRole('radio', { name: 'A reward' }));
    type(customer.getByLabelText('Reward'), 'Free coffee');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(api)).toEqual([
      {
        enabled: true,
        friendReward: { kind: 'stamps', programId: STAMPS, stamps: 3 },
        referrerReward: { kind: 'reward', name: 'Free coffee', validDays: 30 },
        qualifyingAction: 'purchase',
        minimumAmount: 0,
        withinDays: 30,
        monthlyCap: 10,
      },
    ]);
  });

  it('says saved stamps in words, opens the editor on them, and puts the over-card refusal under the stamps', async () => {
    const stampsSettings: TReferralSettings = {
      ...SETTINGS,
      friendReward: { kind: 'stamps', programId: STAMPS, programName: 'Coffee Stamps', stamps: 2 },
    };
    const api = renderCard(program({ settings: stampsSettings }), {
      'PUT /api/referrals': () => refused({ friendReward: [stampsOverCardMessage(10)] }),
    });
    await waitFor(() => expect(rule()[0]).toEqual(['Friend gets', '2 stamps on Coffee Stamps']));

    const dialog = await openEditor('Edit', 'Edit refer-a-friend');
    const friend = side(dialog, 'Friend gets');
    expect((friend.getByRole('radio', { name: 'Stamps' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(fieldValue(friend.getByLabelText('Stamp card'))).toBe(STAMPS));
    expect(fieldValue(friend.getByLabelText('Number of stamps'))).toBe('2');
    type(friend.getByLabelText('Number of stamps'), '12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const message = await friend.findByText('This card takes 10 stamps: give at most 10');
    expect(friend.getByLabelText('Number of stamps').getAttribute('aria-describedby')).toContain(message.id);
    expect(friend.getByLabelText('Stamp card').getAttribute('aria-invalid')).toBeNull();
    expect(within(dialog).queryByTestId('referral-problem')).toBeNull();
    expect(puts(api)[0].friendReward).toEqual({ kind: 'stamps', programId: STAMPS, stamps: 12 });
  });

  it("puts a paused stamp card's refusal under the card", async () => {
    renderCard(program(), { 'PUT /api/referrals': () => refused({ friendReward: [REFERRAL_MESSAGES.programPaused] }) });
    const dialog = await openEditor('Edit', 'Edit refer-a-friend');
    const friend = side(dialog, 'Friend gets');
    fireEvent.click(friend.getByRole('radio', { name: 'Stamps' }));
    await waitFor(() => expect(fieldValue(friend.getByLabelText('Stamp card'))).toBe(STAMPS));
    type(friend.getByLabelText('Stamp card'), OLD_CARD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const message = await friend.findByText(REFERRAL_MESSAGES.programPaused);
    expect(friend.getByLabelText('Stamp card').getAttribute('aria-describedby')).toBe(message.id);
  });

  it('asks for a stamp card when the business has none, and sends nothing', async () => {
    const pointsOnly = { ...programs, programs: programs.programs.filter((p) => p.type === 'points') };
    const api = renderCard(program({ settings: null }), {
      'GET /api/programs': () => ({ status: 200, body: pointsOnly }),
    });
    const dialog = await openEditor('Set up refer-a-friend', 'Set up refer-a-friend');
    const friend = side(dialog, 'Friend gets');
    await waitFor(() => expect(fieldValue(friend.getByLabelText('Points program'))).toBe(COFFEE_CLUB));
    fireEvent.click(friend.getByRole('radio', { name: 'Stamps' }));
    const card = friend.getByLabelText('Stamp card');
    expect(optionsOf(card)).toEqual([['No stamp card yet', true]]);
    expect(fieldValue(card)).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const message = await friend.findByText(REFERRAL_MESSAGES.cardRequired);
    expect(message.textContent).toBe('Choose the stamp card the stamps go on');
    expect(friend.getByLabelText('Stamp card').getAttribute('aria-describedby')).toBe(message.id);
    expect(puts(api)).toEqual([]);
  });

  it("shows the contract's messages under the fields and sends nothing", async () => {
    const api = renderCard(program());
    const dialog = await openEditor('Edit', 'Edit refer-a-friend');
    const customer = side(dialog, 'Your customer gets');

    type(customer.getByLabelText('Reward'), '  ');
    type(within(dialog).getByLabelText('Within (days)'), '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await customer.findByText(REFERRAL_MESSAGES.rewardNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(REFERRAL_MESSAGES.withinDaysRange)).toBeTruthy();
    expect(puts(api)).toEqual([]);
  });

  it("shows the server's refusal under the field it names and keeps the editor open", async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION',
          message: REFERRAL_MESSAGES.programPaused,
          details: {
            'friendReward.programId': [REFERRAL_MESSAGES.programPaused],
            minimumAmount: [REFERRAL_MESSAGES.minimumAmountRange],
          },
        },
      },
    };
    renderCard(program(), { 'PUT /api/referrals': () => answer });
    const dialog = await openEditor('Edit', 'Edit refer-a-friend');
    const friend = side(dialog, 'Friend gets');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const message = await friend.findByText(REFERRAL_MESSAGES.programPaused);
    expect(friend.getByLabelText('Points program').getAttribute('aria-describedby')).toContain(message.id);
    const amount = within(dialog).getByText(REFERRAL_MESSAGES.minimumAmountRange);
    expect(within(dialog).getByLabelText('Minimum amount ($)').getAttribute('aria-describedby')).toContain(amount.id);
    expect(within(dialog).queryByTestId('referral-problem')).toBeNull();

    // A side named alone (the first check of its fields) goes under the field its message is about.
    answer = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION',
          message: REFERRAL_MESSAGES.pointsRange,
          details: { friendReward: [REFERRAL_MESSAGES.pointsRange] },
        },
      },
    };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const points = await friend.findByText(REFERRAL_MESSAGES.pointsRange);
    expect(friend.getByLabelText('Number of points').getAttribute('aria-describedby')).toContain(points.id);

    answer = { status: 403, body: { error: { code: 'FORBIDDEN', message: REFERRAL_MESSAGES.notIncluded } } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const problem = await within(dialog).findByTestId('referral-problem');
    expect(problem.textContent).toBe(`${REFERRAL_MESSAGES.saveFailed}${REFERRAL_MESSAGES.notIncluded}`);
    expect(screen.getByRole('dialog', { name: 'Edit refer-a-friend' })).toBeTruthy();
  });
});
