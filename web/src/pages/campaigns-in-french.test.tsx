import type { TCampaignListItem } from '@regulars/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frenchOwner, inFrench } from '../test/in-french.tsx';
import { mockApi, renderAt } from '../test/render.tsx';
import { CampaignsPage } from './campaigns.tsx';

const me = frenchOwner({ user: { language: 'fr' } });

const STATS = { queued: 0, sent: 0, delivered: 0, failed: 0, opened: 0, clicked: 0, unsubscribed: 0, control: 0 };
const campaign = (over: Partial<TCampaignListItem>): TCampaignListItem => ({
  id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  name: 'Offre de printemps',
  type: 'email',
  status: 'sent',
  recipientCount: 1250,
  // Noon UTC: the same calendar day in every time zone the tests may run in.
  createdAt: '2026-01-05T12:00:00.000Z',
  scheduledFor: null,
  startedAt: '2026-01-05T12:00:00.000Z',
  sentAt: '2026-01-05T12:00:00.000Z',
  templateId: null,
  subject: 'Le printemps arrive',
  error: null,
  stats: { ...STATS, queued: 1250, sent: 1200, delivered: 1200, opened: 400, clicked: 1 },
  controlShare: 0,
  outcomeWindowDays: 14,
  ...over,
});

const sent = campaign({});
const sending = campaign({
  id: '7a2b3c4d-5e6f-4a70-8b9c-0d1e2f3a4b5c',
  name: 'Happy hour',
  type: 'sms',
  status: 'sending',
  recipientCount: 50,
  sentAt: null,
  stats: { ...STATS, queued: 30, sent: 10, failed: 2 },
});

const ok = (body: unknown) => () => ({ status: 200, body });
const normalize = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

function mockCampaigns() {
  return mockApi({
    'GET /api/me': ok(me),
    'GET /api/campaigns': ok({ campaigns: [sent, sending], total: 2 }),
    'POST /api/campaigns': () => ({
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: 'Your access to this team has ended' } },
    }),
  });
}

async function openCampaigns() {
  // The catalogues load lazily: let them arrive inside act.
  await act(async () => {
    renderAt('/campaigns', inFrench(<CampaignsPage />));
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('/campaigns for a French owner', () => {
  it('lists the campaigns in French, with French dates, numbers and plurals', async () => {
    mockCampaigns();
    await openCampaigns();

    expect(await screen.findByRole('heading', { name: 'Campagnes' })).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Campagnes' });
    expect(within(list).getByRole('tablist', { name: 'Filtrer les campagnes' })).toBeTruthy();
    expect(within(list).getByRole('tab', { name: 'Toutes' })).toBeTruthy();
    expect(normalize((await within(list).findByTestId('campaign-count')).textContent)).toBe('2 campagnes');

    const table = within(list).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Destinataires' })).toBeTruthy();
    const [sentRow, sendingRow] = within(table).getAllByTestId('campaign-row');
    expect(sentRow?.textContent).toContain('Envoyée le 5 janv. 2026');
    expect(within(sentRow as HTMLElement).getByTestId('campaign-status').textContent).toBe('Envoyée');
    expect(normalize(within(sentRow as HTMLElement).getByTestId('campaign-results').textContent)).toBe(
      '1 200 envoyés · 400 ouverts · 1 cliqué',
    );
    expect(within(sendingRow as HTMLElement).getByTestId('campaign-type').textContent).toBe('SMS');
    expect(sendingRow?.textContent).toContain('Envoyés pour l’instant : 12 sur 50');
    expect(
      within(sendingRow as HTMLElement).getByRole('progressbar', { name: 'Progression de l’envoi de Happy hour' }),
    ).toBeTruthy();

    // The phone's cards say how many got it, in the plural.
    const cards = within(list).getAllByTestId('campaign-card');
    expect(normalize(cards[0]?.textContent)).toContain('E-mail · 1 250 destinataires');
  });

  it('checks a new campaign in French, and says the server’s refusal in French', async () => {
    mockCampaigns();
    await openCampaigns();

    fireEvent.click(await screen.findByRole('button', { name: 'Créer une campagne' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer une campagne' });
    expect(within(dialog).getByRole('radio', { name: 'E-mail' })).toHaveProperty('checked', true);
    expect(within(dialog).getByText('Un court texte sur leur téléphone')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer une campagne' }));
    expect(await within(dialog).findByText('Le nom de la campagne est obligatoire')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Nom de la campagne'), { target: { value: 'Soldes' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer une campagne' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Votre accès à cette équipe a pris fin');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });
});
