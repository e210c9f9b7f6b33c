import { ENGLISH, signupFormWords } from '@regulars/contracts';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { twMerge } from 'tailwind-merge';
import { afterEach, describe, expect, it } from 'vitest';
import { settleClassConflictsWith } from '../lib/cn.ts';
import { mockApi, seededTiers } from '../test/render.tsx';
import { LandingPage } from './landing.tsx';
import { SignupFormPage } from './signup-form.tsx';

/*
 * The public pages load without tailwind-merge (lib/cn.ts, issue 17): they must pass no class that conflicts with a
 * shared component's own, or a phone would draw them differently from the app's screens. Each state of each page is
 * drawn both ways and must give the same HTML.
 */

const joinedOnly = (classes: string) => classes;

async function drawnBothWays(element: ReactNode, path: string, ready: () => Promise<unknown>) {
  const drawn: string[] = [];
  for (const merge of [joinedOnly, twMerge]) {
    settleClassConflictsWith(merge);
    const { container, unmount } = render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={element} />
          <Route path="/signup-form/:code" element={element} />
        </Routes>
      </MemoryRouter>,
    );
    await ready();
    drawn.push(container.innerHTML);
    unmount();
  }
  return drawn;
}

/** The form's English words, as the server sends them (with the form, and with a link that leads nowhere). */
const WORDS = signupFormWords(ENGLISH.t, { businessName: 'Blue Door Coffee', welcomePoints: 50 });

const FORM = {
  businessName: 'Blue Door Coffee',
  locationName: 'Front Counter',
  programs: [{ name: 'Bean Points', type: 'points', summary: '1 point per $1' }],
  welcomePoints: 50,
  consent: { sms: 'Texts from Blue Door Coffee', email: 'Emails from Blue Door Coffee' },
  brand: { brandColor: '#0f766e', bandColor: '#0f766e', logo: null, whiteLabel: false },
  country: 'US',
  locale: 'en-US',
  phoneExample: '(555) 123-4567',
  language: 'en',
  words: WORDS,
  invitation: null,
};

describe('the public pages without tailwind-merge', () => {
  afterEach(() => settleClassConflictsWith(twMerge));

  it('draw the landing page as with it, before and after the pricing cards load', async () => {
    mockApi({ 'GET /api/tiers': () => ({ status: 200, body: { tiers: seededTiers, trialDays: 14 } }) });
    const [loading, merged] = await drawnBothWays(<LandingPage />, '/', async () => undefined);
    expect(loading).toBe(merged);
    expect(loading).toContain('Turn first-time visitors into');
    const [loaded, mergedLoaded] = await drawnBothWays(<LandingPage />, '/', () =>
      screen.findAllByTestId('pricing-card'),
    );
    expect(loaded).toBe(mergedLoaded);
  });

  it('draw the enrolment form as with it: loading, the form, an unknown code and an error', async () => {
    mockApi({
      'GET /api/public/signup-form/JOIN1': () => ({ status: 200, body: FORM }),
      'GET /api/public/signup-form/GONE': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Gone', details: { language: 'en', words: WORDS } } },
      }),
      'GET /api/public/signup-form/BROKEN': () => ({ status: 500, body: { error: { code: 'X', message: 'Down' } } }),
    });
    const states: [string, () => Promise<unknown>][] = [
      ['/signup-form/JOIN1', async () => undefined],
      ['/signup-form/JOIN1', () => screen.findByRole('button', { name: 'Join now' })],
      ['/signup-form/GONE', () => screen.findByRole('heading', { level: 1 })],
      ['/signup-form/BROKEN', () => screen.findByRole('button', { name: 'Try Again' })],
    ];
    for (const [path, ready] of states) {
      const [joined, merged] = await drawnBothWays(<SignupFormPage />, path, ready);
      expect(joined, path).toBe(merged);
    }
  });
});
