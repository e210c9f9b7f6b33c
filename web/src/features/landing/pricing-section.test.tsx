import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt, seededTiers, TIER_IDS } from '../../test/render.tsx';
import { PricingSection } from './pricing-section.tsx';

describe('landing pricing cards', () => {
  it('renders one card per tier in price order with the right buttons', async () => {
    mockApi({ 'GET /api/tiers': () => ({ status: 200, body: { tiers: seededTiers, trialDays: 14 } }) });
    renderAt('/', <PricingSection />);
    await screen.findAllByTestId('pricing-card');
    const cards = screen.getAllByTestId('pricing-card');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Free', 'Pro', 'Agency']);

    const [free, pro, agency] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(free).getByRole('link', { name: 'Start Free' }).getAttribute('href')).toBe(
      `/signup?tier=${TIER_IDS.free}`,
    );
    expect(within(pro).getByRole('link', { name: 'Start Trial' }).getAttribute('href')).toBe(
      `/signup?tier=${TIER_IDS.pro}`,
    );
    expect(within(agency).getByRole('link', { name: 'Start Trial' }).getAttribute('href')).toBe(
      `/signup?tier=${TIER_IDS.agency}`,
    );

    expect(within(pro).queryByText('Most Popular')).toBeTruthy();
    expect(within(free).queryByText('Most Popular')).toBeNull();
    expect(within(agency).queryByText('Most Popular')).toBeNull();
    expect(within(agency).getByText('Unlimited customers')).toBeTruthy();
    expect(within(pro).getByText('$49')).toBeTruthy();

    // Under each button: Free has no trial; a paid plan's trial, then its price.
    expect(await within(free).findByText('Free forever')).toBeTruthy();
    expect(within(pro).getByText('14-day free trial, then $49/month')).toBeTruthy();
    expect(within(agency).getByText('14-day free trial, then $149/month')).toBeTruthy();
  });

  it('shows the server error when tiers cannot load', async () => {
    mockApi({
      'GET /api/tiers': () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Database unavailable' } } }),
    });
    renderAt('/', <PricingSection />);
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable');
  });
});
