import { ENGLISH, signupFormWords, type TEnrolmentResponse } from '@regulars/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../test/render.tsx';
import { EnrolmentSuccess } from './enrolment-success.tsx';

const RESULT: TEnrolmentResponse = {
  status: 'enrolled',
  businessName: 'Bean There',
  firstName: 'Maya',
  programs: ['Coffee Card'],
  welcomePoints: 0,
};
const WORDS = signupFormWords(ENGLISH.t, { businessName: 'Bean There', welcomePoints: 0 });
const JOINED = { phone: '(415) 555-0142', pin: '4821', region: 'US' };
const LINKS = { page: '/wallet/t.k', apple: '/api/wallet/apple/download/t.k', google: null };
const dashboard = () => ({ status: 200, body: { wallet: LINKS } });

describe('the sign-up success screen', () => {
  it("signs in with the phone and PIN just chosen and offers the card's wallet buttons", async () => {
    let sent: unknown;
    mockApi({
      'POST /api/portal/login': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 200, body: { status: 'signed_in', choices: [] } };
      },
      'GET /api/portal/dashboard': dashboard,
    });
    renderAt('/signup-form/abc', <EnrolmentSuccess result={RESULT} joined={JOINED} words={WORDS} />);
    expect(screen.getByRole('heading', { name: "You're in, Maya!" })).toBeTruthy();
    const badge = await screen.findByRole('link', { name: 'Add to Apple Wallet' });
    expect(badge.getAttribute('href')).toBe(LINKS.apple);
    expect(sent).toEqual(JOINED);
    // Signed in: the rewards open straight away, not the log-in form.
    expect(screen.getByRole('link', { name: 'View my rewards' }).getAttribute('href')).toBe('/customer/dashboard');
    expect(
      screen.getByText('You are signed in on this phone. Later, log in with your phone number and PIN.'),
    ).toBeTruthy();
  });

  it('picks this business when the same phone and PIN open several', async () => {
    let chosen: unknown;
    mockApi({
      'POST /api/portal/login': () => ({
        status: 200,
        body: {
          status: 'choose',
          choices: [
            { customerId: 'c-1', businessName: 'Corner Barber' },
            { customerId: 'c-2', businessName: 'Bean There' },
          ],
        },
      }),
      'POST /api/portal/choose': (init) => {
        chosen = JSON.parse(String(init?.body));
        return { status: 200, body: { status: 'signed_in', choices: [] } };
      },
      'GET /api/portal/dashboard': dashboard,
    });
    renderAt('/signup-form/abc', <EnrolmentSuccess result={RESULT} joined={JOINED} words={WORDS} />);
    await screen.findByRole('link', { name: 'Add to Apple Wallet' });
    expect(chosen).toEqual({ customerId: 'c-2' });
  });

  it('shows the same welcome and no wallet button when the PIN opens no card here', async () => {
    const fetchMock = mockApi({
      'POST /api/portal/login': () => ({
        status: 401,
        body: { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid PIN. Please try again.' } },
      }),
    });
    renderAt('/signup-form/abc', <EnrolmentSuccess result={RESULT} joined={JOINED} words={WORDS} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { name: "You're in, Maya!" })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add to Apple Wallet' })).toBeNull();
    expect(screen.queryByText('Invalid PIN. Please try again.')).toBeNull();
    expect(screen.getByRole('link', { name: 'View my rewards' }).getAttribute('href')).toBe('/customer/login');
  });
});
