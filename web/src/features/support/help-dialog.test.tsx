import { SUPPORT_MESSAGES, type TSupportRequest } from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadAppWords } from '../../lib/app-words.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { preloadWords } from '../../lib/words.tsx';
import { inFrench } from '../../test/in-french.tsx';
import { makeMe, mockApi, renderAt, seededTiers, signedIn } from '../../test/render.tsx';
import { HelpButton } from './help-button.tsx';
import { SUPPORT_REFUSALS } from './support-refusals.ts';

const answered: TSupportRequest = {
  id: 'req-1',
  subject: 'Stamps missing',
  message: 'Her card shows 3 stamps.',
  pagePath: '/customers',
  requesterName: 'Owner',
  requesterEmail: 'owner@example.com',
  planName: 'Free',
  priority: false,
  status: 'answered',
  createdAt: '2026-01-05T12:00:00.000Z',
  answeredAt: '2026-01-06T12:00:00.000Z',
  replies: [{ id: 'reply-1', body: 'Fixed, sorry!', createdAt: '2026-01-06T12:00:00.000Z' }],
};

describe('Help in the user’s language', () => {
  it('speaks French: its form, its checks, the server’s refusal and the earlier requests with French dates', async () => {
    mockApi({
      'GET /api/me': signedIn(makeMe({ language: 'fr' })),
      'GET /api/tiers': () => ({ status: 200, body: { tiers: seededTiers, supportRequests: true } }),
      'GET /api/support/requests': () => ({ status: 200, body: { requests: [answered] } }),
      'POST /api/support/requests': () => ({
        status: 429,
        body: { error: { code: 'RATE_LIMITED', message: SUPPORT_MESSAGES.tooMany } },
      }),
    });
    // Both catalogues arrive first, as the app fetches them with the profile (api/auth.ts).
    await Promise.all([preloadAppWords('fr'), preloadWords('fr')]);
    await act(async () => renderAt('/customers', inFrench(<HelpButton />)));

    fireEvent.click(await screen.findByRole('button', { name: 'Aide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Obtenir de l’aide' });
    expect(dialog.textContent).toContain('Nous vous répondons par e-mail à owner@example.com.');
    expect(within(dialog).getByTestId('help-page').textContent).toContain('Envoyée depuis /customers');
    expect(dialog.textContent).toContain('Formule Free');
    expect(within(dialog).getByLabelText('Objet')).toBeTruthy();
    expect(within(dialog).getByTestId('help-page').parentElement?.textContent).not.toMatch(/Sent from/);
    for (const english of ['Send request', 'Cancel', 'Your requests', 'Subject']) {
      expect(within(dialog).queryByText(english)).toBeNull();
    }
    expect(within(dialog).getByLabelText('Message').getAttribute('placeholder')).toBe(
      'Ce qui s’est passé, ce que vous attendiez et ce que vous avez déjà essayé.',
    );

    // The earlier request: its status, its replies counted and its dates in French.
    const request = await within(dialog).findByTestId('support-request');
    expect(within(dialog).getByRole('heading', { name: 'Vos demandes' })).toBeTruthy();
    expect(request.textContent).toContain('Répondue');
    expect(request.textContent).toContain('1 réponse');
    expect(request.textContent).toContain(formatDateTime(answered.createdAt, undefined, 'fr-FR'));
    expect(formatDateTime(answered.createdAt, undefined, 'fr-FR')).toContain('janv.');
    expect(within(request).getByTestId('support-reply').textContent).toContain('Support Regulars');

    // Sent empty: the contract's checks, in French.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(dialog).findByText('Saisissez un objet')).toBeTruthy();
    expect(within(dialog).getByText('Décrivez ce pour quoi vous avez besoin d’aide')).toBeTruthy();

    // Refused by the server: its English message, in French.
    fireEvent.change(within(dialog).getByLabelText('Objet'), { target: { value: 'Tampons manquants' } });
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Sa carte affiche 3 tampons.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(
      await within(dialog).findByText('Trop de demandes de support pour cette entreprise. Réessayez dans une heure.'),
    ).toBeTruthy();
  });

  it('speaks English outside the owner’s app, word for word as before', async () => {
    mockApi({
      'GET /api/me': signedIn(),
      'GET /api/tiers': () => ({ status: 200, body: { tiers: seededTiers, supportRequests: true } }),
      'GET /api/support/requests': () => ({ status: 200, body: { requests: [answered] } }),
    });
    await act(async () => renderAt('/customers', <HelpButton />));

    fireEvent.click(await screen.findByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get help' });
    expect(dialog.textContent).toContain('Ask the Regulars team anything. We reply by email to owner@example.com.');
    expect(within(dialog).getByTestId('help-page').textContent).toContain('Sent from /customers');
    expect(dialog.textContent).toContain('Free plan');
    const request = await within(dialog).findByTestId('support-request');
    expect(request.textContent).toContain(`${formatDateTime(answered.createdAt)} · 1 reply`);
    expect(request.textContent).toContain('Answered');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(dialog.textContent).toContain(SUPPORT_MESSAGES.subjectRequired));
  });

  it('knows each English message by the words its key says in English', () => {
    for (const [english, key] of Object.entries(SUPPORT_REFUSALS)) expect(appEn[key]).toBe(english);
    expect(appEn['frame.help.sent']).toBe(SUPPORT_MESSAGES.sent);
  });
});
