import { AGENCY_MESSAGES, type TAgencyClient, type TAgencyClients } from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../components/ui/toaster.tsx';
import { AppWordsProvider, preloadAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';
import { preloadWords, WordsProvider } from '../../lib/words.tsx';
import { makeMe, mockApi, renderAt, signedIn } from '../../test/render.tsx';
import { BusinessSwitcher } from './business-switcher.tsx';
import { OPEN_REFUSALS } from './use-open-business.ts';

const client = (overrides: Partial<TAgencyClient> & Pick<TAgencyClient, 'id' | 'companyName'>): TAgencyClient => ({
  createdAt: '2026-01-05T12:00:00.000Z',
  customers: 0,
  maxCustomers: 500,
  visitsThisMonth: 0,
  messagesThisMonth: 0,
  smsThisMonth: 0,
  maxSmsMonthly: 500,
  credits: 0,
  teamMembers: 0,
  invitationsPending: 0,
  alerts: [],
  managers: [],
  ...overrides,
});

const clients: TAgencyClients = {
  agency: { id: 'user-1', companyName: 'Blue Door Coffee', credits: 0 },
  clients: [
    client({ id: 'client-1', companyName: 'Le Petit Four', customers: 1234 }),
    client({ id: 'client-2', companyName: 'Chez Marcel', customers: 1 }),
  ],
  total: 30,
  used: 30,
  maxClients: 50,
  page: 1,
  pageSize: 2,
  canManage: true,
  openClientId: null,
  teamManagers: [],
  assignedOnly: false,
};

describe('the business switcher in the user’s language', () => {
  it('speaks French to an agency’s team: its rows, their customers counted in French, and a refusal', async () => {
    mockApi({
      'GET /api/me': signedIn(makeMe({ language: 'fr', runsClients: true })),
      'GET /api/agency/clients': () => ({ status: 200, body: clients }),
      'POST /api/agency/open': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: AGENCY_MESSAGES.clientNotFound } },
      }),
    });
    await Promise.all([preloadAppWords('fr'), preloadWords('fr')]);
    await act(async () =>
      renderAt(
        '/dashboard',
        <WordsProvider language="fr">
          <AppWordsProvider language="fr" locale="fr-FR">
            <BusinessSwitcher />
            <Toaster />
          </AppWordsProvider>
        </WordsProvider>,
      ),
    );

    const button = await screen.findByTestId('business-switcher');
    expect(button.textContent).toContain('Changer d’entreprise');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Changer d’entreprise' });
    expect(dialog.textContent).toContain('Travaillez dans votre agence ou dans l’une de ses entreprises clientes.');
    expect(within(dialog).getByRole('textbox', { name: 'Rechercher une entreprise par nom' })).toBeTruthy();
    const list = within(dialog).getByRole('list', { name: 'Entreprises' });
    expect(list.textContent).toContain('Votre agence');
    // '1 234 clients', grouped the French way.
    expect(await within(list).findByText('Le Petit Four')).toBeTruthy();
    expect(list.textContent).toContain(`${formatCountIn(1234, 'fr-FR')} clients`);
    expect(within(list).getByText('1 client')).toBeTruthy();
    expect(
      within(list).getByRole('button', { current: true }).querySelector('[aria-label]')?.getAttribute('aria-label'),
    ).toBe('Vous travaillez ici');
    expect(dialog.textContent).toContain('2 sur 30 affichées : recherchez pour trouver les autres.');
    expect(within(dialog).getByRole('link', { name: 'Gérer les entreprises clientes' })).toBeTruthy();

    // The server's English refusal, in French.
    await act(async () => fireEvent.click(within(list).getByRole('button', { name: /Le Petit Four/ })));
    expect(await screen.findByText('Entreprise cliente introuvable')).toBeTruthy();
  });

  it('reads in English word for word as before', async () => {
    mockApi({
      'GET /api/me': signedIn(makeMe({ runsClients: true })),
      'GET /api/agency/clients': () => ({ status: 200, body: clients }),
    });
    await act(async () => renderAt('/dashboard', <BusinessSwitcher />));
    fireEvent.click(await screen.findByTestId('business-switcher'));
    const dialog = await screen.findByRole('dialog', { name: 'Switch business' });
    const list = within(dialog).getByRole('list', { name: 'Businesses' });
    expect(await within(list).findByText('1,234 customers')).toBeTruthy();
    expect(within(list).getByText('1 customer')).toBeTruthy();
    expect(list.textContent).toContain('Your agency');
    expect(dialog.textContent).toContain('Showing 2 of 30: search to find the others.');
  });

  it('knows each English refusal by the words its key says in English', () => {
    for (const [english, key] of Object.entries(OPEN_REFUSALS)) expect(appEn[key]).toBe(english);
    expect(appEn['frame.switcher.opened'].replace('{name}', 'X')).toBe(AGENCY_MESSAGES.opened('X'));
    expect(appEn['frame.switcher.backToAgency'].replace('{name}', 'X')).toBe(AGENCY_MESSAGES.backToAgency('X'));
    expect(appEn['frame.switcher.openFailed']).toBe(AGENCY_MESSAGES.openFailed);
  });
});
