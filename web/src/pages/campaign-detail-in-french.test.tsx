import type { TCampaign, TCampaignLiftAnswer, TCampaignRecipient } from '@regulars/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frenchOwner, inFrench } from '../test/in-french.tsx';
import { mockApi, renderAt } from '../test/render.tsx';
import { CampaignDetailPage } from './campaign-detail.tsx';

const me = frenchOwner({ user: { language: 'fr' } });

const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
// Noon UTC: the same calendar day in every time zone the tests may run in.
const SENT_AT = '2026-01-05T12:00:00.000Z';

const campaign: TCampaign = {
  id: ID,
  name: 'Offre de printemps',
  type: 'email',
  status: 'sent',
  recipientCount: 200,
  createdAt: SENT_AT,
  scheduledFor: null,
  startedAt: SENT_AT,
  sentAt: SENT_AT,
  templateId: null,
  subject: 'Le printemps arrive',
  body: 'Bonjour {first_name}, deux fois plus de points cette semaine.',
  design: null,
  audience: {},
  error: null,
  stats: { queued: 180, sent: 180, delivered: 180, failed: 0, opened: 90, clicked: 9, unsubscribed: 1, control: 20 },
  controlShare: 10,
  outcomeWindowDays: 14,
  variantB: null,
  quietHold: null,
};

const group = { customers: 180, cameBack: 54, spendPerCustomer: 12.4, pointsRedeemedPerCustomer: 3 };
const lift: TCampaignLiftAnswer = {
  lift: {
    windowDays: 14,
    windowStartsOn: '2026-01-05',
    windowEndsOn: '2026-01-18',
    windowOver: false,
    message: group,
    control: { ...group, customers: 20, cameBack: 5 },
    cameBack: { difference: 0.0612, low: 0.021, high: 0.098, conclusive: true, moreRecipients: 0 },
    spend: null,
    variantB: null,
    bAgainstA: null,
  },
  variants: null,
  abVerdict: null,
};

const gone: TCampaignRecipient = {
  logId: '8b3c4d5e-6f70-4b81-9cad-1e2f3a4b5c6d',
  group: 'message',
  customerId: null,
  name: 'Deleted customer',
  to: null,
  status: 'failed',
  delivered: false,
  openedAt: null,
  clickedAt: null,
  unsubscribedAt: null,
  error: 'Not sent: the customer was deleted',
  createdAt: SENT_AT,
};

const ok = (body: unknown) => () => ({ status: 200, body });
const normalize = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

async function openCampaign() {
  // The catalogues load lazily: let them arrive inside act.
  await act(async () => {
    renderAt(`/campaigns/${ID}`, inFrench(<CampaignDetailPage />), '/campaigns/:id');
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('a campaign’s page for a French owner', () => {
  it('shows the results in French: figures, the lift, the recipients and what was sent', async () => {
    mockApi({
      'GET /api/me': ok(me),
      [`GET /api/campaigns/${ID}`]: ok(campaign),
      [`GET /api/campaigns/${ID}/lift`]: ok(lift),
      [`GET /api/campaigns/${ID}/recipients`]: ok({ recipients: [gone], total: 1 }),
      'GET /api/settings/delivery': ok({ email: true, sms: true }),
    });
    await openCampaign();

    expect(await screen.findByRole('heading', { name: 'Offre de printemps' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Toutes les campagnes' })).toBeTruthy();
    expect(screen.getByText('Campagne e-mail')).toBeTruthy();
    expect(screen.getByTestId('campaign-status').textContent).toBe('Envoyée');
    expect(screen.getByTestId('campaign-timing').textContent).toContain('Envoyée le 5 janv. 2026');

    const opened = screen.getByRole('region', { name: 'Ouverts' });
    expect(normalize(opened.textContent)).toContain('50 % d’ouverture');

    const card = screen.getByTestId('campaign-lift');
    expect(within(card).getByText('A-t-elle fait venir du monde ?')).toBeTruthy();
    expect(
      normalize(
        await within(card)
          .findByTestId('lift-headline')
          .then((h) => h.textContent),
      ),
    ).toBe('Environ 6 clients de plus sur 100 sont revenus grâce à cette campagne (plage à 95 % : 2 à 10)');
    expect(within(card).getByTestId('lift-detail').textContent).toBe(
      'Les visites comptent jusqu’au 18 janvier 2026 (période de 14 jours).',
    );
    expect(normalize(within(card).getByTestId('lift-control').textContent)).toContain('20 clients');
    expect(normalize(within(card).getByTestId('lift-control').textContent)).toContain('25,0 %');

    expect(screen.getByRole('tab', { name: 'Témoin' })).toBeTruthy();
    const [row] = await screen.findAllByTestId('recipient-row');
    expect(within(row as HTMLElement).getByTestId('recipient-name').textContent).toBe('Client supprimé');
    expect(within(row as HTMLElement).getByTestId('recipient-status').textContent).toBe('Échec');
    expect(row?.textContent).toContain('Non envoyé : le client a été supprimé');

    expect(screen.getByTestId('campaign-audience').textContent).toBe('Tous les clients inscrits aux e-mails');
    expect(screen.getByText('Objet')).toBeTruthy();
  });

  it('writes a text’s number as a French business writes numbers', async () => {
    const texted: TCampaignRecipient = {
      ...gone,
      customerId: '9c4d5e6f-7081-4c92-8dbe-2f3a4b5c6d7e',
      name: 'Marie Curie',
      to: '+33612345678',
      status: 'sent',
      delivered: true,
      error: null,
    };
    mockApi({
      'GET /api/me': ok(me),
      [`GET /api/campaigns/${ID}`]: ok({ ...campaign, type: 'sms', subject: '' }),
      [`GET /api/campaigns/${ID}/lift`]: ok(lift),
      [`GET /api/campaigns/${ID}/recipients`]: ok({ recipients: [texted], total: 1 }),
      'GET /api/settings/delivery': ok({ email: true, sms: true }),
    });
    await openCampaign();

    const [row] = await screen.findAllByTestId('recipient-row');
    expect(within(row as HTMLElement).getByText('06 12 34 56 78')).toBeTruthy();
  });

  it('says in French why the campaign could not be opened', async () => {
    mockApi({
      'GET /api/me': ok(me),
      [`GET /api/campaigns/${ID}`]: () => ({
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'Your access to this team has ended' } },
      }),
    });
    await openCampaign();

    expect(await screen.findByText('Impossible d’ouvrir cette campagne')).toBeTruthy();
    expect(screen.getByText('Votre accès à cette équipe a pris fin')).toBeTruthy();
  });
});
