import { expect, type Page } from '@playwright/test';
import type { TCampaign, TCustomer } from '@regulars/contracts';
import { newAccount, shootBothWidths, shootViewport, signUpViaApi, test, uniqueEmail } from './helpers.ts';

async function call(page: Page, method: 'post' | 'put' | 'get', path: string, data?: unknown) {
  const response = await page.request[method](path, data === undefined ? {} : { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

test('campaign lift: keep a 20% control group, send, record visits, read the lift with its range', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, newAccount('lift'));
  await call(page, 'put', '/api/settings/sending', {
    postalAddress: '1 Main Street, Springfield',
    timeZone: 'UTC',
    quietHoursStart: '21:00',
    quietHoursEnd: '08:00',
  });
  await call(page, 'post', '/api/programs', {
    name: 'Bean Points',
    type: 'points',
    config: { pointsPerDollar: 1, minimumRedemption: 10, rewards: [{ name: 'Cookie', points: 10 }] },
  });
  const customers: TCustomer[] = [];
  for (let i = 0; i < 40; i++) {
    const made = await call(page, 'post', '/api/customers', {
      firstName: `Guest${i + 1}`,
      lastName: 'Regular',
      email: uniqueEmail(`lift${i}`),
    });
    customers.push(made.customer as TCustomer);
  }
  const draft = (await call(page, 'post', '/api/campaigns', { name: 'We miss you', type: 'email' })) as TCampaign;
  await call(page, 'put', `/api/campaigns/${draft.id}`, {
    name: 'We miss you',
    subject: 'We miss you, {firstName}',
    body: 'Come by this week for double points.',
  });

  // The composer: switch the control group on at 20% and read the split before sending.
  await page.goto(`/campaigns/${draft.id}`);
  await page.getByRole('switch', { name: 'Keep a control group' }).click();
  await expect(page.getByLabel('Control group (%)')).toHaveValue('10');
  await page.getByLabel('Control group (%)').fill('80');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('composer-problem')).toHaveText(
    'Control group must be a whole percentage from 0% to 50%',
  );
  await page.getByLabel('Control group (%)').fill('20');
  const split = await call(page, 'post', '/api/campaigns/audience-count', {
    type: 'email',
    campaignId: draft.id,
    controlShare: 20,
  });
  const kept = split.control as number;
  const messaged = 40 - kept;
  await expect(page.getByTestId('audience-count')).toHaveText(
    `40 of 40 customers match: ${messaged} will get it, ${kept} kept as a control group`,
  );
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('composer-problem')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await shootViewport(page, 'campaign-lift-composer', page.getByLabel('Control group (%)'));
  await page.getByRole('button', { name: 'Send now' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send campaign now?' });
  await confirm.getByRole('button', { name: `Send to ${messaged} customers` }).click();
  await expect(page.getByTestId('campaign-status')).toHaveText('Sent', { timeout: 30_000 });
  await expect(page.getByTestId('lift-headline')).toHaveText('Not conclusive yet: so far the groups come back alike');

  // Three in four of the messaged come back (a visit at the counter's API); nobody of the control group does.
  const control = await call(page, 'get', `/api/campaigns/${draft.id}/recipients?status=control`);
  const keptIds = new Set((control.recipients as { customerId: string }[]).map((r) => r.customerId));
  expect(keptIds.size).toBe(kept);
  const back = customers.filter((c) => !keptIds.has(c.id)).slice(0, Math.ceil(messaged * 0.75));
  for (const c of back) {
    await call(page, 'post', `/api/customers/${c.id}/visits`, { idempotencyKey: crypto.randomUUID() });
  }
  await page.reload();
  await expect(page.getByTestId('lift-headline')).toHaveText(
    /^About \d+ more customers in every 100 came back because of this campaign \(95% range: \d+ to \d+\)$/,
  );
  await expect(page.getByTestId('lift-detail')).toContainText('Visits count until');
  await expect(page.getByTestId('lift-control')).toContainText(`${kept} customers`);
  await expect(page.getByTestId('lift-control')).toContainText('0.0%');
  await shootViewport(page, 'campaign-lift-card', page.getByTestId('campaign-lift'));

  await page.getByRole('tab', { name: 'Control' }).click();
  await expect(page.getByTestId('recipient-row')).toHaveCount(kept);
  await expect(page.getByTestId('recipient-row').first().getByTestId('recipient-status')).toHaveText('Control');
  await page.getByRole('tab', { name: 'All' }).click();
  await shootBothWidths(page, 'campaign-lift-results');
});
