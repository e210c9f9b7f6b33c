import type { TMe } from '@regulars/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppRoutes } from '../app.tsx';
import { frenchOwner } from '../test/in-french.tsx';
import { makeMe, mockApi } from '../test/render.tsx';

const ok = (body: unknown) => () => ({ status: 200, body });
const QR = {
  id: '00000000-0000-4000-8000-000000000a11',
  code: 'user1-abc-0123',
  locationId: null,
  locationName: null,
  customUrl: null,
  url: 'https://regulars.example.com/signup-form/user1-abc-0123',
  shortUrl: 'https://regulars.example.com/j/ABCD2345',
  scanCount: 1234,
  signupCount: 150,
  active: true,
  createdAt: '2026-11-23T12:00:00.000Z',
};

/** One code for the sign-up form, no locations yet, and a delete the server refuses. */
function mockQrCodes(me: TMe) {
  return mockApi({
    'GET /api/me': ok(me),
    'GET /api/qr-codes': ok({ qrCodes: [QR] }),
    'GET /api/locations': ok({
      locations: [],
      limit: { max: 1, used: 0, planName: 'Free' },
      businessTimeZone: null,
      canEdit: true,
    }),
    [`DELETE /api/qr-codes/${QR.id}`]: () => ({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'QR code not found' } },
    }),
  });
}

/** The whole app at /qr-codes: its guard, the shell that speaks the user's language, then the screen. */
async function openQrCodes() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The catalogues load lazily: let them arrive inside act.
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/qr-codes']}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

// The app loads each screen when its route opens; load them once up front so the first render is not timed on it.
beforeAll(async () => {
  await Promise.all([import('../features/layout/index.ts'), import('./qr-codes.tsx')]);
}, 30_000);

describe('QR codes in French', () => {
  it('shows the codes, their counts and their signs in French, numbers the French way', async () => {
    mockQrCodes(frenchOwner({ user: { language: 'fr' } }));
    await openQrCodes();

    expect(await screen.findByRole('heading', { level: 1, name: 'Codes QR' })).toBeTruthy();
    const card = await screen.findByTestId('qr-card');
    expect(within(card).getByRole('heading', { name: 'Formulaire d’inscription' })).toBeTruthy();
    expect(within(card).getByTestId('qr-short-link').textContent).toBe('À saisir : regulars.example.com/j/ABCD-2345');
    expect(within(card).getByTestId('qr-scans').textContent).toMatch(/^1\s234$/);
    expect(within(card).getByText('Inscriptions')).toBeTruthy();
    expect(within(card).getByText(/^12\s%$/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Chevalet de table (A6, PDF)' })).toBeTruthy();
    expect(within(card).getByRole('group', { name: 'Affiche prête à imprimer' })).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Voir' }));
    const preview = await screen.findByRole('dialog', { name: 'Formulaire d’inscription' });
    expect(within(preview).getByText(/^1\s234 scans · 150 inscriptions$/)).toBeTruthy();
    expect(within(preview).getByText(/« Scannez pour vous inscrire — sans application »/)).toBeTruthy();
    expect(within(preview).getByRole('button', { name: 'Copier le lien' })).toBeTruthy();
  });

  it('says the form’s checks and the server’s refusals in French', async () => {
    mockQrCodes(frenchOwner({ user: { language: 'fr' } }));
    await openQrCodes();

    fireEvent.click(await screen.findByRole('button', { name: 'Générer un code QR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Générer un code QR' });
    expect(within(dialog).getByLabelText('Établissement (facultatif)')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('URL personnalisée (facultatif)'), {
      target: { value: 'ftp://example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Générer un code QR' }));
    expect(await within(dialog).findByText('Saisissez une URL valide commençant par http:// ou https://')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));

    const card = await screen.findByTestId('qr-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Supprimer le code QR pour Formulaire d’inscription' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer ce code QR ?' });
    expect(within(confirm).getByText(/^« Formulaire d’inscription » cessera de fonctionner/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await within(confirm).findByText('Code QR introuvable')).toBeTruthy();
  });
});

describe('QR codes in English', () => {
  it('says what it always said', async () => {
    mockQrCodes(makeMe());
    await openQrCodes();

    expect(await screen.findByRole('heading', { level: 1, name: 'QR Codes' })).toBeTruthy();
    const card = await screen.findByTestId('qr-card');
    expect(within(card).getByRole('heading', { name: 'Sign-up form' })).toBeTruthy();
    expect(within(card).getByTestId('qr-short-link').textContent).toBe('To type: regulars.example.com/j/ABCD-2345');
    expect(within(card).getByText('12%')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Delete QR code for Sign-up form' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'View' }));
    const preview = await screen.findByRole('dialog', { name: 'Sign-up form' });
    expect(within(preview).getByText(/Your business name, “Scan to join our rewards — no app needed”/)).toBeTruthy();
  });
});
