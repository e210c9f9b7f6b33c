import { describe, expect, it } from 'vitest';
import { NOT_FOR_PURCHASE, planAction, USE_PORTAL_TO_CANCEL } from './plan-select.ts';

const free = { id: 'free', priceMonthly: 0, stripePriceId: null };
const pro = { id: 'pro', priceMonthly: 49, stripePriceId: 'price_test_pro' };
const agency = { id: 'agency', priceMonthly: 149, stripePriceId: 'price_test_agency' };
const legacy = { id: 'legacy', priceMonthly: 19, stripePriceId: null };

describe('planAction (spec section 5 plan-select rules)', () => {
  it('a price-0 tier is left through the billing portal', () => {
    expect(planAction(free, { tierId: 'pro', status: 'active', priceMonthly: 49 })).toEqual({
      kind: 'refuse',
      label: 'Downgrade',
      message: USE_PORTAL_TO_CANCEL,
    });
  });
  it('a tier without a price id cannot be bought', () => {
    expect(planAction(legacy, { tierId: 'free', status: 'trial', priceMonthly: 0 })).toMatchObject({
      kind: 'refuse',
      message: NOT_FOR_PURCHASE,
    });
  });
  it('the current plan is marked, paid or in its trial; a lapsed one can be subscribed to again', () => {
    expect(planAction(pro, { tierId: 'pro', status: 'active', priceMonthly: 49 }).label).toBe('Current Plan');
    expect(planAction(pro, { tierId: 'pro', status: 'trial', priceMonthly: 49 }).label).toBe('Current Plan');
    expect(planAction(pro, { tierId: 'pro', status: 'canceled', priceMonthly: 49 }).label).toBe('Subscribe');
    expect(planAction(pro, { tierId: 'pro', status: 'trial', priceMonthly: 49, trialDaysLeft: 0 }).label).toBe(
      'Subscribe',
    );
    expect(planAction(free, { tierId: 'free', status: 'active', priceMonthly: 0 }).label).toBe('Current Plan');
  });
  it('other paid tiers go to checkout as an upgrade or a switch', () => {
    expect(planAction(agency, { tierId: 'pro', status: 'active', priceMonthly: 49 })).toEqual({
      kind: 'checkout',
      label: 'Upgrade',
    });
    expect(planAction(pro, { tierId: 'agency', status: 'active', priceMonthly: 149 }).label).toBe('Switch Plan');
  });
});
