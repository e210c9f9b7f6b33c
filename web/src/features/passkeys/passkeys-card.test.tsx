import { PASSKEY_MESSAGES, type TPasskey, type TPasskeyList, TWO_STEP_MESSAGES } from '@regulars/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { frenchOwner, inFrench } from '../../test/in-french.tsx';
import { mockApi, renderAt, signedIn } from '../../test/render.tsx';
import { PasskeysCard } from './passkeys-card.tsx';

type THandler = (init: RequestInit | undefined) => { status: number; body?: unknown };

const laptop: TPasskey = {
  id: 'pk-1',
  name: 'Work laptop',
  createdAt: '2026-01-05T12:00:00.000Z',
  lastUsedAt: null,
  synced: false,
};
const phone: TPasskey = {
  id: 'pk-2',
  name: 'iPhone',
  createdAt: '2026-02-10T12:00:00.000Z',
  lastUsedAt: '2026-02-11T12:00:00.000Z',
  synced: true,
};
const config = (passkeys: boolean) => () => ({
  status: 200,
  body: { googleEnabled: false, appUrlIsLoopback: false, passkeys },
});
const list = (body: TPasskeyList) => () => ({ status: 200, body });

async function renderCard(routes: Record<string, THandler>, { french = false, passkeys = true } = {}) {
  const fetchMock = mockApi({
    'GET /api/me': signedIn(french ? frenchOwner() : undefined),
    'GET /api/auth-config': config(passkeys),
    ...routes,
  });
  // The French catalogue loads lazily: let it arrive inside act.
  await act(async () => {
    renderAt('/settings', french ? inFrench(<PasskeysCard />) : <PasskeysCard />);
  });
  return { card: await screen.findByTestId('passkeys-card'), fetchMock };
}

describe('Settings → Passkeys', () => {
  it('says what a passkey is, and offers the first one when there is none', async () => {
    const { card } = await renderCard({ 'GET /api/account/passkeys': list({ passkeys: [], needsPassword: true }) });
    expect(within(card).getByRole('heading', { name: 'Passkeys' })).toBeTruthy();
    expect(
      within(card).getByText(
        'Sign in with your fingerprint, face or screen lock instead of your password. A passkey also works as the second step of two-step sign-in.',
      ),
    ).toBeTruthy();
    expect(await within(card).findByText('You have no passkeys yet.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Add a passkey' })).toBeTruthy();
    expect(within(card).queryByRole('list')).toBeNull();
  });

  it('lists each passkey: where it lives, when it was added and last used', async () => {
    const { card } = await renderCard({
      'GET /api/account/passkeys': list({ passkeys: [laptop, phone], needsPassword: true }),
    });
    const rows = await within(card).findAllByTestId('passkey-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Work laptop')).toBeTruthy();
    expect(within(first).getByText('On one device')).toBeTruthy();
    expect(first.textContent).toContain('Added Jan 5, 2026');
    expect(first.textContent).toContain('Not used yet');
    expect(within(second).getByText('Synced across your devices')).toBeTruthy();
    expect(second.textContent).toContain('Last used');
    expect(second.textContent).not.toContain('Not used yet');
    expect(within(card).getByRole('button', { name: 'Remove Work laptop' })).toBeTruthy();
    expect(within(card).queryByText('You have no passkeys yet.')).toBeNull();
  });

  it('asks the password again when the account has one, and says what is missing before the device is asked', async () => {
    const { card, fetchMock } = await renderCard({
      'GET /api/account/passkeys': list({ passkeys: [], needsPassword: true }),
    });
    fireEvent.click(await within(card).findByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).not.toBe('');
    expect(within(dialog).getByLabelText('Password')).toBeTruthy();

    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(PASSKEY_MESSAGES.nameRequired)).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Work laptop' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(TWO_STEP_MESSAGES.passwordRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    // This browser (the test's) has no WebAuthn: it says so, and the server is never asked for a challenge.
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(PASSKEY_MESSAGES.notSupported);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('asks no password of an account that has none (Google)', async () => {
    const { card } = await renderCard({ 'GET /api/account/passkeys': list({ passkeys: [], needsPassword: false }) });
    fireEvent.click(await within(card).findByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    expect(within(dialog).getByLabelText('Name')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
  });

  it('removes a passkey once confirmed', async () => {
    let passkeys = [laptop, phone];
    const { card } = await renderCard({
      'GET /api/account/passkeys': () => ({ status: 200, body: { passkeys, needsPassword: true } }),
      'DELETE /api/account/passkeys/pk-1': () => {
        passkeys = [phone];
        return { status: 204 };
      },
    });
    fireEvent.click(await within(card).findByRole('button', { name: 'Remove Work laptop' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this passkey?' });
    expect(confirm.textContent).toContain('Work laptop will no longer sign you in.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove passkey' }));
    await waitFor(() => expect(within(card).getAllByTestId('passkey-row')).toHaveLength(1));
    expect(within(card).queryByText('Work laptop')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers no passkeys where the server cannot, and says why', async () => {
    const { card, fetchMock } = await renderCard({}, { passkeys: false });
    expect(await within(card).findByText(PASSKEY_MESSAGES.unavailable)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/account/passkeys'))).toBe(false);
  });

  it('speaks French: the list and the add dialog’s check', async () => {
    const { card } = await renderCard(
      { 'GET /api/account/passkeys': list({ passkeys: [laptop, phone], needsPassword: true }) },
      { french: true },
    );
    expect(await within(card).findByRole('heading', { name: 'Clés d’accès' })).toBeTruthy();
    const [first, second] = (await within(card).findAllByTestId('passkey-row')) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Sur un seul appareil')).toBeTruthy();
    expect(first.textContent).toContain('Ajoutée le 5 janv. 2026');
    expect(first.textContent).toContain('Pas encore utilisée');
    expect(within(second).getByText('Synchronisée sur vos appareils')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Ajouter une clé d’accès' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une clé d’accès' });
    fireEvent.change(within(dialog).getByLabelText('Nom'), { target: { value: 'Ordinateur' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(await within(dialog).findByText('Saisissez votre mot de passe')).toBeTruthy();
  });

  it('speaks French where the server cannot offer passkeys', async () => {
    const { card } = await renderCard({}, { french: true, passkeys: false });
    expect(
      await within(card).findByText(
        'Les clés d’accès exigent que ce serveur ait un nom de domaine. Adressez-vous à l’opérateur de la plateforme.',
      ),
    ).toBeTruthy();
  });
});
