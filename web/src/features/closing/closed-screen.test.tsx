import { ADMIN_ACTION_MESSAGES, CLOSING_MESSAGES, type TClosingStatus } from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../components/ui/toaster.tsx';
import { AppWordsProvider, preloadAppWords } from '../../lib/app-words.tsx';
import { formatLongDate } from '../../lib/format-date.ts';
import { preloadWords, WordsProvider } from '../../lib/words.tsx';
import { makeMe, mockApi, renderAt, signedIn } from '../../test/render.tsx';
import { ClosedScreen, REOPEN_REFUSALS } from './closed-screen.tsx';

const closed = (canManage: boolean): TClosingStatus => ({
  companyName: 'Blue Door Coffee',
  closedAt: '2026-01-05T12:00:00.000Z',
  deletesAt: '2026-02-04T12:00:00.000Z',
  canManage,
  timeZone: null,
});

function mockClosed(status: TClosingStatus, language: 'en' | 'fr') {
  mockApi({
    'GET /api/me': signedIn(makeMe({ language })),
    'GET /api/closing': () => ({ status: 200, body: status }),
    'GET /api/data-exports': () => ({ status: 200, body: { exports: [], canExport: true } }),
    'POST /api/closing/reopen': () => ({
      status: 409,
      body: { error: { code: 'CONFLICT', message: CLOSING_MESSAGES.gracePassed } },
    }),
  });
}

describe('the closed screen in the user’s language', () => {
  it('speaks French, its dates written the French way, and says a refused reopening in French', async () => {
    mockClosed(closed(true), 'fr');
    await Promise.all([preloadAppWords('fr'), preloadWords('fr')]);
    await act(async () =>
      renderAt(
        '/dashboard',
        <WordsProvider language="fr">
          <AppWordsProvider language="fr" locale="fr-FR">
            <ClosedScreen userEmail="owner@example.com" />
            <Toaster />
          </AppWordsProvider>
        </WordsProvider>,
      ),
    );

    const screenCard = await screen.findByTestId('closed-screen');
    expect(within(screenCard).getByRole('heading', { level: 1, name: 'Cette entreprise est fermée' })).toBeTruthy();
    expect(formatLongDate('2026-02-04T12:00:00.000Z', undefined, 'fr-FR')).toBe('4 février 2026');
    expect(screenCard.textContent).toContain(
      'Elle a été fermée le 5 janvier 2026. Ses clients, programmes et messages seront définitivement supprimés le 4 février 2026.',
    );
    // The deletion date stands out, wherever the sentence puts it.
    expect(within(screenCard).getByText('4 février 2026').className).toContain('font-semibold');
    expect(screenCard.textContent).toContain('Vous avez changé d’avis ?');
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();

    await act(async () => fireEvent.click(within(screenCard).getByRole('button', { name: 'Rouvrir l’entreprise' })));
    expect(await screen.findByText('Impossible de rouvrir l’entreprise')).toBeTruthy();
    expect(
      await screen.findByText(
        'Les 30 jours pour rouvrir cette entreprise sont écoulés : elle est en cours de suppression.',
      ),
    ).toBeTruthy();
  });

  it('tells a team member who cannot reopen it to ask an admin, in French', async () => {
    mockClosed(closed(false), 'fr');
    await Promise.all([preloadAppWords('fr'), preloadWords('fr')]);
    await act(async () =>
      renderAt(
        '/dashboard',
        <AppWordsProvider language="fr" locale="fr-FR">
          <ClosedScreen />
        </AppWordsProvider>,
      ),
    );
    const screenCard = await screen.findByTestId('closed-screen');
    expect(screenCard.textContent).toContain('Seul un administrateur de l’équipe peut la rouvrir.');
    expect(within(screenCard).queryByRole('button')).toBeNull();
  });

  it('reads in English word for word as before', async () => {
    mockClosed(closed(false), 'en');
    await act(async () => renderAt('/dashboard', <ClosedScreen />));
    const screenCard = await screen.findByTestId('closed-screen');
    expect(screenCard.textContent).toContain(
      'It was closed on January 5, 2026. Its customers, programs and messages will be deleted for good on February 4, 2026.',
    );
    expect(screenCard.textContent).toContain('Only a team admin can reopen it. Ask yours if this is a mistake.');
    expect(within(screenCard).getByRole('heading', { name: CLOSING_MESSAGES.closedTitle })).toBeTruthy();
  });

  it('knows each English refusal by the words its key says in English', () => {
    for (const [english, key] of Object.entries(REOPEN_REFUSALS)) expect(appEn[key]).toBe(english);
    expect(appEn['frame.closed.reopened']).toBe(CLOSING_MESSAGES.reopened);
    expect(appEn['frame.closed.reopenFailed']).toBe(CLOSING_MESSAGES.reopenFailed);
    expect(appEn['frame.closed.title']).toBe(CLOSING_MESSAGES.closedTitle);
    expect(appEn['frame.suspendedRefusal']).toBe(ADMIN_ACTION_MESSAGES.suspended);
  });
});
