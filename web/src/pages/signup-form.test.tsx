import { ENGLISH, signupFormWords, type TSignupFormInfo } from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../test/render.tsx';
import { SignupFormPage } from './signup-form.tsx';

const FORM: TSignupFormInfo = {
  businessName: 'Blue Door Coffee',
  locationName: null,
  programs: [{ name: 'Bean Points', type: 'points', summary: '1 point per $1' }],
  welcomePoints: 0,
  consent: { sms: 'Texts from Blue Door Coffee', email: 'Emails from Blue Door Coffee' },
  brand: { brandColor: '#0f766e', bandColor: '#0f766e', logo: null, whiteLabel: false },
  country: 'US',
  locale: 'en-US',
  phoneExample: '(555) 123-4567',
  language: 'en',
  words: signupFormWords(ENGLISH.t, { businessName: 'Blue Door Coffee', welcomePoints: 0 }),
  invitation: null,
};

const INVITATION = {
  referrerName: 'Maya',
  code: 'K7M2QX9P',
  friendGets: '100 points',
  when: 'your first purchase within 30 days',
  headline: 'Maya invited you',
  offer: 'You get 100 points after your first purchase within 30 days.',
};

const ENROLLED = {
  status: 'enrolled',
  businessName: 'Blue Door Coffee',
  firstName: 'Sam',
  programs: [],
  welcomePoints: 0,
};

/** The form opened at `path`; the form's answer and every join's body. */
function open(path: string, code: string, info: TSignupFormInfo) {
  const joins: unknown[] = [];
  const api = mockApi({
    [`GET /api/public/signup-form/${code}`]: () => ({ status: 200, body: info }),
    [`POST /api/public/signup-form/${code}`]: (init) => {
      joins.push(JSON.parse(String(init?.body)));
      return { status: 200, body: ENROLLED };
    },
  });
  renderAt(path, <SignupFormPage />, '/signup-form/:code');
  const formRequests = () =>
    api.mock.calls
      .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
      .map(([input]) => String(input))
      .filter((url) => url.startsWith('/api/public/signup-form/'));
  return { joins, formRequests };
}

async function join() {
  fireEvent.change(await screen.findByLabelText(/Mobile number/), { target: { value: '(415) 555-0142' } });
  fireEvent.change(screen.getByLabelText(/Create a PIN/), { target: { value: '4821' } });
  fireEvent.click(screen.getByRole('button', { name: 'Join now' }));
}

describe('/signup-form/:code opened from a friend’s link', () => {
  it('asks for the form with the code, says who invited them and joins as their referral', async () => {
    const { joins, formRequests } = open('/signup-form/FRIEND1?ref=K7M2QX9P', 'FRIEND1', {
      ...FORM,
      invitation: INVITATION,
    });

    const banner = await screen.findByTestId('invitation-banner');
    expect(banner.textContent).toBe('Maya invited youYou get 100 points after your first purchase within 30 days.');
    expect(formRequests()).toEqual(['/api/public/signup-form/FRIEND1?ref=K7M2QX9P']);

    await join();
    await waitFor(() => expect(joins).toHaveLength(1));
    expect(joins[0]).toMatchObject({ phone: '(415) 555-0142', pin: '4821', referralCode: 'K7M2QX9P' });
  });

  it('passes a code as typed in the link safely in the query string', async () => {
    const { formRequests } = open('/signup-form/FRIEND2?ref=k7m2%20qx9p%26x', 'FRIEND2', FORM);

    await screen.findByRole('button', { name: 'Join now' });
    expect(formRequests()).toEqual(['/api/public/signup-form/FRIEND2?ref=k7m2%20qx9p%26x']);
  });

  it('shows no banner and sends no referral code without an invitation', async () => {
    const { joins, formRequests } = open('/signup-form/PLAIN1', 'PLAIN1', FORM);

    await join();
    await waitFor(() => expect(joins).toHaveLength(1));
    expect(joins[0]).not.toHaveProperty('referralCode');
    expect(screen.queryByTestId('invitation-banner')).toBeNull();
    expect(formRequests()).toEqual(['/api/public/signup-form/PLAIN1']);
  });
});

describe('/signup-form/:code of a business in Spain', () => {
  it('speaks Spanish: the words, the plural, a field’s message and the example number', async () => {
    const words = signupFormWords(translatorFor('es').t, { businessName: 'Café Sol', welcomePoints: 1 });
    open('/signup-form/ES1', 'ES1', {
      ...FORM,
      locale: 'es-ES',
      country: 'ES',
      phoneExample: '612 34 56 78',
      welcomePoints: 1,
      language: 'es',
      words,
    });

    expect(await screen.findByRole('heading', { name: 'Únete a nuestras recompensas' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByText('Consigue 1 punto extra solo por unirte')).toBeTruthy();
    const phone = screen.getByLabelText(/Número de móvil/);
    expect(phone.getAttribute('placeholder')).toBe('612 34 56 78');
    fireEvent.change(screen.getByLabelText(/Crea un PIN/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unirme ahora' }));
    expect(await screen.findByText('El número de teléfono es obligatorio')).toBeTruthy();
    expect(screen.getByText('El PIN debe tener de 4 a 6 dígitos')).toBeTruthy();
  });
});
