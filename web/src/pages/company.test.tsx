import type { TCompanyProfile, TLocationList } from '@regulars/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMe, mockApi, renderAt, signedIn } from '../test/render.tsx';
import { CompanyPage } from './company.tsx';

const noCompany = () => ({
  status: 404,
  body: { error: { code: 'NOT_FOUND', message: 'Company Profile Not Available' } },
});

function profile(overrides: Partial<TCompanyProfile> = {}): TCompanyProfile {
  return {
    company: {
      tenantId: 'tenant-1',
      companyName: 'Blue Door Coffee',
      adminEmail: 'owner@example.com',
      createdAt: '2026-01-05T10:00:00.000Z',
      subscriptionStatus: 'trial',
      tierName: 'Pro',
      twoStepRequired: false,
    },
    viewer: { role: 'admin', isAdmin: true },
    seats: { used: 1, max: 3 },
    members: [
      {
        id: 'm-1',
        userId: 'user-1',
        name: 'Owner',
        email: 'owner@example.com',
        role: 'admin',
        status: 'active',
        invitedAt: '2026-01-05T10:00:00.000Z',
        acceptedAt: '2026-01-05T10:00:00.000Z',
        isYou: true,
        twoStepOn: true,
      },
    ],
    invitations: [],
    ...overrides,
  };
}

function locationList(overrides: Partial<TLocationList> = {}): TLocationList {
  return {
    locations: [
      {
        id: 'loc-1',
        name: 'Main Street',
        address: '12 Main Street, Springfield',
        timeZone: 'Europe/London',
        qrCodeCount: 2,
        createdAt: '2026-01-05T10:00:00.000Z',
        updatedAt: '2026-01-05T10:00:00.000Z',
      },
    ],
    limit: { max: 1, used: 1, planName: 'Free' },
    businessTimeZone: 'America/New_York',
    canEdit: true,
    ...overrides,
  };
}

describe('/company → Locations', () => {
  it('lists the locations, says the plan is full and where to get more, and lets the admin edit', async () => {
    mockApi({
      'GET /api/me': signedIn(),
      'GET /api/company': () => ({ status: 200, body: profile() }),
      'GET /api/locations': () => ({ status: 200, body: locationList() }),
    });
    renderAt('/company', <CompanyPage />);
    const card = await screen.findByRole('region', { name: 'Locations' });
    expect((await within(card).findByTestId('location-usage')).textContent).toBe('1 of 1 location');
    const row = within(card).getByTestId('location-row');
    expect(row.textContent).toContain('Main Street');
    expect(row.textContent).toContain('2 QR codes');
    expect(row.textContent).toContain('Europe/London');
    expect(within(card).getByTestId('location-limit').textContent).toContain(
      'Your plan includes 1 location. Upgrade your plan to add more.',
    );
    expect(within(card).getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/subscription');
    expect(within(card).queryByRole('button', { name: 'Add location' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Edit Main Street' })).toBeTruthy();
  });

  it('shows team members the list read-only', async () => {
    mockApi({
      'GET /api/me': signedIn(),
      'GET /api/company': () => ({ status: 200, body: profile({ viewer: { role: 'member', isAdmin: false } }) }),
      'GET /api/locations': () => ({ status: 200, body: locationList({ canEdit: false }) }),
    });
    renderAt('/company', <CompanyPage />);
    const card = await screen.findByRole('region', { name: 'Locations' });
    expect(await within(card).findByText('Main Street')).toBeTruthy();
    expect(within(card).getByText('Only the team admin can add or change locations.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Edit|Delete|Add location/ })).toBeNull();
    expect(within(card).queryByTestId('location-limit')).toBeNull();
  });

  it('starts a fresh business with an empty state, and asks for a name before adding', async () => {
    const fetchMock = mockApi({
      'GET /api/me': signedIn(),
      'GET /api/company': () => ({ status: 200, body: profile() }),
      'GET /api/locations': () => ({
        status: 200,
        body: locationList({ locations: [], limit: { max: 3, used: 0, planName: 'Pro' } }),
      }),
    });
    renderAt('/company', <CompanyPage />);
    const card = await screen.findByRole('region', { name: 'Locations' });
    expect(await within(card).findByText('No locations yet')).toBeTruthy();
    expect(within(card).getByTestId('location-usage').textContent).toBe('0 of 3 locations');
    fireEvent.click(within(card).getByRole('button', { name: 'Add location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add location' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add location' }));
    expect(await within(dialog).findByText('Enter a name for the location')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});

describe('/company', () => {
  it('sets the team up on the first visit, and offers Retry Setup when that fails', async () => {
    let setupCalls = 0;
    let exists = false;
    mockApi({
      'GET /api/me': signedIn(),
      'GET /api/company': () => (exists ? { status: 200, body: profile() } : noCompany()),
      'POST /api/company/setup': () => {
        setupCalls += 1;
        if (setupCalls === 1) return { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } };
        exists = true;
        return { status: 200, body: { tenantId: 'tenant-1', created: true } };
      },
    });
    renderAt('/company', <CompanyPage />);
    expect(await screen.findByText('Company Profile Not Available')).toBeTruthy();
    expect(setupCalls).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Retry Setup' }));
    expect(await screen.findByText('Seat Usage', {}, { timeout: 3000 })).toBeTruthy();
    expect(setupCalls).toBe(2);
    expect(screen.getByTestId('seat-usage').textContent).toBe('1 of 3 seats used');
    expect(screen.getByRole('button', { name: 'Invite Team Member' })).toBeTruthy();
  });

  it('shows members the team without managing it', async () => {
    mockApi({
      'GET /api/me': signedIn(),
      'GET /api/company': () => ({
        status: 200,
        body: profile({ viewer: { role: 'member', isAdmin: false }, seats: { used: 3, max: 3 } }),
      }),
    });
    renderAt('/company', <CompanyPage />);
    expect(await screen.findByText('3 of 3 seats used')).toBeTruthy();
    expect(
      screen.getByText("You've reached your seat limit. Upgrade your plan to invite more team members."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite Team Member' })).toBeNull();
    expect(screen.queryByText('Pending Invitations')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).toBeNull();
  });

  it('validates the invite email before sending', async () => {
    const fetchMock = mockApi({
      'GET /api/me': signedIn(),
      'GET /api/company': () => ({ status: 200, body: profile() }),
    });
    renderAt('/company', <CompanyPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite Team Member' }));
    expect(screen.getByText("They'll receive an email with a link to join your team")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email is required');
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});

describe('/company → Two-step sign-in for the team', () => {
  const member = {
    id: 'm-2',
    userId: 'user-2',
    name: 'Sam Ortiz',
    email: 'sam@example.com',
    role: 'member' as const,
    status: 'active' as const,
    invitedAt: '2026-01-06T10:00:00.000Z',
    acceptedAt: '2026-01-06T10:00:00.000Z',
    isYou: false,
    twoStepOn: false,
  };
  const ownTwoStep = (enabled: boolean) => () => ({
    status: 200,
    body: { enabled, recoveryCodesLeft: enabled ? 10 : null, hasPassword: true, requiredBy: null },
  });

  it('needs the admin’s own first, then asks once more, saying who will be stopped', async () => {
    let required = false;
    const fetchMock = mockApi({
      'GET /api/me': signedIn(),
      'GET /api/company': () => ({
        status: 200,
        body: profile({
          company: { ...profile().company, twoStepRequired: required },
          members: [...profile().members, member],
        }),
      }),
      'GET /api/account/two-step': ownTwoStep(true),
      'PUT /api/company/two-step': (init) => {
        required = JSON.parse(String(init?.body)).required;
        return { status: 200, body: { required } };
      },
    });
    renderAt('/company', <CompanyPage />);
    const card = await screen.findByTestId('two-step-requirement');
    expect(card.textContent).toContain('Set up by 1 of 2 team members');
    const badges = screen.getAllByTestId('member-two-step').map((b) => b.textContent);
    expect(badges).toEqual(['Two-step on', 'Two-step off']);

    const toggle = within(card).getByRole('switch', { name: 'Require two-step sign-in' }) as HTMLButtonElement;
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    // Enabled once the admin's own is known to be on.
    await waitFor(() => expect(toggle.disabled).toBe(false));
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      '1 team member has not set it up yet: they will be asked to before they can use the app again.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Require it' }));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ required: true });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('cannot be required while the admin’s own is off, and says where to turn it on', async () => {
    const fetchMock = mockApi({
      'GET /api/me': signedIn(),
      'GET /api/company': () => ({ status: 200, body: profile() }),
      'GET /api/account/two-step': ownTwoStep(false),
    });
    renderAt('/company', <CompanyPage />);
    const card = await screen.findByTestId('two-step-requirement');
    expect(await within(card).findByText('Turn on two-step sign-in for your own account first.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe('/settings#two-step');
    const toggle = within(card).getByRole('switch', { name: 'Require two-step sign-in' }) as HTMLButtonElement;
    expect(toggle.disabled).toBe(true);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});

describe('/company → inviting an analyst (issue 53)', () => {
  it('offers a view-only role, says what each may do, and sends the one chosen', async () => {
    const fetchMock = mockApi({
      'GET /api/me': signedIn(),
      'GET /api/company': () => ({ status: 200, body: profile() }),
      'POST /api/company/invitations': () => ({
        status: 201,
        body: {
          invitation: {
            id: 'inv-1',
            email: 'books@example.com',
            role: 'analyst',
            status: 'pending',
            createdAt: '2026-01-05T10:00:00.000Z',
            expiresAt: '2026-01-12T10:00:00.000Z',
          },
        },
      }),
    });
    renderAt('/company', <CompanyPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite Team Member' }));
    const role = screen.getByLabelText('Role') as HTMLSelectElement;
    expect([...role.options].map((o) => o.textContent)).toEqual(['Member', 'Analyst (view only)']);
    expect(screen.getByText(/analysts look at everything and change nothing/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'books@example.com' } });
    fireEvent.change(role, { target: { value: 'analyst' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ email: 'books@example.com', role: 'analyst' });
  });
});

describe('/company → Single sign-on', () => {
  const ssoState = () => ({
    status: 200,
    body: { settings: null, redirectUri: 'https://app.regulars.test/api/auth/sso/callback' },
  });

  it('is the agency admin’s, on the agency’s own page only', async () => {
    mockApi({
      'GET /api/me': signedIn(makeMe({ runsClients: true })),
      'GET /api/company': () => ({ status: 200, body: profile() }),
      'GET /api/agency/sso': ssoState,
    });
    renderAt('/company', <CompanyPage />);
    const card = await screen.findByTestId('sso-card');
    expect(await within(card).findByRole('button', { name: 'Turn on single sign-on' })).toBeTruthy();
  });

  it('is not offered to a business that runs no clients, to a member, nor inside a client', async () => {
    const openClient = { id: 'client-1', companyName: 'Corner Bakery', agencyName: 'Blue Door Coffee' };
    const member = profile({ viewer: { role: 'member', isAdmin: false } });
    for (const [me, company] of [
      [makeMe(), profile()],
      [makeMe({ runsClients: true }), member],
      [makeMe({ runsClients: true, openClient }), profile()],
    ] as const) {
      const fetchMock = mockApi({
        'GET /api/me': signedIn(me),
        'GET /api/company': () => ({ status: 200, body: company }),
        'GET /api/agency/sso': ssoState,
      });
      const { unmount } = renderAt('/company', <CompanyPage />);
      expect(await screen.findByText('Team Members')).toBeTruthy();
      expect(screen.queryByTestId('sso-card')).toBeNull();
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/agency/sso'))).toBe(false);
      unmount();
    }
  });
});
