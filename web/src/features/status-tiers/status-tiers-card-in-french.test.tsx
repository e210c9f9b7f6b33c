import { STATUS_MESSAGES, type TStatusProgram } from '@regulars/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inFrench } from '../../test/in-french.tsx';
import { makeMe, mockApi, renderAt, signedIn } from '../../test/render.tsx';
import { StatusTiersCard } from './status-tiers-card.tsx';

const BRONZE = '00000000-0000-4000-8000-0000000000b1';
const SILVER = '00000000-0000-4000-8000-0000000000b2';
const GOLD = '00000000-0000-4000-8000-0000000000b3';

const program = (over: Partial<TStatusProgram> = {}): TStatusProgram => ({
  basis: 'points',
  window: 'rolling',
  windowMonths: 12,
  graceDays: 30,
  tiers: [
    { id: BRONZE, name: 'Bronze', threshold: 50, factor: 1, reward: null, customers: 12 },
    { id: SILVER, name: 'Argent', threshold: 100, factor: 1.5, reward: null, customers: 1 },
    {
      id: GOLD,
      name: 'Or',
      threshold: 1200,
      factor: 2,
      reward: { name: 'Dessert offert', validDays: 14 },
      customers: 0,
    },
  ],
  included: true,
  ...over,
});

async function renderCard(state: TStatusProgram, routes: Parameters<typeof mockApi>[0] = {}) {
  mockApi({
    'GET /api/me': signedIn(makeMe({ language: 'fr' })),
    'GET /api/status-tiers': () => ({ status: 200, body: state }),
    ...routes,
  });
  await act(async () => renderAt('/programs', inFrench(<StatusTiersCard />)));
}

// French writes 1 200 with a narrow space: compared as a person reads it.
const spaced = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
const rows = () =>
  screen
    .getAllByTestId('status-tier-row')
    .map((row) =>
      ['name', 'needs', 'earns', 'customers'].map((part) =>
        spaced(within(row).getByTestId(`status-tier-${part}`).textContent),
      ),
    );
const tierRow = (dialog: HTMLElement, n: number) => within(within(dialog).getByRole('group', { name: `Niveau ${n}` }));

describe('StatusTiersCard in French', () => {
  it('lists the tiers and the rule in French, numbers written the French way', async () => {
    await renderCard(program());

    expect(await screen.findByRole('heading', { name: 'Niveaux de statut' })).toBeTruthy();
    await waitFor(() =>
      expect(rows()).toEqual([
        ['Bronze', 'Dès 50 points', 'Points habituels', '12 clients'],
        ['Argent', 'Dès 100 points', 'Points ×1,5', '1 client'],
        ['Or', 'Dès 1 200 points', 'Points ×2', '0 client'],
      ]),
    );
    expect(screen.getByTestId('status-tier-reward').textContent).toBe('Débloque Dessert offert (valable 14 jours)');
    expect(screen.getByTestId('status-rule').textContent).toBe(
      'Points gagnés sur les 12 derniers mois ; 30 jours de grâce avant la perte d’un niveau.',
    );
    expect(screen.getByRole('button', { name: 'Désactiver les niveaux' })).toBeTruthy();
  });

  it("says the contract's checks in French under the tier they are about", async () => {
    await renderCard(program());
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier les niveaux' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier les niveaux' });

    fireEvent.change(tierRow(dialog, 2).getByLabelText('Seuil'), { target: { value: '40' } });
    fireEvent.change(tierRow(dialog, 3).getByLabelText('Nom'), { target: { value: 'bronze' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer les niveaux' }));

    expect(await tierRow(dialog, 2).findByText('Chaque niveau doit demander plus que le précédent')).toBeTruthy();
    expect(tierRow(dialog, 3).getByText('Chaque niveau doit avoir son propre nom')).toBeTruthy();
  });

  it("says the server's refusal in French, and one it does not know as a general failure", async () => {
    let answer: { status: number; body: unknown } = {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: STATUS_MESSAGES.tierNotFound } },
    };
    await renderCard(program(), { 'PUT /api/status-tiers': () => answer });
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier les niveaux' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier les niveaux' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer les niveaux' }));

    expect((await within(dialog).findByTestId('status-problem')).textContent).toBe(
      'Impossible d’enregistrer les niveaux de statutNiveau introuvable : rechargez la page et réessayez',
    );

    answer = { status: 500, body: { error: { code: 'INTERNAL', message: 'The database is asleep' } } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer les niveaux' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('status-problem').textContent).toBe(
        'Impossible d’enregistrer les niveaux de statutUne erreur est survenue. Veuillez réessayer.',
      ),
    );
  });

  it('sets up a first table with French names, each new tier the next one', async () => {
    await renderCard(program({ tiers: [] }));
    expect(await screen.findByText(/^Aucun niveau pour l’instant\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Configurer les niveaux' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configurer les niveaux' });

    expect((tierRow(dialog, 1).getByLabelText('Nom') as HTMLInputElement).value).toBe('Bronze');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter un niveau' }));
    expect((tierRow(dialog, 2).getByLabelText('Nom') as HTMLInputElement).value).toBe('Argent');
    expect(tierRow(dialog, 2).getByText('points')).toBeTruthy();
  });

  it('asks in French before turning the tiers off, with how many customers lose theirs', async () => {
    await renderCard(program());
    fireEvent.click(await screen.findByRole('button', { name: 'Désactiver les niveaux' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Désactiver les niveaux de statut ?' });
    expect(confirm.textContent).toContain('13 clients perdent leur niveau.');
    expect(within(confirm).getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });
});
