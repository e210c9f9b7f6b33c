import type { TBrand, TDataExports, TSettings, TSmsOptOutList } from '@regulars/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { frenchOwner, inFrench } from '../test/in-french.tsx';
import { mockApi, renderAt, signedIn } from '../test/render.tsx';
import { SettingsPage } from './settings.tsx';

const me = frenchOwner();

// Noon UTC: the same calendar day in every time zone the tests may run in.
const ADDED = '2026-01-05T12:00:00.000Z';

const settings: TSettings = {
  canEdit: true,
  emailTracking: { enabled: true },
  emailConfig: {
    provider: 'sendgrid',
    active: false,
    fromEmail: null,
    fromName: null,
    apiKeySet: true,
    apiKeyLast4: '1234',
  },
  sending: {
    postalAddress: '12 rue du Port, 75001 Paris',
    contactPhone: null,
    contactEmail: null,
    timeZone: 'Europe/Paris',
    quietHoursStart: '21:00',
    quietHoursEnd: '08:00',
  },
  money: { currency: 'EUR', locale: 'fr-FR', hasPurchases: false },
  country: { country: 'FR' },
};

// A pale yellow: white text does not read on it, so the card warns.
const brand: TBrand = { brandColor: '#fde047', logo: null, displayName: null, whiteLabel: false };

const optOuts: TSmsOptOutList = {
  optOuts: [
    { id: 'o-1', phone: '+33612345678', source: 'keyword', message: 'stop', createdAt: ADDED },
    { id: 'o-2', phone: '+33698765432', source: 'manual', message: null, createdAt: ADDED },
  ],
  total: 2,
  page: 1,
  limit: 10,
};

const exports: TDataExports = {
  canExport: true,
  exports: [
    {
      id: 'e-1',
      status: 'ready',
      progress: 100,
      fileName: 'regulars-export.zip',
      byteSize: 12_400_000,
      error: null,
      createdAt: ADDED,
      finishedAt: ADDED,
      expiresAt: '2026-01-06T12:00:00.000Z',
      downloadPath: '/api/data-exports/e-1/download',
    },
  ],
};

const ok = (body: unknown) => () => ({ status: 200, body });

function mockSettings() {
  return mockApi({
    'GET /api/me': signedIn(me),
    'GET /api/settings': ok(settings),
    'GET /api/settings/delivery': ok({ email: false, sms: true }),
    'GET /api/settings/brand': ok(brand),
    'GET /api/settings/sms-opt-outs': ok(optOuts),
    'GET /api/settings/signup-form': ok({ dailyLimit: 100, enrolledToday: 2, reachedToday: false }),
    'GET /api/data-exports': ok(exports),
    'POST /api/settings/sms-opt-outs': () => ({
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'This number is already on the list' } },
    }),
  });
}

async function openSettings() {
  // The catalogues load lazily: let them arrive inside act.
  await act(async () => {
    renderAt('/settings', inFrench(<SettingsPage />));
  });
}

describe('/settings in French', () => {
  it('shows every card of its own in French, with French dates, times, numbers and plurals', async () => {
    mockSettings();
    await openSettings();

    expect(await screen.findByRole('heading', { name: 'Paramètres' })).toBeTruthy();

    // Brand: the contrast warning with French decimals.
    const warning = await screen.findByTestId('brand-contrast-warning');
    expect(warning.textContent).toContain('Le texte blanc est difficile à lire sur cette couleur');
    expect(warning.textContent).toContain('(cette couleur donne 1,32:1 ; le minimum est de 4,5:1)');
    expect(screen.getByRole('button', { name: 'Enregistrer le nom' })).toBeTruthy();
    expect(screen.getByText('Pas encore de logo')).toBeTruthy();

    // Sending: the quiet hours in the 24-hour clock.
    const sending = screen.getByRole('form', { name: 'Envoi et conformité' });
    expect(within(sending).getByText(/^Aucun SMS marketing de 21:00 à 8:00 le lendemain matin/)).toBeTruthy();
    expect(within(sending).getByRole('button', { name: 'Annuler les modifications' })).toBeTruthy();

    // Country: its options and its example in French.
    expect(screen.getByTestId('country-example').textContent).toBe('06 12 34 56 78 devient +33 6 12 34 56 78');
    const country = screen.getByLabelText('Pays', { selector: 'select' }) as HTMLSelectElement;
    expect(country.selectedOptions[0]?.textContent).toBe('France · FR');
    expect(within(country).getByRole('option', { name: 'Royaume-Uni · GB' })).toBeTruthy();

    // Opt-outs: how each number got there, and when, the French way.
    const list = await screen.findByRole('list', { name: 'Numéros désinscrits' });
    const rows = within(list).getAllByTestId('opt-out-row');
    expect(rows[0]?.textContent).toContain('A répondu STOP');
    expect(rows[0]?.textContent).toContain('5 janv. 2026');
    expect(rows[1]?.textContent).toContain('Ajouté par votre équipe');
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Retirer 06 98 76 54 32' })).toBeTruthy();

    // Sign-up form: a plural and a French number.
    expect((await screen.findByTestId('signup-form-today')).textContent).toBe(
      '2 clients inscrits aujourd’hui, encore 98 avant que le formulaire ferme pour la journée.',
    );

    // Email configuration.
    expect((await screen.findByTestId('providers-note')).textContent).toMatch(/^Aucun fournisseur d’e-mail/);
    expect(screen.getByTestId('api-key-status').textContent).toBe('Enregistrée •••• 1234');

    // Data: the ZIP's size in French units and its link's end date.
    const ready = await screen.findByTestId('data-export-ready');
    expect(ready.textContent).toContain('12,4 Mo · Lien valable jusqu’au 6 janv. 2026');
    expect(within(ready).getByRole('link', { name: 'Télécharger' })).toBeTruthy();

    // Closing: the grace period's plural.
    const closing = screen.getByTestId('close-business-card');
    expect(closing.textContent).toContain('Pendant 30 jours, vous pouvez la rouvrir depuis cette page.');
    expect(within(closing).getByRole('button', { name: 'Fermer l’entreprise…' })).toBeTruthy();
  });

  it('checks a number to add in French, and says the server’s refusal in French', async () => {
    mockSettings();
    await openSettings();

    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un numéro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un numéro' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter un numéro' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Saisissez un numéro de téléphone valide');

    fireEvent.change(within(dialog).getByLabelText('Numéro de téléphone'), { target: { value: '06 12 34 56 78' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter un numéro' }));
    expect((await within(dialog).findByText('Ce numéro est déjà dans la liste')).textContent).toBe(
      'Ce numéro est déjà dans la liste',
    );
  });
});
