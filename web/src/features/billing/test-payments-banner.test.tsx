import { TEST_PAYMENTS_BANNER } from '@regulars/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppWordsProvider, preloadAppWords } from '../../lib/app-words.tsx';
import { mockApi, renderRoutes } from '../../test/render.tsx';
import { TestPaymentsBanner } from './test-payments-banner.tsx';

function renderBanner(banner = <TestPaymentsBanner />) {
  renderRoutes(<Route path="/dashboard" element={banner} />, '/dashboard');
}

describe('TestPaymentsBanner', () => {
  it('says plans are free here when the server runs test payments on purpose', async () => {
    mockApi({
      'GET /api/auth-config': () => ({
        status: 200,
        body: { googleEnabled: false, appUrlIsLoopback: false, testPayments: true },
      }),
    });
    renderBanner();
    expect((await screen.findByTestId('test-payments-banner')).textContent).toBe(TEST_PAYMENTS_BANNER);
  });

  it('says it in the user’s language in the owner’s app', async () => {
    mockApi({
      'GET /api/auth-config': () => ({
        status: 200,
        body: { googleEnabled: false, appUrlIsLoopback: false, testPayments: true },
      }),
    });
    await preloadAppWords('fr');
    await act(async () =>
      renderBanner(
        <AppWordsProvider language="fr">
          <TestPaymentsBanner />
        </AppWordsProvider>,
      ),
    );
    expect((await screen.findByTestId('test-payments-banner')).textContent).toBe(
      'Paiements de test : les formules sont attribuées sans frais sur ce serveur',
    );
  });

  it('shows nothing otherwise (a server that does not say, too)', async () => {
    const api = mockApi({
      'GET /api/auth-config': () => ({ status: 200, body: { googleEnabled: false, appUrlIsLoopback: false } }),
    });
    renderBanner();
    await waitFor(() => expect(api).toHaveBeenCalled());
    // Let the answer reach the component before looking.
    await act(async () => {});
    expect(screen.queryByTestId('test-payments-banner')).toBeNull();
  });
});
