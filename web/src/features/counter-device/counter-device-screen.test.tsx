import { COUNTER_MESSAGES, type TCounterDeviceSession } from '@regulars/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../test/render.tsx';
import { CounterDeviceScreen } from './counter-device-screen.tsx';

const CAMILLE = '00000000-0000-4000-8000-0000000000c1';

/** A Paris café's counter device: nobody is signed in to the app, the business's language is French. */
const session = (over: Partial<TCounterDeviceSession> = {}): TCounterDeviceSession => ({
  device: {
    id: '00000000-0000-4000-8000-0000000000d1',
    name: 'Caisse 1',
    locationId: null,
    locationName: null,
  },
  businessName: 'Café Lumière',
  language: 'fr',
  locale: 'fr-FR',
  currency: 'EUR',
  country: 'FR',
  timeZone: 'Europe/Paris',
  staff: [{ id: CAMILLE, name: 'Camille Martin', isManager: false }],
  shift: null,
  rules: { shiftMinutes: 30, managerPinForRedemptions: false, managerPinForUndo: false, managerPinPurchaseAbove: null },
  ...over,
});

async function openDevice() {
  await act(async () => {
    renderAt('/checkin', <CounterDeviceScreen />);
  });
}

describe('a counter device in French', () => {
  it('signs its staff in in the business’s language, and says a wrong PIN in it', async () => {
    mockApi({
      'GET /api/counter/device': () => ({ status: 200, body: session() }),
      'POST /api/counter/shift': () => ({
        status: 401,
        body: { error: { code: 'INVALID_CREDENTIALS', message: COUNTER_MESSAGES.pinWrong } },
      }),
    });
    await openDevice();
    expect(await screen.findByRole('heading', { name: 'Qui est au comptoir ?' })).toBeTruthy();
    expect(
      screen.getByText(
        'Touchez votre nom et saisissez votre code PIN. Vous restez connecté jusqu’à ce que 30 minutes passent sans action.',
      ),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');

    fireEvent.click(within(screen.getByRole('list', { name: 'Personnel' })).getByRole('button'));
    const pin = screen.getByLabelText('Camille Martin, saisissez votre code PIN');
    expect(screen.getByText('Un code PIN compte 4 à 6 chiffres')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vous n’êtes pas Camille Martin ?' })).toBeTruthy();
    fireEvent.change(pin, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Ce code PIN n’est pas le bon')).toBeTruthy();
  });

  it('shows who is signed in, and the counter, in French', async () => {
    mockApi({
      'GET /api/counter/device': () => ({
        status: 200,
        body: session({ shift: { staffId: CAMILLE, name: 'Camille Martin', isManager: false, endsAt: null } }),
      }),
    });
    await openDevice();
    expect(await screen.findByRole('heading', { name: 'Comptoir' })).toBeTruthy();
    expect(screen.getByText('Connecté :')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
    expect(screen.getByLabelText('Trouver un client')).toBeTruthy();
  });

  it('writes the business’s money, not the app’s default dollars: nobody is signed in to say it', async () => {
    const customer = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    mockApi({
      'GET /api/counter/device': () => ({
        status: 200,
        body: session({ shift: { staffId: CAMILLE, name: 'Camille Martin', isManager: false, endsAt: null } }),
      }),
      [`GET /api/customers/${customer}/standing`]: () => ({
        status: 200,
        body: {
          customer: {
            id: customer,
            uniqueCustomerId: 'CUS000007',
            firstName: 'Zoé',
            lastName: 'Martin',
            phone: '+33612345678',
            email: null,
            totalPoints: 0,
            lifetimePointsEarned: 0,
            totalVisits: 0,
          },
          programs: [],
          rewards: [],
          lastAction: null,
          multipliers: null,
          categoryBonuses: [],
          status: null,
        },
      }),
    });
    await act(async () => {
      renderAt(`/checkin?customer=${customer}`, <CounterDeviceScreen />);
    });
    expect(await screen.findByText(/06 12 34 56 78/)).toBeTruthy();
    expect((screen.getByLabelText('Montant de l’achat') as HTMLInputElement).placeholder).toBe('0,00');
    expect(screen.getByText('€')).toBeTruthy();
  });
});
