import { SSO_MESSAGES, type TSsoSettings, type TSsoState } from '@regulars/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toaster.tsx';
import { frenchOwner, inFrench } from '../../test/in-french.tsx';
import { makeMe, mockApi, renderAt, signedIn } from '../../test/render.tsx';
import { SingleSignOnCard } from './single-sign-on-card.tsx';

const REDIRECT = 'https://app.regulars.test/api/auth/sso/callback';
const saved: TSsoSettings = {
  issuer: 'https://login.harbourlane.com',
  clientId: 'regulars-app',
  emailDomain: 'harbourlane.com',
  hasClientSecret: true,
  updatedAt: '2026-03-02T09:00:00.000Z',
  lastSignInAt: '2026-03-04T15:30:00.000Z',
};
const state = (settings: TSsoSettings | null): TSsoState => ({ settings, redirectUri: REDIRECT });
const ok = (body: unknown) => () => ({ status: 200, body });
const refused = (message: string, details?: unknown) => () => ({
  status: 400,
  body: { error: { code: 'VALIDATION', message, details } },
});
type THandler = (init: RequestInit | undefined) => { status: number; body?: unknown };

async function renderCard(routes: Record<string, THandler>, { french = false } = {}) {
  const me = french ? frenchOwner({ runsClients: true }) : makeMe({ runsClients: true });
  mockApi({ 'GET /api/me': signedIn(me), ...routes });
  const card = <SingleSignOnCard />;
  // The French catalogue loads lazily: let it arrive inside act.
  await act(async () => {
    renderAt('/company', french ? inFrench(card) : card);
  });
  return screen.findByTestId('sso-card');
}

const field = (card: HTMLElement, label: string) => within(card).getByLabelText(label) as HTMLInputElement;
const fill = (card: HTMLElement, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(card, label), { target: { value } });
};

describe('Company → Single sign-on', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the redirect URI to register and an empty form, checking it before it is sent', async () => {
    const sent: unknown[] = [];
    const success = vi.spyOn(toast, 'success');
    const card = await renderCard({
      'GET /api/agency/sso': ok(state(null)),
      'PUT /api/agency/sso': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 200, body: state({ ...saved, lastSignInAt: null }) };
      },
    });
    expect(await within(card).findByTestId('sso-redirect-uri')).toHaveProperty('textContent', REDIRECT);
    expect(within(card).getByRole('button', { name: 'Copy the redirect URI' })).toBeTruthy();
    expect(card.textContent).toContain('Only people already on this team can sign in through it.');
    expect(within(card).queryByText('On')).toBeNull();
    expect(field(card, 'Client secret').type).toBe('password');
    expect(within(card).getByText('Kept encrypted. It is never shown again.')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Turn on single sign-on' }));
    expect(await within(card).findByText(SSO_MESSAGES.issuerRequired)).toBeTruthy();
    expect(within(card).getByText(SSO_MESSAGES.clientIdRequired)).toBeTruthy();
    expect(within(card).getByText(SSO_MESSAGES.domainRequired)).toBeTruthy();

    fill(card, {
      'Issuer URL': 'https://login.harbourlane.com',
      'Client ID': 'regulars-app',
      'Work email domain': '@harbourlane.com',
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Turn on single sign-on' }));
    expect(await within(card).findByText(SSO_MESSAGES.domainInvalid)).toBeTruthy();

    fill(card, { 'Work email domain': 'harbourlane.com' });
    fireEvent.click(within(card).getByRole('button', { name: 'Turn on single sign-on' }));
    // No secret saved yet: an empty one cannot keep it.
    expect(await within(card).findByText(SSO_MESSAGES.clientSecretRequired)).toBeTruthy();
    expect(sent).toEqual([]);

    fill(card, { 'Client secret': 's3cret-value' });
    fireEvent.click(within(card).getByRole('button', { name: 'Turn on single sign-on' }));
    expect(await within(card).findByTestId('sso-last-sign-in')).toHaveProperty(
      'textContent',
      'Nobody has signed in with it yet',
    );
    expect(sent).toEqual([
      {
        issuer: 'https://login.harbourlane.com',
        clientId: 'regulars-app',
        clientSecret: 's3cret-value',
        emailDomain: 'harbourlane.com',
      },
    ]);
    expect(success).toHaveBeenCalledWith(SSO_MESSAGES.saved);
    // The secret is never shown again: its field is empty, and says one is saved.
    expect(field(card, 'Client secret').value).toBe('');
    expect(field(card, 'Client secret').placeholder).toBe('A secret is saved');
    expect(within(card).getByText('On')).toBeTruthy();
  });

  it('shows the saved settings with the secret masked and the last sign-in, and keeps the secret when left empty', async () => {
    const sent: unknown[] = [];
    const success = vi.spyOn(toast, 'success');
    const card = await renderCard({
      'GET /api/agency/sso': ok(state(saved)),
      'PUT /api/agency/sso': (init) => {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        return body.issuer === 'https://nothing.example.com'
          ? refused(SSO_MESSAGES.discoveryFailed, { issuer: [SSO_MESSAGES.discoveryFailed] })()
          : { status: 200, body: state({ ...saved, clientId: body.clientId }) };
      },
    });
    expect(await within(card).findByText('On')).toBeTruthy();
    expect(within(card).getByTestId('sso-signs-in').textContent).toBe(
      'Staff with an @harbourlane.com email sign in through https://login.harbourlane.com',
    );
    expect(within(card).getByTestId('sso-last-sign-in').textContent).toMatch(/^Last sign-in: .*Mar 4, 2026/);
    expect(field(card, 'Issuer URL').value).toBe('https://login.harbourlane.com');
    expect(field(card, 'Client ID').value).toBe('regulars-app');
    expect(field(card, 'Work email domain').value).toBe('harbourlane.com');
    const secret = field(card, 'Client secret');
    expect(secret.value).toBe('');
    expect(secret.placeholder).toBe('A secret is saved');
    expect(
      within(card).getByText('A secret is saved. Leave this empty to keep it, or enter a new one to replace it.'),
    ).toBeTruthy();

    // An issuer the server cannot read: its reason under the field.
    fill(card, { 'Issuer URL': 'https://nothing.example.com' });
    fireEvent.click(within(card).getByRole('button', { name: 'Save changes' }));
    const problem = await within(card).findByText(SSO_MESSAGES.discoveryFailed);
    expect(problem.id).toBe('sso-issuer-error');
    expect(field(card, 'Issuer URL').getAttribute('aria-invalid')).toBe('true');

    fill(card, { 'Issuer URL': 'https://login.harbourlane.com', 'Client ID': 'regulars-app-2' });
    fireEvent.click(within(card).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(SSO_MESSAGES.saved));
    expect(sent[1]).toEqual({
      issuer: 'https://login.harbourlane.com',
      clientId: 'regulars-app-2',
      clientSecret: '',
      emailDomain: 'harbourlane.com',
    });
    expect(within(card).queryByText(SSO_MESSAGES.discoveryFailed)).toBeNull();
  });

  it('turns single sign-on off after asking once more', async () => {
    let removed = false;
    const success = vi.spyOn(toast, 'success');
    const card = await renderCard({
      'GET /api/agency/sso': () => ({ status: 200, body: state(removed ? null : saved) }),
      'DELETE /api/agency/sso': () => {
        removed = true;
        return { status: 204 };
      },
    });
    fireEvent.click(await within(card).findByRole('button', { name: 'Turn off single sign-on' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn off single sign-on?' });
    expect(dialog.textContent).toContain('Your team signs in with their passwords again');
    expect(removed).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off single sign-on' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(SSO_MESSAGES.removed));
    expect(within(card).queryByTestId('sso-last-sign-in')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(field(card, 'Issuer URL').value).toBe('');
    expect(field(card, 'Client secret').placeholder).toBe('');
    expect(within(card).getByRole('button', { name: 'Turn on single sign-on' })).toBeTruthy();
  });

  it('says when it could not be read, and reads it again', async () => {
    let reads = 0;
    const card = await renderCard({
      'GET /api/agency/sso': () => {
        reads += 1;
        return reads === 1
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } } }
          : { status: 200, body: state(null) };
      },
    });
    expect(await within(card).findByText('Could not load single sign-on')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Try Again' }));
    expect(await within(card).findByTestId('sso-redirect-uri')).toBeTruthy();
  });

  it('speaks French: the card, the last sign-in and the server’s refusal', async () => {
    const card = await renderCard(
      {
        'GET /api/agency/sso': ok(state(saved)),
        'PUT /api/agency/sso': refused(SSO_MESSAGES.discoveryFailed, { issuer: [SSO_MESSAGES.discoveryFailed] }),
      },
      { french: true },
    );
    expect(await within(card).findByRole('heading', { name: 'Authentification unique (SSO)' })).toBeTruthy();
    expect(await within(card).findByText('Activée')).toBeTruthy();
    expect(within(card).getByTestId('sso-last-sign-in').textContent).toMatch(/^Dernière connexion : .*mars 2026/);
    expect(field(card, 'Secret client').placeholder).toBe('Un secret est enregistré');
    fireEvent.click(within(card).getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(
      await within(card).findByText(
        'Nous n’avons pas pu lire les réglages de votre fournisseur à cette adresse d’émetteur. Vérifiez-la, ainsi que l’accès au fournisseur.',
      ),
    ).toBeTruthy();
  });
});
