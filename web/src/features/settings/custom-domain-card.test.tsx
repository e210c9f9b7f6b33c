import { CUSTOM_DOMAIN_MESSAGES, type TCustomDomain, type TCustomDomainState } from '@regulars/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frenchOwner, inFrench } from '../../test/in-french.tsx';
import { mockApi, renderAt, signedIn } from '../../test/render.tsx';
import { CustomDomainCard } from './custom-domain-card.tsx';

const pending: TCustomDomain = {
  hostname: 'loyalty.bluedoor.com',
  status: 'pending',
  address: 'https://loyalty.bluedoor.com',
  records: [
    { type: 'CNAME', name: 'loyalty.bluedoor.com', value: 'app.regulars.test', purpose: 'traffic' },
    { type: 'TXT', name: '_regulars.loyalty.bluedoor.com', value: 'regulars-verify=abc123', purpose: 'ownership' },
  ],
  problem: null,
  lastCheckedAt: null,
  verifiedAt: null,
  checking: false,
};

const verified: TCustomDomain = {
  ...pending,
  status: 'verified',
  lastCheckedAt: '2026-01-05T12:00:00.000Z',
  verifiedAt: '2026-01-05T12:00:00.000Z',
};

const ok = (body: unknown) => () => ({ status: 200, body });
const state = (domain: TCustomDomain | null, allowed = true): TCustomDomainState => ({ allowed, domain });

async function renderCard(
  routes: Record<string, (init: RequestInit | undefined) => { status: number; body?: unknown }>,
  { canEdit = true, french = false } = {},
) {
  mockApi({ 'GET /api/me': signedIn(french ? frenchOwner() : undefined), ...routes });
  const card = <CustomDomainCard canEdit={canEdit} />;
  // The French catalogue loads lazily: let it arrive inside act.
  await act(async () => {
    renderAt('/settings', french ? inFrench(card) : card);
  });
  return screen.findByTestId('custom-domain-card');
}

describe('Your own domain', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says what it is and the way to a white-label plan when the plan has none', async () => {
    const card = await renderCard({ 'GET /api/settings/domain': ok(state(null, false)) });
    expect(
      await within(card).findByText('Your own domain comes with a white-label plan. Upgrade your plan to add one.'),
    ).toBeTruthy();
    expect(within(card).getByText(/loyalty\.yourbusiness\.com/).textContent).toContain(
      'Put your sign-up form, portal, wallet page and every link and QR code on your own address',
    );
    expect(within(card).getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/subscription');
    expect(within(card).queryByLabelText('Domain')).toBeNull();
  });

  it('adds a domain, and says the server’s refusal under the field', async () => {
    let sent: unknown;
    const card = await renderCard({
      'GET /api/settings/domain': ok(state(null)),
      'PUT /api/settings/domain': (init) => {
        sent = JSON.parse(String(init?.body));
        return (sent as { hostname: string }).hostname === 'taken.example.com'
          ? { status: 409, body: { error: { code: 'CONFLICT', message: CUSTOM_DOMAIN_MESSAGES.hostnameTaken } } }
          : { status: 200, body: state({ ...pending, checking: true }) };
      },
    });
    const field = (await within(card).findByLabelText('Domain')) as HTMLInputElement;
    expect(field.placeholder).toBe('loyalty.yourbusiness.com');

    fireEvent.click(within(card).getByRole('button', { name: 'Add domain' }));
    expect(await within(card).findByText(CUSTOM_DOMAIN_MESSAGES.hostnameRequired)).toBeTruthy();

    fireEvent.change(field, { target: { value: 'taken.example.com' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Add domain' }));
    expect(await within(card).findByText(CUSTOM_DOMAIN_MESSAGES.hostnameTaken)).toBeTruthy();

    fireEvent.change(field, { target: { value: 'loyalty.bluedoor.com' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Add domain' }));
    expect(await within(card).findByText('Waiting for DNS')).toBeTruthy();
    expect(sent).toEqual({ hostname: 'loyalty.bluedoor.com' });
    expect(within(card).getByTestId('custom-domain-check').textContent).toBe('Checking the DNS records…');
  });

  it('shows the records to create, the last finding, and checks again', async () => {
    let checks = 0;
    const card = await renderCard({
      'GET /api/settings/domain': ok(
        state({ ...pending, problem: CUSTOM_DOMAIN_MESSAGES.recordMissing, lastCheckedAt: new Date().toISOString() }),
      ),
      'POST /api/settings/domain/check': () => {
        checks += 1;
        return { status: 200, body: state({ ...pending, checking: true }) };
      },
    });
    expect(await within(card).findByText(CUSTOM_DOMAIN_MESSAGES.recordMissing)).toBeTruthy();
    expect(within(card).getByTestId('custom-domain-check').textContent).toBe('Last checked: Just now');
    const txt = within(card).getAllByTestId('dns-record-ownership')[0] as HTMLElement;
    expect(within(txt).getByTestId('dns-record-value').textContent).toBe('regulars-verify=abc123');
    expect(within(txt).getByRole('button', { name: 'Copy the value of the TXT record' })).toBeTruthy();
    expect(
      within(card).getByText('DNS changes can take up to an hour. We check every 15 minutes for 3 days.'),
    ).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Check now' }));
    await waitFor(() =>
      expect(within(card).getByTestId('custom-domain-check').textContent).toBe('Checking the DNS records…'),
    );
    expect(checks).toBe(1);
    expect(
      (within(card).getByRole('button', { name: 'Checking the DNS records…' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('says where the customers’ pages are once verified, and removes it after asking', async () => {
    let removed = false;
    const card = await renderCard({
      'GET /api/settings/domain': () => ({ status: 200, body: state(removed ? null : verified) }),
      'DELETE /api/settings/domain': () => {
        removed = true;
        return { status: 204 };
      },
    });
    expect(await within(card).findByText('Verified')).toBeTruthy();
    expect(within(card).getByTestId('custom-domain-live').textContent).toBe(
      "Your customers' pages are at loyalty.bluedoor.com",
    );
    expect(within(card).getByRole('link', { name: 'loyalty.bluedoor.com' }).getAttribute('href')).toBe(
      'https://loyalty.bluedoor.com',
    );
    expect(within(card).queryByRole('button', { name: 'Check now' })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Remove domain' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove loyalty.bluedoor.com?' });
    expect(dialog.textContent).toContain('Links and QR codes go back to the platform address.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove domain' }));
    expect(await within(card).findByLabelText('Domain')).toBeTruthy();
  });

  it('shows a team member the domain without its buttons', async () => {
    const card = await renderCard({ 'GET /api/settings/domain': ok(state(pending)) }, { canEdit: false });
    expect(await within(card).findByText('Waiting for DNS')).toBeTruthy();
    expect(within(card).getByTestId('custom-domain-check').textContent).toBe('Not checked yet');
    expect(within(card).queryByRole('button', { name: 'Check now' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Remove domain' })).toBeNull();
  });

  it('speaks French: its states, the server’s finding and refusal', async () => {
    const card = await renderCard(
      {
        'GET /api/settings/domain': ok(state({ ...pending, problem: CUSTOM_DOMAIN_MESSAGES.recordWrong })),
      },
      { french: true },
    );
    expect(await within(card).findByRole('heading', { name: 'Votre propre domaine' })).toBeTruthy();
    expect(within(card).getByText('En attente du DNS')).toBeTruthy();
    expect(within(card).getByTestId('custom-domain-problem').textContent).toBe(
      'L’enregistrement TXT existe mais sa valeur n’est pas celle indiquée. Copiez de nouveau la valeur.',
    );
    expect(within(card).getAllByRole('button', { name: 'Copier la valeur de l’enregistrement TXT' })).toHaveLength(2);
    expect(within(card).getByRole('button', { name: 'Vérifier maintenant' })).toBeTruthy();
  });
});
