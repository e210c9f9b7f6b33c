import { CAMPAIGN_MESSAGES, type TCampaign } from '@regulars/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { frenchOwner, inFrench } from '../../../test/in-french.tsx';
import { mockApi, renderAt, signedIn } from '../../../test/render.tsx';
import { CampaignComposer } from './campaign-composer.tsx';

const me = frenchOwner();

/** An SMS draft held by quiet hours until 8:00 in Paris (7:00 UTC in winter). */
const campaign: TCampaign = {
  id: 'c1',
  name: 'Printemps',
  type: 'sms',
  status: 'draft',
  recipientCount: 0,
  createdAt: '2026-01-05T12:00:00.000Z',
  scheduledFor: null,
  startedAt: null,
  sentAt: null,
  templateId: null,
  subject: '',
  body: 'Bonjour {firstName}, points doublés cette semaine !',
  design: null,
  audience: {},
  error: null,
  stats: { queued: 0, sent: 0, delivered: 0, failed: 0, opened: 0, clicked: 0, unsubscribed: 0, control: 0 },
  controlShare: 0,
  outcomeWindowDays: 14,
  variantB: null,
  quietHold: { until: '2026-01-06T07:00:00.000Z', timeZone: 'Europe/Paris' },
};

const ok = (body: unknown) => () => ({ status: 200, body });

function mockComposer() {
  return mockApi({
    'GET /api/me': signedIn(me),
    'POST /api/campaigns/audience-count': ok({ count: 1250, control: 0, variantB: 0, total: 2400 }),
    'PUT /api/campaigns/c1': ok(campaign),
    'POST /api/campaigns/c1/send': () => ({
      status: 400,
      body: { error: { code: 'VALIDATION', message: CAMPAIGN_MESSAGES.noRecipients } },
    }),
  });
}

async function openComposer() {
  // The catalogues load lazily: let them arrive inside act.
  await act(async () => {
    renderAt('/campaigns/c1', inFrench(<CampaignComposer campaign={campaign} timeZone="Europe/Paris" />));
  });
}

describe('the campaign composer in French', () => {
  // Leaving the composer saves what is waiting: unmounted while the API is still mocked, its last requests answered.
  afterEach(async () => {
    await act(async () => {
      cleanup();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  });

  it('speaks French, counts with French numbers, and says the server’s refusal of a send in French', async () => {
    mockComposer();
    await openComposer();

    expect(await screen.findByRole('button', { name: 'Enregistrer le brouillon' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Supprimer le brouillon' })).toBeTruthy();
    expect(screen.getByText('Toutes les modifications sont enregistrées')).toBeTruthy();
    expect(screen.getByLabelText('Nom de la campagne')).toHaveProperty('value', 'Printemps');
    expect(screen.getByText('Tester deux versions (A/B)')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Tous les clients inscrits' })).toBeTruthy();
    expect(screen.getByText('Garder un groupe témoin')).toBeTruthy();
    // The line on how to stop speaks the business's language, once its profile has arrived.
    expect(
      await screen.findByText(
        'Les SMS de campagne se terminent par « Répondez STOP pour vous désabonner », sauf si votre message dit déjà comment se désabonner.',
      ),
    ).toBeTruthy();

    expect((await screen.findByTestId('audience-count')).textContent).toBe(
      'Destinataires : 1\u202f250 sur 2\u202f400 clients',
    );
    // Testing Library reads the narrow no-break space French puts in 1 250 as a plain space.
    expect(await screen.findByText('Elle part à 1 250 clients, maintenant ou à l’heure de votre choix.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer maintenant' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Envoyer la campagne maintenant ?' });
    expect(within(dialog).getByTestId('send-quiet-hold').textContent).toBe(
      'Elle part à 8:00 (Europe/Paris), à la fin de vos heures calmes.',
    );
    expect(dialog.textContent).toContain('« Printemps » part à 1\u202f250 clients. Vous pouvez l’arrêter');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer à 1\u202f250 clients' }));
    expect((await within(dialog).findByTestId('campaign-action-error')).textContent).toBe(
      'Aucun client ne correspond à cette audience : personne ne la recevrait',
    );
  });

  it('names the contract’s checks and the schedule’s in French', async () => {
    mockComposer();
    await openComposer();

    fireEvent.click(await screen.findByRole('switch', { name: 'Garder un groupe témoin' }));
    fireEvent.change(screen.getByLabelText('Groupe témoin (%)'), { target: { value: '70' } });
    fireEvent.click(screen.getByRole('button', { name: 'Programmer' }));
    expect((await screen.findByTestId('composer-problem')).textContent).toBe(
      'Le groupe témoin doit être un pourcentage entier de 0 % à 50 %',
    );

    fireEvent.change(screen.getByLabelText('Groupe témoin (%)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Programmer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Programmer la campagne' });
    expect(within(dialog).getByTestId('schedule-time-zone').textContent).toBe('Heures en Europe/Paris');
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2020-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Programmer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Choisissez une heure dans le futur');
  });
});
