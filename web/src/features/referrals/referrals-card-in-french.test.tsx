import {
  PROGRAM_DEFAULTS,
  REFERRAL_MESSAGES,
  stampsOverCardMessage,
  type TProgramList,
  type TReferralList,
  type TReferralProgram,
  type TReferralSettings,
} from '@regulars/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toaster.tsx';
import { frenchOwner, inFrench } from '../../test/in-french.tsx';
import { mockApi, renderAt, signedIn } from '../../test/render.tsx';
import { ReferralsCard } from './referrals-card.tsx';

const CLUB = '00000000-0000-4000-8000-000000000c01';
const CARD = '00000000-0000-4000-8000-000000000c03';

const me = frenchOwner();

const created = { description: '', createdAt: '2026-01-05T10:00:00.000Z' };
const programs: TProgramList = {
  programs: [
    { ...created, id: CLUB, name: 'Club Café', status: 'active', type: 'points', config: PROGRAM_DEFAULTS.points },
    {
      ...created,
      id: CARD,
      name: 'Carte Café',
      status: 'paused',
      type: 'stamp_card',
      config: PROGRAM_DEFAULTS.stamp_card,
    },
  ],
  limit: { maxActive: 3, active: 1, planName: 'Pro' },
};

const SETTINGS: TReferralSettings = {
  enabled: true,
  friendReward: { kind: 'points', programId: CLUB, programName: 'Club Café', points: 1500 },
  referrerReward: { kind: 'reward', name: 'Café offert', validDays: 30 },
  qualifyingAction: 'purchase',
  minimumAmount: 10,
  withinDays: 30,
  monthlyCap: 10,
};

const state = (over: Partial<TReferralProgram> = {}): TReferralProgram => ({
  settings: SETTINGS,
  included: true,
  counts: { opened: 1234, joined: 7, rewarded: 3, held: 1, rewardsGiven: 6 },
  ...over,
});

const LIST: TReferralList = {
  referrals: [
    {
      id: 'ref-1',
      referrer: { id: 'cus-maya', name: 'Maya Lopez' },
      friend: { id: 'cus-sam', name: 'Sam Reed' },
      status: 'held',
      heldReason: 'monthly_cap',
      joinedAt: '2026-02-03T12:00:00.000Z',
      rewardedAt: null,
    },
  ],
};

async function renderCard(referrals: TReferralProgram, routes: Parameters<typeof mockApi>[0] = {}) {
  mockApi({
    'GET /api/me': signedIn(me),
    'GET /api/referrals': () => ({ status: 200, body: referrals }),
    'GET /api/referrals/list': () => ({ status: 200, body: LIST }),
    'GET /api/programs': () => ({ status: 200, body: programs }),
    ...routes,
  });
  await act(async () => renderAt('/programs', inFrench(<ReferralsCard />)));
}

// French writes 1 500 and 10 € with narrow spaces: compared as a person reads them.
const spaced = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
const rule = () =>
  within(screen.getByTestId('referral-rule'))
    .getAllByRole('term')
    .map((term) => [term.textContent, spaced(term.nextElementSibling?.textContent)]);
const side = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('group', { name }));

afterEach(() => vi.restoreAllMocks());

describe('ReferralsCard in French', () => {
  it('says the rule, the counts and the latest referrals in French, the date and numbers the French way', async () => {
    await renderCard(state());

    expect(await screen.findByRole('heading', { name: 'Parrainage' })).toBeTruthy();
    await waitFor(() =>
      expect(rule()).toEqual([
        ['L’ami reçoit', '1 500 points sur Club Café'],
        ['Votre client reçoit', 'Café offert'],
        ['Condition', 'son premier achat d’au moins 10 € sous 30 jours'],
        ['Limite', '10 parrainages par client sur 30 jours'],
      ]),
    );
    expect(screen.getByTestId('referrals-state').textContent).toBe('Activé');
    expect(spaced(screen.getByTestId('referral-count-opened').textContent)).toBe('Invitations ouvertes1 234');

    const row = within(await screen.findByTestId('referral-row'));
    expect(row.getByText('3 févr. 2026')).toBeTruthy();
    expect(row.getByText('Bloqué')).toBeTruthy();
    expect(row.getByTestId('referral-held-reason').textContent).toBe(
      'Le client qui l’a invité a dépassé sa limite de parrainages sur 30 jours',
    );
    expect(screen.getByRole('columnheader', { name: 'Invité par' })).toBeTruthy();
  });

  it("says the contract's checks in French under the fields, and sends nothing", async () => {
    await renderCard(state());
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le parrainage' });
    const customer = side(dialog, 'Votre client reçoit');

    fireEvent.change(customer.getByLabelText('Récompense'), { target: { value: '  ' } });
    fireEvent.change(within(dialog).getByLabelText('Délai (jours)'), { target: { value: '' } });
    expect(within(dialog).getByLabelText('Montant minimum (€)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await customer.findByText('Nommez la récompense, comme Café offert')).toBeTruthy();
    expect(within(dialog).getByText('Saisissez un nombre de jours entre 1 et 365')).toBeTruthy();
  });

  it("says the server's refusals in French: under the stamps, and above the buttons", async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION',
          message: stampsOverCardMessage(10),
          details: { friendReward: [stampsOverCardMessage(10)] },
        },
      },
    };
    await renderCard(state(), { 'PUT /api/referrals': () => answer });
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le parrainage' });
    const friend = side(dialog, 'L’ami reçoit');
    fireEvent.click(friend.getByRole('radio', { name: 'Tampons' }));
    await waitFor(() => expect((friend.getByLabelText('Carte à tampons') as HTMLSelectElement).value).toBe(CARD));
    expect(
      within(friend.getByLabelText('Carte à tampons')).getByRole('option', { name: 'Carte Café (en pause)' }),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await friend.findByText('Cette carte compte 10 tampons : donnez-en au plus 10')).toBeTruthy();

    answer = { status: 403, body: { error: { code: 'FORBIDDEN', message: REFERRAL_MESSAGES.notIncluded } } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect((await within(dialog).findByTestId('referral-problem')).textContent).toBe(
      'Impossible d’enregistrer le parrainageVotre formule n’inclut pas le parrainage. Passez à une formule supérieure pour l’activer.',
    );
  });

  it('says in French when turning off failed, a reason it does not know as a general failure', async () => {
    const failed = vi.spyOn(toast, 'error');
    await renderCard(state(), {
      'PUT /api/referrals': () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Try later' } } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Désactiver' }));

    await waitFor(() =>
      expect(failed).toHaveBeenCalledWith('Impossible d’enregistrer le parrainage', {
        description: 'Une erreur est survenue. Veuillez réessayer.',
      }),
    );
  });
});
