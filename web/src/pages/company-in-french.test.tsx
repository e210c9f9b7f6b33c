import type { TCompanyProfile, TCounterDevice, TCounterStaffMember } from '@regulars/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { frenchOwner, inFrench } from '../test/in-french.tsx';
import { mockApi, renderAt, signedIn } from '../test/render.tsx';
import { CompanyPage } from './company.tsx';

const me = frenchOwner();

// Noon UTC: the same calendar day in every time zone the tests may run in.
const JOINED = '2026-01-05T12:00:00.000Z';

const profile: TCompanyProfile = {
  company: {
    tenantId: 'tenant-1',
    companyName: 'Café de la Porte Bleue',
    adminEmail: 'owner@example.com',
    createdAt: JOINED,
    subscriptionStatus: 'trial',
    tierName: 'Pro',
    twoStepRequired: false,
  },
  viewer: { role: 'admin', isAdmin: true },
  seats: { used: 2, max: 3 },
  members: [
    {
      id: 'm-1',
      userId: 'user-1',
      name: 'Owner',
      email: 'owner@example.com',
      role: 'admin',
      status: 'active',
      invitedAt: JOINED,
      acceptedAt: JOINED,
      isYou: true,
      twoStepOn: true,
    },
    {
      id: 'm-2',
      userId: 'user-2',
      name: 'Kim',
      email: 'kim@example.com',
      role: 'member',
      status: 'active',
      invitedAt: JOINED,
      acceptedAt: JOINED,
      isYou: false,
      twoStepOn: false,
    },
  ],
  invitations: [],
};

const kim: TCounterStaffMember = {
  id: '7d0c6f0e-8f3a-4c3e-9a51-0d6f1e2b3c4d',
  userId: 'user-2',
  name: 'Kim',
  email: 'kim@example.com',
  kind: 'team',
  isManager: true,
  hasPin: true,
};

const device: TCounterDevice = {
  id: '0b7c2f5e-1d3a-4e6b-8c9d-2a4f6e8b0c1d',
  name: 'iPad caisse',
  locationId: null,
  locationName: null,
  createdByName: 'Owner',
  createdAt: JOINED,
  lastSeenAt: null,
  thisBrowser: false,
};

const ok = (body: unknown) => () => ({ status: 200, body });

function mockCompany() {
  return mockApi({
    'GET /api/me': signedIn(me),
    'GET /api/company': ok(profile),
    'GET /api/locations': ok({
      locations: [],
      limit: { max: 3, used: 0, planName: 'Pro' },
      businessTimeZone: 'Europe/Paris',
      canEdit: true,
    }),
    'GET /api/counter/devices': ok({ devices: [device] }),
    'GET /api/counter/staff': ok({ staff: [kim], counterOnlyLimit: 50 }),
    'GET /api/counter/rules': ok({
      rules: {
        shiftMinutes: 0,
        managerPinForRedemptions: true,
        managerPinForUndo: false,
        managerPinPurchaseAbove: null,
      },
    }),
    'POST /api/company/invitations': () => ({
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'This person is already a member of your team' } },
    }),
  });
}

async function openCompany() {
  // The catalogues load lazily: let them arrive inside act.
  await act(async () => {
    renderAt('/company', inFrench(<CompanyPage />));
  });
}

describe('/company in French', () => {
  it('shows the team with French dates, the locations and the counter staff and devices in French', async () => {
    mockCompany();
    await openCompany();

    expect(await screen.findByRole('heading', { name: 'Profil de l’entreprise' })).toBeTruthy();
    expect((await screen.findByTestId('seat-usage')).textContent).toBe('Places utilisées : 2 sur 3');

    const team = screen.getByRole('list', { name: 'Membres de l’équipe' });
    const rows = within(team).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Vous');
    expect(rows[1]?.textContent).toContain('A rejoint l’équipe le 5 janv. 2026');
    expect(within(team).getByRole('button', { name: 'Retirer Kim' })).toBeTruthy();

    const locations = screen.getByRole('region', { name: 'Établissements' });
    expect((await within(locations).findByTestId('location-usage')).textContent).toBe('0 sur 3 établissements');
    expect(within(locations).getByText('Aucun établissement pour l’instant')).toBeTruthy();

    const staff = screen.getByRole('region', { name: 'Personnel du comptoir' });
    const kimRow = await within(staff).findByTestId('counter-staff-row');
    expect(within(kimRow).getAllByText('Responsable').length).toBeGreaterThan(0);
    expect(within(kimRow).getByText('Code PIN défini')).toBeTruthy();
    expect(within(kimRow).getByRole('button', { name: 'Changer le code PIN de Kim' })).toBeTruthy();
    expect(within(staff).getByTestId('counter-staff-seats').textContent).toBe(
      'Le personnel de comptoir n’occupe pas de place dans l’équipe (jusqu’à 50).',
    );

    const devices = screen.getByRole('region', { name: 'Appareils de comptoir' });
    const deviceRow = await within(devices).findByTestId('counter-device-row');
    expect(deviceRow.textContent).toContain('Configuré par Owner · Jamais ouvert');
    expect(deviceRow.textContent).toContain('Aucun établissement');

    const rules = screen.getByRole('region', { name: 'Règles du comptoir' });
    expect(await within(rules).findByRole('radio', { name: 'À chaque action' })).toBeTruthy();
  });

  it('checks the invite email in French, and says the server’s refusal in French', async () => {
    mockCompany();
    await openCompany();

    fireEvent.click(await screen.findByRole('button', { name: 'Inviter un membre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inviter un membre' });
    const role = within(dialog).getByLabelText('Rôle') as HTMLSelectElement;
    expect(role.value).toBe('member');
    expect([...role.options].map((o) => o.textContent)).toEqual(['Membre', 'Analyste (lecture seule)']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer l’invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('L’adresse e-mail est obligatoire');

    const email = within(dialog).getByLabelText('Adresse e-mail');
    fireEvent.change(email, { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer l’invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Saisissez une adresse e-mail valide');

    fireEvent.change(email, { target: { value: 'kim@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer l’invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Cette personne fait déjà partie de votre équipe',
    );
  });
});
