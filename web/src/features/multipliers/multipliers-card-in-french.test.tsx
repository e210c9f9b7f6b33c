import { MULTIPLIER_MESSAGES, type TLocationList, type TMultiplierRule, type TMultipliers } from '@regulars/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inFrench } from '../../test/in-french.tsx';
import { makeMe, mockApi, renderAt, signedIn } from '../../test/render.tsx';
import { MultipliersCard } from './multipliers-card.tsx';

const MAIN = '00000000-0000-4000-8000-00000000aaaa';

const places: TLocationList = {
  locations: [
    {
      id: MAIN,
      name: 'Rue Principale',
      address: null,
      timeZone: null,
      qrCodeCount: 0,
      createdAt: '2026-01-05T10:00:00.000Z',
      updatedAt: '2026-01-05T10:00:00.000Z',
    },
  ],
  limit: { max: 3, used: 1, planName: 'Pro' },
  businessTimeZone: 'Europe/Paris',
  canEdit: true,
};

const afterwork: TMultiplierRule = {
  id: 'r1',
  kind: 'happy_hour',
  name: 'Afterwork',
  factor: 2,
  days: [1, 2, 3, 4, 5],
  startTime: '16:00',
  endTime: '18:00',
  startsOn: null,
  endsOn: null,
  category: null,
  locationIds: null,
};
const soldes: TMultiplierRule = {
  ...afterwork,
  id: 'r2',
  kind: 'double_days',
  name: 'Soldes',
  factor: 1.5,
  days: [],
  startTime: null,
  endTime: null,
  startsOn: '2026-12-01',
  endsOn: '2026-12-03',
  locationIds: [MAIN],
};

const state = (over: Partial<TMultipliers> = {}): TMultipliers => ({
  combine: 'multiply',
  ceiling: 2.5,
  rules: [afterwork, soldes],
  included: true,
  timeZone: 'Europe/Paris',
  ...over,
});

async function renderCard(multipliers: TMultipliers, routes: Parameters<typeof mockApi>[0] = {}) {
  mockApi({
    'GET /api/me': signedIn(makeMe({ language: 'fr' })),
    'GET /api/multipliers': () => ({ status: 200, body: multipliers }),
    'GET /api/locations': () => ({ status: 200, body: places }),
    ...routes,
  });
  await act(async () => renderAt('/programs', inFrench(<MultipliersCard />)));
}

// Intl writes a range's dash and a French date with thin spaces: compared as a person reads them.
const spaced = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('MultipliersCard in French', () => {
  it('lists each multiplier in French: its days, its dates and its factor written the French way', async () => {
    await renderCard(state());

    expect(await screen.findByRole('heading', { name: 'Multiplicateurs de points' })).toBeTruthy();
    // Until the locations come, how many; then their names.
    await waitFor(() =>
      expect(screen.getAllByTestId('multiplier-text').map((row) => spaced(row.textContent))).toEqual([
        '×2 Afterwork — Du lundi au vendredi, 16:00–18:00 · Tous les établissements',
        '×1,5 Soldes — 1–3 déc. 2026 · Rue Principale',
      ]),
    );
    expect(screen.getByTestId('multipliers-combine').textContent).toBe(
      'Quand plusieurs s’appliquent, ils se multiplient, jusqu’à ×2,5 au total.',
    );
    expect(screen.getByTestId('multipliers-time-zone').textContent).toBe('Les heures sont en Europe/Paris.');
    expect(screen.getByRole('button', { name: 'Modifier Afterwork' })).toBeTruthy();
  });

  it('says the times are UTC until the time zone is chosen, the link to Settings within the French sentence', async () => {
    await renderCard(state({ timeZone: null }));

    const note = await screen.findByTestId('multipliers-time-zone');
    expect(note.textContent).toBe(
      'Les heures sont en UTC tant que vous n’avez pas choisi le fuseau horaire de votre entreprise dans les Paramètres.',
    );
    expect(within(note).getByRole('link', { name: 'Paramètres' }).getAttribute('href')).toBe('/settings');
  });

  it("says the contract's checks in French under the fields, and names the days in French", async () => {
    await renderCard(state({ rules: [] }));
    expect(await screen.findByText(/^Aucun multiplicateur pour l’instant\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un multiplicateur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un multiplicateur' });

    fireEvent.click(within(dialog).getByLabelText('Jours à points doublés'));
    expect((within(dialog).getByLabelText('Nom') as HTMLInputElement).value).toBe('Jours à points doublés');
    fireEvent.click(within(dialog).getByLabelText('Happy hour'));
    for (const day of ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi']) {
      fireEvent.click(within(dialog).getByRole('button', { name: day }));
    }
    fireEvent.change(within(dialog).getByLabelText('Multiplicateur'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter un multiplicateur' }));

    expect(await within(dialog).findByText('Choisissez au moins un jour')).toBeTruthy();
    expect(
      within(dialog).getByText('Saisissez un multiplicateur entre 1,1 et 10, comme 2 pour doubler les points'),
    ).toBeTruthy();
  });

  it("says the server's refusal in French, with the other multiplier's name", async () => {
    await renderCard(state({ rules: [] }), {
      'POST /api/multipliers': () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: MULTIPLIER_MESSAGES.overlaps('happy_hour', 'Afterwork') } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un multiplicateur' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter un multiplicateur' }));

    expect((await within(dialog).findByTestId('multiplier-problem')).textContent).toBe(
      'Cette happy hour chevauche « Afterwork » dans le même établissement : modifiez ses jours, ses heures ou ses établissements.',
    );
  });
});
