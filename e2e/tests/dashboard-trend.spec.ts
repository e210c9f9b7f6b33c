import { expect } from '@playwright/test';
import { newAccount, shootBothWidths, signUpViaApi, test } from './helpers.ts';

test("the dashboard shows the last 30 days at a glance, with the days' numbers as a table behind the bars", async ({
  page,
}) => {
  await signUpViaApi(page, newAccount('dashboard-trend'), 'Pro');
  const program = await page.request.post('/api/programs', {
    data: { name: 'Coffee Card', type: 'stamp_card', config: { stampsRequired: 5, cooldownMinutes: 0 } },
  });
  expect(program.status(), await program.text()).toBe(201);
  const created = await page.request.post('/api/customers', { data: { firstName: 'Ada', phone: '(202) 555-0161' } });
  expect(created.status(), await created.text()).toBe(201);
  const { customer } = (await created.json()) as { customer: { id: string } };
  for (let i = 0; i < 2; i++) {
    const visit = await page.request.post(`/api/customers/${customer.id}/visits`, {
      data: { idempotencyKey: crypto.randomUUID() },
    });
    expect(visit.status(), await visit.text()).toBe(201);
  }

  await page.goto('/dashboard');
  const card = page.getByTestId('dashboard-trend');
  await expect(card.getByRole('heading', { name: 'Last 30 days' })).toBeVisible();
  await expect(card).toContainText(
    /^Last 30 days[A-Z][a-z]{2} \d{1,2} – [A-Z][a-z]{2} \d{1,2}, against the 30 days before/,
  );
  const visits = card.getByTestId('trend-visits');
  await expect(visits).toContainText('Visits2');
  await expect(visits.getByTestId('trend-change')).toHaveText('2 more than the 30 days before (0)');
  await expect(card.getByTestId('trend-newCustomers')).toContainText('New customers1');
  await expect(card.getByTestId('trend-rewardsRedeemed').getByTestId('trend-change')).toHaveText(
    'Same as the 30 days before',
  );
  // Each figure's days as bars, drawn once the chart has loaded.
  await expect(visits.locator('.recharts-bar-rectangle')).toHaveCount(30);

  // The numbers behind the bars: a row per day, newest first.
  await card.getByText('Show as a table').click();
  const table = card.getByRole('table', { name: 'Last 30 days by day' });
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(table.getByRole('row').nth(1)).toContainText(/^[A-Z][a-z]{2} \d{1,2}210$/);
  await shootBothWidths(page, 'dashboard-trend');
});
