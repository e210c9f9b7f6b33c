import {
  AUTOMATION_MESSAGES,
  type TAutomationLift,
  type TAutomationList,
  type TSmsTemplate,
} from '@regulars/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { frenchOwner, inFrench } from '../../test/in-french.tsx';
import { mockApi, renderAt, signedIn } from '../../test/render.tsx';
import { AutomationsPanel } from './automations-panel.tsx';

const me = frenchOwner();

const panel: TAutomationList = {
  winBack: {
    kind: 'win_back',
    enabled: false,
    sentLast30Days: 1234,
    updatedAt: null,
    messages: { sms: null, email: null },
    config: {
      days: 45,
      timing: 'days',
      smsTemplateId: null,
      emailTemplateId: null,
      controlShare: 15,
      outcomeWindowDays: 30,
    },
    lapsedCustomers: 12,
  },
  birthday: {
    kind: 'birthday',
    enabled: true,
    sentLast30Days: 0,
    updatedAt: null,
    messages: { sms: { id: 'sms-1', name: 'Joyeux anniversaire', active: true }, email: null },
    config: { reward: { description: 'Café offert', validDays: 1 }, controlShare: 0, outcomeWindowDays: 30 },
    rewardsLast30Days: 0,
  },
  canEdit: true,
  postalAddressMissing: false,
};

const group = { customers: 400, cameBack: 120, spendPerCustomer: 0, pointsRedeemedPerCustomer: 0 };
const lift: TAutomationLift = {
  windowDays: 30,
  fromDay: '2026-08-27',
  toDay: '2026-11-24',
  message: group,
  control: { ...group, customers: 1, cameBack: 0 },
  cameBack: { difference: 0.05, low: -0.02, high: 0.11, conclusive: false, moreRecipients: 1559 },
  spend: null,
};

const template: TSmsTemplate = {
  id: 'sms-2',
  name: 'Revenez nous voir',
  triggerType: 'custom',
  messageTemplate: 'Vous nous manquez, {first_name} !',
  active: true,
  createdAt: '2026-01-05T12:00:00.000Z',
};

const ok = (body: unknown) => () => ({ status: 200, body });
/** Spaces as a reader sees them: French writes numbers with narrow no-break spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

function mockAutomations() {
  return mockApi({
    'GET /api/me': signedIn(me),
    'GET /api/automations': ok(panel),
    'GET /api/automations/win_back/lift': ok({ lift }),
    'GET /api/automations/birthday/lift': ok({ lift: null }),
    'GET /api/sms-templates': ok({ templates: [template] }),
    'GET /api/email-templates': ok({ templates: [] }),
    'PUT /api/automations/win_back': () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION',
          message: AUTOMATION_MESSAGES.messageRequired,
          details: { smsTemplateId: [AUTOMATION_MESSAGES.messageRequired] },
        },
      },
    }),
  });
}

async function openPanel() {
  // The catalogues load lazily: let them arrive inside act.
  await act(async () => {
    renderAt('/campaigns', inFrench(<AutomationsPanel />));
  });
}

describe('the automations in French', () => {
  it('shows both automations with French words, numbers, plurals and dates', async () => {
    mockAutomations();
    await openPanel();

    const card = await screen.findByTestId('automations-panel');
    expect(within(card).getByText('Automatisations')).toBeTruthy();
    const winBack = await within(card).findByTestId('automation-win-back');
    expect(within(winBack).getByRole('heading', { name: 'Reconquête' })).toBeTruthy();
    expect(within(winBack).getByText('Désactivée')).toBeTruthy();
    expect(winBack.textContent).toContain(
      'Faites revenir les clients qui ne sont pas venus depuis 45 jours, une fois par absence.',
    );
    expect(within(winBack).getByRole('list', { name: 'Ce qu’envoie « Reconquête »' }).textContent).toContain(
      'SMS :non utilisé',
    );
    expect(plain(within(winBack).getByTestId('win-back-sent').textContent)).toBe(
      'Envois ces 30 derniers jours : 1 234',
    );
    expect(plain(within(winBack).getByText(/^Groupe témoin :/).textContent)).toBe('Groupe témoin : 15 %');
    expect(within(winBack).getByRole('button', { name: 'Modifier les réglages de « Reconquête »' })).toBeTruthy();

    // The last 90 days' lift, its period in a French date.
    expect(await within(winBack).findByText('90 derniers jours')).toBeTruthy();
    expect(plain((await within(winBack).findByTestId('win-back-lift-detail')).textContent)).toContain(
      'Clients touchés depuis le 27 août 2026, chacun suivi pendant 30 jours.',
    );
    const messaged = within(winBack).getByTestId('win-back-lift-message');
    expect(messaged.textContent).toContain('Contactés');
    expect(plain(messaged.textContent)).toContain('30,0 %');
    expect(messaged.textContent).toContain('des 400 clients sont revenus');
    expect(within(winBack).getByTestId('win-back-lift-control').textContent).toContain('sur 1 client est revenu');

    const birthday = within(card).getByTestId('automation-birthday');
    expect(within(birthday).getByText('Activée')).toBeTruthy();
    expect(within(birthday).getByText('Récompense : Café offert, valable 1 jour')).toBeTruthy();
    expect(within(birthday).getByTestId('birthday-sent').textContent).toBe('Aucun envoi ces 30 derniers jours');
    expect(await within(birthday).findByTestId('birthday-lift-none')).toHaveProperty(
      'textContent',
      'Gardez un groupe témoin pour savoir si elle fait revenir les clients.',
    );
    expect(within(birthday).getByRole('button', { name: 'Garder un groupe témoin' })).toBeTruthy();
  });

  it('opens win-back’s settings in French and says the server’s refusal in French', async () => {
    mockAutomations();
    await openPanel();

    // Nothing to send yet: switching it on asks for its message first.
    fireEvent.click(await screen.findByRole('switch', { name: 'Reconquête' }));
    const dialog = await screen.findByRole('dialog', { name: 'Réglages de la reconquête' });
    expect(within(dialog).getByLabelText('Jours sans visite')).toHaveProperty('value', '45');
    const sms = within(dialog).getByLabelText('Message SMS');
    expect(await within(sms).findByRole('option', { name: 'Revenez nous voir · Personnalisé' })).toBeTruthy();
    expect(within(sms).getByRole('option', { name: 'Ne pas envoyer de SMS' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Modèles de SMS' }).getAttribute('href')).toBe('/sms-templates');
    expect(within(dialog).getByLabelText('Groupe témoin (%)')).toHaveProperty('value', '15');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer et activer' }));
    expect(
      await within(dialog).findByText('Choisissez un message SMS ou e-mail avant d’activer la reconquête'),
    ).toBeTruthy();
  });
});
