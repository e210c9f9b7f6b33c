import type { TCustomerListRow } from '@regulars/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frenchOwner, inFrench } from '../test/in-french.tsx';
import { mockApi, renderAt } from '../test/render.tsx';
import { CustomersPage } from './customers.tsx';

const me = frenchOwner({ user: { language: 'fr' } });

const row: TCustomerListRow = {
  id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  uniqueCustomerId: 'CUS000007',
  firstName: 'Dana',
  lastName: 'Scully',
  email: 'dana@example.com',
  phone: null,
  birthday: null,
  totalPoints: 1250,
  lifetimePointsEarned: 1250,
  totalVisits: 3,
  optedInSms: false,
  optedInEmail: true,
  portalEnabled: true,
  // Noon UTC: the same calendar day in every time zone the tests may run in.
  createdAt: '2026-01-15T12:00:00.000Z',
  memberSince: null,
  stamps: [{ programId: 'p1', programName: 'Carte café', current: 7, required: 10 }],
};

const ok = (body: unknown) => () => ({ status: 200, body });

function mockCustomers(customers: TCustomerListRow[], total: number, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/me': ok(me),
    'GET /api/customers': ok({ customers, hasPointsProgram: true, total, totalCapped: false, page: 1, limit: 25 }),
    'GET /api/customers/deletion-requests': ok({ requests: [] }),
    ...extra,
  });
}

async function openCustomers() {
  await act(async () => {
    renderAt('/customers', inFrench(<CustomersPage />));
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the Customers screen for a French user', () => {
  it('shows its table in French, each row’s figures and dates the French way, and a French pager', async () => {
    mockCustomers([row], 60, {
      'GET /api/customers/deletion-requests': ok({
        requests: [
          {
            id: row.id,
            uniqueCustomerId: 'CUS000007',
            firstName: 'Dana',
            lastName: 'Scully',
            requestedAt: '2026-01-13T12:00:00.000Z',
            dueAt: '2026-02-12T12:00:00.000Z',
          },
        ],
      }),
    });
    await openCustomers();

    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
    expect((await screen.findByTestId('customer-count')).textContent).toBe('60 clients');
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Client', 'Contact', 'Points', 'Tampons', 'Visites', 'Inscription', 'Actions']);
    const tableRow = screen.getByTestId('customer-row');
    const cells = within(tableRow)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toContain('1\u202f250');
    expect(cells).toContain('7 sur 10');
    expect(cells).toContain('15 janv. 2026');
    expect(cells[1]).toBe('dana@example.comPas de téléphone');
    expect(within(tableRow).getByRole('button', { name: 'Envoyer un e-mail à Dana Scully' })).toBeTruthy();
    expect(within(tableRow).getByRole('button', { name: 'Pas de numéro de téléphone' })).toBeTruthy();
    // A phone's card says it in one line.
    const card = screen.getByTestId('customer-card');
    expect(card.textContent).toContain('CUS000007 · Inscrit le 15 janv. 2026');
    expect(card.textContent).toContain('1\u202f250 points · 7 sur 10 tampons · 3 visites');

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('1–25 sur 60')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Suivant' })).toBeTruthy();

    const deletions = screen.getByTestId('deletion-requests');
    expect(within(deletions).getByText('1 client a demandé à être supprimé')).toBeTruthy();
    expect(within(deletions).getByText('Supprimé le 12 février 2026')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Rechercher des clients' })).toBeTruthy();
  });

  it('says in French that there is nobody yet, and what to do', async () => {
    mockCustomers([], 0);
    await openCustomers();

    expect(await screen.findByText('Aucun client pour l’instant')).toBeTruthy();
    expect(
      screen.getByText(
        'Ajoutez votre premier client, importez une liste depuis un fichier CSV ou laissez vos clients s’inscrire avec un code QR.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importer un CSV' })).toBeTruthy();
    expect(screen.getByTestId('customer-count').textContent).toBe('0 client');
  });

  it('imports a file in French: its first step, a refused file, and a row’s problem', async () => {
    const imported = vi.fn();
    mockCustomers([], 0, {
      'POST /api/customers/import/preflight': ok({ current: 0, limit: 500 }),
      'POST /api/customers/import': (init) => {
        imported(JSON.parse(String(init?.body)));
        return ok({
          importId: '7d9f1c52-5b1e-4c8e-9d7a-2f6b3e8a1c44',
          imported: 1,
          updated: 0,
          failed: 1,
          results: [
            { rowNumber: 2, status: 'imported' },
            { rowNumber: 3, status: 'failed', error: 'A customer with this email already exists' },
          ],
        })();
      },
    });
    await openCustomers();
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Importer un CSV' }));
    });

    const dialog = screen.getByRole('dialog', { name: 'Importer des clients' });
    const steps = within(dialog).getByRole('list', { name: 'Étapes de l’import' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace('›', '')),
    ).toEqual(['Fichier', 'Colonnes', 'Aperçu', 'Vérification', 'Import', 'Résultats']);
    expect(within(dialog).getByText('Choisissez un fichier CSV ou déposez-le ici')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Télécharger un modèle' })).toBeTruthy();

    const input = within(dialog).getByLabelText('Fichier CSV');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'clients.txt', { type: 'text/plain' })] } });
    });
    expect(within(dialog).getByText('Veuillez importer un fichier CSV')).toBeTruthy();

    const csv = 'Prénom,Email,Phone\r\nMarie,marie@example.com,\r\nLuc,luc@example.com,\r\nSans contact,,\r\n';
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([csv], 'clients.csv', { type: 'text/csv' })] } });
    });
    expect(
      await within(dialog).findByText('Associez les colonnes de votre fichier aux nôtres.', { exact: false }),
    ).toBeTruthy();
    expect(within(dialog).getAllByText('Absent de ce fichier').length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    });
    expect(within(dialog).getByText('· 3 lignes')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Importer 3 lignes' }));
    });

    const errors = await within(dialog).findByRole('list', { name: 'Erreurs par ligne' });
    expect(imported).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(errors).getAllByRole('listitem')).toHaveLength(2));
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ligne 3Un client avec cet e-mail existe déjà', 'Ligne 4Un e-mail ou un téléphone est requis']);
    expect(within(dialog).getByText('importé')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Terminé' })).toBeTruthy();
  });
});
