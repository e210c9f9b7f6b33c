import {
  defaultProgramConfig,
  PROGRAM_MESSAGES,
  type TMe,
  type TProgram,
  type TProgramList,
} from '@regulars/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toaster.tsx';
import { AppWordsProvider, preloadAppWords } from '../../lib/app-words.tsx';
import { preloadWords, WordsProvider } from '../../lib/words.tsx';
import { frenchOwner } from '../../test/in-french.tsx';
import { makeMe, mockApi, renderAt } from '../../test/render.tsx';
import { ProgramsScreen } from './programs-screen.tsx';

const createdAt = '2026-01-05T12:00:00.000Z';
const base = { description: '', status: 'active' as const, createdAt };

const programs: TProgram[] = [
  { ...base, id: 'p-stamps', name: 'Carte Café', type: 'stamp_card', config: defaultProgramConfig('stamp_card') },
  {
    ...base,
    id: 'p-points',
    name: 'Points Café',
    type: 'points',
    config: { ...defaultProgramConfig('points'), dailyPointsCap: 1250 },
  },
  {
    ...base,
    id: 'p-codes',
    name: 'Merci',
    status: 'paused',
    type: 'rebate_code',
    config: { ...defaultProgramConfig('rebate_code'), discountType: 'fixed', discountValue: 5 },
  },
];
const list: TProgramList = { programs, limit: { maxActive: 3, active: 2, planName: 'Pro' } };
const PLAN_LIMIT = 'Your plan allows 3 active programs. Pause another program or upgrade your plan to run more.';

function mockPrograms(me: TMe) {
  return mockApi({
    'GET /api/me': () => ({ status: 200, body: me }),
    'GET /api/programs': () => ({ status: 200, body: list }),
    'POST /api/programs': () => ({
      status: 403,
      body: { error: { code: 'PLAN_LIMIT', message: PLAN_LIMIT, details: { limit: 3, current: 3 } } },
    }),
    'PATCH /api/programs/p-stamps/status': () => ({ status: 200, body: { ...programs[0], status: 'paused' } }),
    'DELETE /api/programs/p-stamps': () => ({
      status: 409,
      body: { error: { code: 'CONFLICT', message: PROGRAM_MESSAGES.hasEarnings } },
    }),
  });
}

/** The screen as the app's frame shows it: in the user's language (both catalogues), with the app's toasts. */
async function openPrograms(me: TMe) {
  mockPrograms(me);
  const screenWithToasts = (
    <>
      <ProgramsScreen />
      <Toaster />
    </>
  );
  const inLanguage = (children: ReactNode) =>
    me.language === 'en' ? (
      children
    ) : (
      <WordsProvider language={me.language}>
        <AppWordsProvider language={me.language} locale={me.business?.locale}>
          {children}
        </AppWordsProvider>
      </WordsProvider>
    );
  await Promise.all([preloadAppWords(me.language), preloadWords(me.language)]);
  // The catalogues load lazily: let them arrive inside act.
  await act(async () => renderAt('/programs', inLanguage(screenWithToasts)));
}

// The create dialog logs a refused create for the developer: the refusals below are meant.
afterEach(() => vi.restoreAllMocks());
const quietly = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

const card = (name: string) => {
  const found = screen.getAllByTestId('program-card').find((each) => within(each).queryByText(name));
  if (!found) throw new Error(`No card for ${name}`);
  return found;
};
/** The value a card shows for one of its details, its label as written (money's no-break space included). */
function detail(cardElement: HTMLElement, label: string) {
  const term = [...cardElement.querySelectorAll('dt')].find((each) => each.textContent === label);
  if (!term) throw new Error(`No detail ${label}`);
  return term.nextElementSibling?.textContent;
}

describe('the programs screen in French', () => {
  it('lists the programs with their cards in French, numbers, money and dates the French way', async () => {
    await openPrograms(frenchOwner({ user: { language: 'fr' } }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Programmes de fidélité' })).toBeTruthy();
    expect(await screen.findByText('2 sur 3 programmes actifs inclus dans votre formule')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Créer un programme' })).toBeTruthy();

    const stamps = await screen.findByText('Carte Café').then(() => card('Carte Café'));
    expect(within(stamps).getByText('Carte à tampons')).toBeTruthy();
    expect(within(stamps).getByText('Actif')).toBeTruthy();
    expect(detail(stamps, 'Tampons nécessaires')).toBe('10');
    expect(detail(stamps, 'Récompense')).toBe('À définir');
    expect(detail(stamps, 'Expiration de la carte')).toBe('90 jours');
    expect(detail(stamps, 'Limites de tampons')).toBe('10 min d’intervalle · 10 par jour');
    expect(within(stamps).getByText('Créé le 5 janv. 2026')).toBeTruthy();
    expect(within(stamps).getByRole('button', { name: 'Mettre en pause Carte Café' })).toBeTruthy();
    expect(within(stamps).getByRole('button', { name: 'Modifier Carte Café' })).toBeTruthy();

    const points = card('Points Café');
    expect(detail(points, 'Points par 1\u00a0€')).toBe('1');
    expect(detail(points, 'Seuil d’échange')).toBe('100 points');
    expect(detail(points, 'Récompenses')).toBe('Récompense à 100 points');
    expect(detail(points, 'Plafond quotidien')).toMatch(/^1\s250 points$/);

    const codes = card('Merci');
    expect(within(codes).getByText('En pause')).toBeTruthy();
    expect(detail(codes, 'Réduction')).toBe('5\u00a0€ de réduction');
    expect(detail(codes, 'Utilisation')).toBe('Usage unique');
    expect(within(codes).getByRole('button', { name: 'Activer Merci' })).toBeTruthy();

    await act(async () => fireEvent.click(within(stamps).getByRole('button', { name: 'Mettre en pause Carte Café' })));
    expect(await screen.findByText('Programme mis en pause : Carte Café')).toBeTruthy();
  });

  it('creates a stamp card in French: its fields, a check and the server’s refusal in French', async () => {
    quietly();
    await openPrograms(frenchOwner({ user: { language: 'fr' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Créer un programme' }));

    let dialog = await screen.findByRole('dialog', { name: 'Créer un programme' });
    expect(
      within(dialog).getByText('Choisissez le type de programme de fidélité que vous voulez proposer.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('list', { name: 'Types de programme' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Carte à tampons/ }));

    dialog = await screen.findByRole('dialog', { name: 'Nouveau programme : Carte à tampons' });
    const name = within(dialog).getByLabelText('Nom du programme');
    expect(name.getAttribute('placeholder')).toBe('ex. : Carte Café');
    expect((within(dialog).getByLabelText('Tampons nécessaires') as HTMLInputElement).value).toBe('10');
    expect(within(dialog).getByText('Une carte se remplit avec 2 à 20 tampons.')).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Autoriser plusieurs cartes/)).toBeTruthy();
    const guards = within(dialog).getByRole('group', { name: 'Protections anti-fraude' });
    expect(within(guards).getByLabelText('Minutes entre deux tampons')).toBeTruthy();
    expect(within(guards).getByLabelText('Tampons par jour')).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Carte Croissant' } });
    fireEvent.change(within(dialog).getByLabelText('Tampons nécessaires'), { target: { value: '25' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Créer un programme' })));
    expect(await within(dialog).findByText('Le nombre de tampons doit être compris entre 2 et 20')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Tampons nécessaires'), { target: { value: '12' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Créer un programme' })));
    expect(await within(dialog).findByText('Limite de la formule atteinte')).toBeTruthy();
    expect(
      within(dialog).getByText(
        /^Votre formule permet 3 programmes actifs\. Mettez un autre programme en pause ou changez de formule/,
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Voir les formules' }).getAttribute('href')).toBe('/subscription');
    expect(within(dialog).getByRole('button', { name: 'Retour' })).toBeTruthy();
  });

  it('says in French why a program customers earned in cannot be deleted', async () => {
    await openPrograms(frenchOwner({ user: { language: 'fr' } }));
    await screen.findByText('Carte Café');
    fireEvent.click(within(card('Carte Café')).getByRole('button', { name: 'Supprimer Carte Café' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer Carte Café ?' });
    expect(within(confirm).getByText('Cette action est irréversible.')).toBeTruthy();
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer le programme' })));
    expect(
      await within(confirm).findByText(
        'Des clients ont gagné dans ce programme : il ne peut pas être supprimé. Mettez-le plutôt en pause.',
      ),
    ).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });
});

describe('the programs screen in English', () => {
  it('says what it always said', async () => {
    quietly();
    await openPrograms(makeMe());

    expect(await screen.findByRole('heading', { level: 1, name: 'Loyalty Programs' })).toBeTruthy();
    expect(await screen.findByText('2 of 3 active programs on your plan')).toBeTruthy();
    await screen.findByText('Carte Café');
    const stamps = card('Carte Café');
    expect(within(stamps).getByText('Stamp Card')).toBeTruthy();
    expect(detail(stamps, 'Stamps required')).toBe('10');
    expect(detail(stamps, 'Card expires')).toBe('90 days');
    expect(detail(stamps, 'Stamp limits')).toBe('10 min apart · 10 a day');
    expect(within(stamps).getByText('Created Jan 5, 2026')).toBeTruthy();
    expect(detail(card('Points Café'), 'Points per $1')).toBe('1');
    expect(detail(card('Points Café'), 'Daily cap')).toBe('1,250 points');
    expect(detail(card('Merci'), 'Discount')).toBe('$5 off');

    fireEvent.click(screen.getByRole('button', { name: 'Create Program' }));
    const types = await screen.findByRole('dialog', { name: 'Create Program' });
    fireEvent.click(within(types).getByRole('button', { name: /^Stamp Card/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New Stamp Card program' });
    expect(within(dialog).getByLabelText('Program name').getAttribute('placeholder')).toBe('e.g. Coffee Card');
    fireEvent.change(within(dialog).getByLabelText('Program name'), { target: { value: 'Croissant Card' } });
    fireEvent.change(within(dialog).getByLabelText('Stamps required'), { target: { value: '25' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create Program' })));
    expect(await within(dialog).findByText('Stamps required must be between 2 and 20')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Stamps required'), { target: { value: '12' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create Program' })));
    expect(await within(dialog).findByText('Plan limit reached')).toBeTruthy();
    expect(within(dialog).getByText(PLAN_LIMIT)).toBeTruthy();
  });
});
