import {
  combineRuleText,
  MULTIPLIER_MESSAGES,
  type TLocationList,
  type TMultiplierRule,
  type TMultipliers,
} from '@regulars/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt, signedIn } from '../../test/render.tsx';
import { MultipliersCard } from './multipliers-card.tsx';

const MAIN = '00000000-0000-4000-8000-00000000aaaa';

const places: TLocationList = {
  locations: [
    {
      id: MAIN,
      name: 'Main Street',
      address: null,
      timeZone: null,
      qrCodeCount: 0,
      createdAt: '2026-01-05T10:00:00.000Z',
      updatedAt: '2026-01-05T10:00:00.000Z',
    },
  ],
  limit: { max: 3, used: 1, planName: 'Pro' },
  businessTimeZone: 'Europe/London',
  canEdit: true,
};

const happyHour: TMultiplierRule = {
  id: 'r1',
  kind: 'happy_hour',
  name: 'Happy hour',
  factor: 2,
  days: [1, 2, 3, 4, 5],
  startTime: '16:00',
  endTime: '18:00',
  startsOn: null,
  endsOn: null,
  category: null,
  locationIds: null,
};
const doubleDays: TMultiplierRule = {
  ...happyHour,
  id: 'r2',
  kind: 'double_days',
  name: 'Double-points days',
  factor: 3,
  days: [],
  startTime: null,
  endTime: null,
  startsOn: '2026-12-01',
  endsOn: '2026-12-03',
  locationIds: [MAIN],
};
const birthdayWeek: TMultiplierRule = {
  ...happyHour,
  id: 'r3',
  kind: 'birthday_week',
  name: 'Birthday week',
  factor: 1.5,
  days: [],
  startTime: null,
  endTime: null,
};

const state = (over: Partial<TMultipliers> = {}): TMultipliers => ({
  combine: 'largest',
  ceiling: 3,
  rules: [happyHour, doubleDays, birthdayWeek],
  included: true,
  timeZone: 'Europe/London',
  ...over,
});

function renderCard(multipliers: TMultipliers, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/me': signedIn(),
    'GET /api/multipliers': () => ({ status: 200, body: multipliers }),
    'GET /api/locations': () => ({ status: 200, body: places }),
    ...routes,
  });
  renderAt('/programs', <MultipliersCard />);
  return api;
}

// A range's dash comes with thin spaces from Intl: compared as a person reads it.
const rowTexts = () => screen.getAllByTestId('multiplier-text').map((row) => row.textContent?.replace(/\s/g, ' '));

describe('MultipliersCard', () => {
  it('lists each multiplier in words, with the time zone and how several combine', async () => {
    renderCard(state());

    await waitFor(() =>
      expect(rowTexts()).toEqual([
        '×2 Happy hour — Mondays to Fridays, 16:00–18:00 · Every location',
        '×3 Double-points days — Dec 1 – 3, 2026 · Main Street',
        "×1.5 Birthday week — the customer's birthday and the 6 days after · Every location",
      ]),
    );
    expect(screen.getByTestId('multipliers-time-zone').textContent).toBe('Times are in Europe/London.');
    expect(screen.getByTestId('multipliers-combine').textContent).toBe(
      combineRuleText({ combine: 'largest', ceiling: 3 }),
    );
    expect(screen.getByRole('button', { name: 'Add multiplier' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Happy hour' })).toBeTruthy();
    expect(screen.queryByTestId('multipliers-upgrade')).toBeNull();
  });

  it('says the times are UTC until the time zone is chosen, and where', async () => {
    renderCard(state({ timeZone: null, rules: [happyHour] }));

    const note = await screen.findByTestId('multipliers-time-zone');
    expect(note.textContent).toBe("Times are in UTC until you choose your business's time zone in Settings.");
    expect(within(note).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('shows the upgrade prompt and no add button on a plan without multipliers', async () => {
    renderCard(state({ included: false, rules: [] }));

    const prompt = await screen.findByTestId('multipliers-upgrade');
    expect(prompt.textContent).toContain(MULTIPLIER_MESSAGES.notIncluded);
    expect(within(prompt).getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByRole('button', { name: 'Add multiplier' })).toBeNull();
  });

  it('offers the first one in a sentence when there are none', async () => {
    renderCard(state({ rules: [] }));

    expect(await screen.findByText(/^No multipliers yet\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add multiplier' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Multipliers' })).toBeNull();
  });

  it('adds a happy hour: the name follows the kind, and an overlap is refused in the dialog with its message', async () => {
    const sent: unknown[] = [];
    const overlap = MULTIPLIER_MESSAGES.overlaps('happy_hour', 'Happy hour');
    renderCard(state({ rules: [] }), {
      'POST /api/multipliers': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 409, body: { error: { code: 'CONFLICT', message: overlap } } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add multiplier' }));
    const dialog = await screen.findByRole('dialog');

    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Happy hour');
    fireEvent.click(within(dialog).getByLabelText('Double-points days'));
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Double-points days');
    fireEvent.click(within(dialog).getByLabelText('Category bonus'));
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Category bonus');
    expect(within(dialog).getByLabelText('Category')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Happy hour'));
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Happy hour');
    expect(within(dialog).queryByLabelText('Category')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Saturday' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sunday' }));
    expect(within(dialog).getByRole('button', { name: 'Sunday' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(within(dialog).getByLabelText('Starts at'), { target: { value: '00:00' } });
    fireEvent.change(within(dialog).getByLabelText('Ends at'), { target: { value: '00:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add multiplier' }));

    expect((await within(dialog).findByTestId('multiplier-problem')).textContent).toBe(overlap);
    expect(sent).toEqual([
      {
        kind: 'happy_hour',
        name: 'Happy hour',
        factor: 2,
        days: [0, 1, 2, 3, 4, 5, 6],
        startTime: '00:00',
        endTime: '00:00',
        startsOn: null,
        endsOn: null,
        category: null,
        locationIds: null,
      },
    ]);
  });

  it("shows the contract's messages under the fields and sends nothing", async () => {
    const api = renderCard(state({ rules: [] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add multiplier' }));
    const dialog = await screen.findByRole('dialog');
    const add = within(dialog).getByRole('button', { name: 'Add multiplier' });

    // Everything wrong is said at once: the factor, and the rules between fields.
    fireEvent.change(within(dialog).getByLabelText('Multiplier'), { target: { value: '12' } });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      fireEvent.click(within(dialog).getByRole('button', { name: day }));
    }
    fireEvent.change(within(dialog).getByLabelText('Ends at'), { target: { value: '15:00' } });
    fireEvent.click(within(dialog).getByLabelText('Only at the locations I choose'));
    fireEvent.click(add);

    expect(await within(dialog).findByText(MULTIPLIER_MESSAGES.daysRequired)).toBeTruthy();
    expect(within(dialog).getByText(MULTIPLIER_MESSAGES.endBeforeStart)).toBeTruthy();
    expect(within(dialog).getByText(MULTIPLIER_MESSAGES.locationsRequired)).toBeTruthy();
    expect(within(dialog).getByText(MULTIPLIER_MESSAGES.factorRange)).toBeTruthy();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
