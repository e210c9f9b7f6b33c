import type { TCommunication } from '@regulars/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { frenchOwner, inFrench } from '../test/in-french.tsx';
import { mockApi, renderAt, signedIn } from '../test/render.tsx';
import { CommunicationsPage } from './communications.tsx';

const me = frenchOwner();

// Noon UTC: the same calendar day in every time zone the tests may run in.
const SENT = '2026-01-05T12:00:00.000Z';

const marie = {
  id: 'cust-1',
  uniqueCustomerId: 'CUS0001',
  firstName: 'Marie',
  lastName: 'Curie',
  email: 'marie@example.com',
  phone: null,
  deleted: false,
};

const opened: TCommunication = {
  id: 'msg-1',
  type: 'email',
  status: 'sent',
  templateName: 'Bienvenue',
  subject: 'Bienvenue au café',
  content: 'Bonjour Marie !',
  openedAt: SENT,
  openCount: 3,
  createdAt: SENT,
  customer: marie,
  provider: 'smtp',
  source: 'welcome',
};

const failed: TCommunication = {
  ...opened,
  id: 'msg-2',
  type: 'sms',
  status: 'failed',
  subject: null,
  templateName: null,
  content: 'Votre récompense vous attend',
  openedAt: null,
  openCount: 0,
  provider: null,
  source: 'quick',
};

const ok = (body: unknown) => () => ({ status: 200, body });

function mockHistory() {
  return mockApi({
    'GET /api/me': signedIn(me),
    'GET /api/communications': ok({ communications: [opened, failed], total: 2, page: 1, limit: 25 }),
    'GET /api/settings/delivery': ok({ email: true, sms: true }),
    'GET /api/communications/msg-2': () => ({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Message not found' } },
    }),
  });
}

describe('/communications in French', () => {
  it('lists the messages with French headings, dates, plurals and statuses', async () => {
    mockHistory();
    await act(async () => {
      renderAt('/communications', inFrench(<CommunicationsPage />));
    });

    expect(await screen.findByRole('heading', { name: 'Historique des communications' })).toBeTruthy();
    expect((await screen.findByTestId('communications-count')).textContent).toBe('2 messages');
    expect(screen.getByRole('searchbox', { name: 'Rechercher des messages' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Destinataire' })).toBeTruthy();
    expect(screen.getByLabelText('Statut')).toHaveProperty('value', 'all');
    expect(within(screen.getByLabelText('Statut')).getByRole('option', { name: 'Ouverts' })).toBeTruthy();

    const row = screen.getAllByTestId('communication-row')[0] as HTMLElement;
    expect(row.textContent).toContain('5 janv. 2026');
    expect(row.textContent).toContain('Modèle : Bienvenue');
    expect(within(row).getByTestId('communication-status').textContent).toBe('Ouvert 3 fois');
    expect(within(row).getByTitle('E-mail')).toBeTruthy();
  });

  it('opens a message in French and says the server’s refusal in French', async () => {
    mockHistory();
    await act(async () => {
      renderAt('/communications', inFrench(<CommunicationsPage />));
    });

    const rows = await screen.findAllByTestId('communication-row');
    fireEvent.click(within(rows[1] as HTMLElement).getByTestId('communication-open'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'SMS' })).toBeTruthy();
    expect(dialog.textContent).toContain('SMS à Marie Curie · 5 janv. 2026');
    expect(within(dialog).getByText('Envoi rapide')).toBeTruthy();
    expect(within(dialog).getByText('Aucun téléphone')).toBeTruthy();
    expect(await within(dialog).findByText('Message introuvable')).toBeTruthy();
  });
});
