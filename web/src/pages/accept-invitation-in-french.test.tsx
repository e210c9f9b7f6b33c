import { INVITATION_MESSAGES } from '@regulars/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe, mockApi, renderAt } from '../test/render.tsx';
import { AcceptInvitationPage } from './accept-invitation.tsx';

const refusal = (status: number, code: string, message: string) => () => ({
  status,
  body: { error: { code, message } },
});

async function openInvitation() {
  // The catalogues load lazily: let them arrive inside act.
  await act(async () => {
    renderAt('/accept-invitation?token=abc', <AcceptInvitationPage />);
  });
}

describe('/accept-invitation in the browser’s language (French)', () => {
  // Nobody is signed in: the page speaks the browser's first language we speak.
  beforeEach(() => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the invitation and its forms in French, with the checks and the server’s refusals', async () => {
    mockApi({
      'POST /api/invitations/lookup': () => ({
        status: 200,
        body: {
          companyName: 'Le Café Bleu',
          email: 'kim@example.com',
          role: 'member',
          brand: { brandColor: null, bandColor: null, logo: null, whiteLabel: false },
        },
      }),
      'POST /api/invitations/accept/create-account': refusal(
        409,
        'EMAIL_TAKEN',
        'An account with this email already exists. Sign in instead.',
      ),
    });
    await openInvitation();

    expect(await screen.findByRole('heading', { name: 'Invitation à rejoindre une équipe' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.body.textContent).toContain('Le Café Bleu vous invite à rejoindre son équipe');
    expect(document.body.textContent).toContain('Rôle :Membre');
    expect(screen.getByRole('tab', { name: 'Créer un compte' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Se connecter' })).toBeTruthy();
    // A plural: the password's minimum.
    expect(screen.getByText('6 caractères minimum')).toBeTruthy();

    const accept = () => screen.getByRole('button', { name: 'Accepter et créer le compte' });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'abc' } });
    fireEvent.click(accept());
    expect((await screen.findByRole('alert')).textContent).toBe('Le mot de passe doit contenir au moins 6 caractères');

    fireEvent.change(screen.getByLabelText('Prénom'), { target: { value: 'Kim' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'secret-enough' } });
    await act(async () => fireEvent.click(accept()));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Un compte existe déjà avec cette adresse e-mail. Connectez-vous plutôt.',
    );

    // The Sign In tab checks the invited address before asking the server.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Se connecter' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Se connecter' });
    fireEvent.change(within(panel).getByLabelText('E-mail'), { target: { value: 'other@example.com' } });
    fireEvent.change(within(panel).getByLabelText('Mot de passe'), { target: { value: 'secret' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Se connecter et accepter' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'Connectez-vous avec l’adresse e-mail invitée : kim@example.com',
    );
    for (const english of ['Team Invitation', 'Create Account', 'Password', 'Minimum 6 characters']) {
      expect(document.body.textContent).not.toContain(english);
    }
  });

  it('asks an account with two-step sign-in for its code before it joins, in French', async () => {
    const sent: unknown[] = [];
    mockApi({
      'POST /api/invitations/lookup': () => ({ status: 200, body: invitationOf(false) }),
      'POST /api/invitations/accept/sign-in': () => ({ status: 200, body: { secondStep: true } }),
      'POST /api/invitations/accept/second-step': (init) => {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        return body.code === '123456'
          ? { status: 200, body: { redirectTo: '/dashboard' } }
          : {
              status: 401,
              body: {
                error: {
                  code: 'INVALID_CREDENTIALS',
                  message: 'That code did not work. Enter the newest code from your authenticator app.',
                },
              },
            };
      },
      'GET /api/me': () => ({ status: 200, body: makeMe({ user: { ...makeMe().user, email: 'kim@example.com' } }) }),
    });
    await openInvitation();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Se connecter' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Se connecter' });
    fireEvent.change(within(panel).getByLabelText('E-mail'), { target: { value: 'kim@example.com' } });
    fireEvent.change(within(panel).getByLabelText('Mot de passe'), { target: { value: 'secret' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Se connecter et accepter' }));

    expect(await within(panel).findByRole('heading', { name: 'Connexion en deux étapes' })).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Code'), { target: { value: '654321' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Vérifier' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'Ce code n’a pas fonctionné. Saisissez le code le plus récent de votre application d’authentification.',
    );
    fireEvent.change(within(panel).getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(sent).toEqual([
      { token: 'abc', kind: 'app', code: '654321', trustDevice: false },
      { token: 'abc', kind: 'app', code: '123456', trustDevice: false },
    ]);
  });

  it('says why a dead link cannot be used, in French', async () => {
    mockApi({ 'POST /api/invitations/lookup': refusal(400, 'INVALID_TOKEN', INVITATION_MESSAGES.expired) });
    await openInvitation();

    expect(await screen.findByRole('heading', { name: 'Invitation non valide' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Cette invitation a expiré');
    expect(screen.getByRole('link', { name: 'Aller à la connexion' }).getAttribute('href')).toBe('/login');
  });
});

describe('/accept-invitation in English', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads word for word as before', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    mockApi({
      'POST /api/invitations/lookup': () => ({
        status: 200,
        body: invitationOf(false),
      }),
    });
    await openInvitation();

    expect(await screen.findByRole('heading', { name: 'Team Invitation' })).toBeTruthy();
    expect(document.body.textContent).toContain("You've been invited to join Blue Door Coffee");
    expect(document.body.textContent).toContain('Role:Admin');
    expect(screen.getByText('Minimum 6 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept & Create Account' })).toBeTruthy();
    // The platform's own invitation carries its logo.
    expect(document.body.textContent).toContain('Regulars');
    expect(screen.queryByTestId('invitation-company-mark')).toBeNull();
  });

  it('on a white-label plan shows the company’s mark and name, and nothing of the platform (issue 53)', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    mockApi({ 'POST /api/invitations/lookup': () => ({ status: 200, body: invitationOf(true) }) });
    await openInvitation();

    expect(await screen.findByRole('heading', { name: 'Team Invitation' })).toBeTruthy();
    expect(screen.getByTestId('invitation-company-mark').textContent).toBe('BBlue Door Coffee');
    expect(document.body.textContent).not.toContain('Regulars');
    expect(screen.queryByRole('link', { name: /Regulars/ })).toBeNull();
    expect(document.title).toBe('Blue Door Coffee');
  });
});

function invitationOf(whiteLabel: boolean) {
  return {
    companyName: 'Blue Door Coffee',
    email: 'kim@example.com',
    role: 'admin',
    brand: { brandColor: '#0f766e', bandColor: '#0f766e', logo: null, whiteLabel },
  };
}
