import type { TLanguage, TMe } from '@regulars/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeMe, mockApi } from '../../test/render.tsx';
import { AppShell } from './app-shell.tsx';

const speaking = (language: TLanguage, chosen: TLanguage | null = language): TMe =>
  makeMe({ user: { ...makeMe().user, language: chosen }, language });

/** The business frame around an empty screen, as the routes draw it; the catalogues arrive inside act. */
async function openShell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route element={<AppShell />}>
              <Route path="dashboard" element={<p>screen</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

const mainNav = () => within(screen.getAllByRole('navigation', { name: /./ })[0] as HTMLElement);

describe('the app’s frame speaks the user’s language', () => {
  it('in English as the spec writes it', async () => {
    mockApi({ 'GET /api/me': () => ({ status: 200, body: speaking('en', null) }) });
    await openShell();
    expect((await screen.findAllByText('Free plan')).length).toBeGreaterThan(0);
    expect(mainNav().getByRole('link', { name: 'Loyalty Programs' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Sign Out' }).length).toBeGreaterThan(0);
    expect(document.documentElement.lang).not.toBe('fr');
  });

  it('in French, and switches to the language chosen at its foot', async () => {
    let me = speaking('fr');
    const api = mockApi({
      'GET /api/me': () => ({ status: 200, body: me }),
      'PUT /api/me/language': (init) => {
        const { language } = JSON.parse(String(init?.body)) as { language: TLanguage };
        me = speaking(language);
        return { status: 204 };
      },
    });
    await openShell();
    expect((await screen.findAllByText('Formule Free')).length).toBeGreaterThan(0);
    expect(mainNav().getByRole('link', { name: 'Tableau de bord' })).toBeTruthy();
    expect(mainNav().getByRole('link', { name: 'Programmes de fidélité' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');

    const [choice] = screen.getAllByRole('combobox', { name: 'Langue' });
    expect((choice as HTMLSelectElement).value).toBe('fr');
    await act(async () => {
      fireEvent.change(choice as HTMLElement, { target: { value: 'de' } });
    });
    expect(await screen.findByRole('link', { name: 'Übersicht' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Abmelden' }).length).toBeGreaterThan(0);
    const put = api.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ language: 'de' });
  });
});

describe('two-step sign-in required and not set up (issue 53)', () => {
  it('shows its set-up in place of the app, naming the team that requires it, in the user’s language', async () => {
    const owed = (language: TLanguage): TMe => ({
      ...speaking(language),
      tenant: { id: 'tenant-1', companyName: 'Two Shops Barbers' },
      twoStepOwed: 'team',
    });
    mockApi({ 'GET /api/me': () => ({ status: 200, body: owed('en') }) });
    await openShell();
    const screenOwed = await screen.findByTestId('two-step-required');
    expect(within(screenOwed).getByRole('heading', { name: 'Set up two-step sign-in' })).toBeTruthy();
    expect(screenOwed.textContent).toContain(
      'Two Shops Barbers asks everyone on its team to sign in with a code from an authenticator app after their password.',
    );
    expect(within(screenOwed).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByText('screen')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();

    fireEvent.click(within(screenOwed).getByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm it’s you' })).toBeTruthy();
  });
});

describe('an analyst’s frame (issue 53)', () => {
  it('says once that everything is view only', async () => {
    mockApi({ 'GET /api/me': () => ({ status: 200, body: { ...speaking('en', null), viewOnly: true } }) });
    await openShell();
    expect((await screen.findByTestId('view-only-notice')).textContent).toBe(
      'You have view-only access: you can look at everything here, and change nothing.',
    );
    expect(screen.getByText('screen')).toBeTruthy();
  });
});
