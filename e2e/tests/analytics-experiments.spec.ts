import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import type { TCampaign, TCustomer } from '@regulars/contracts';
import { newAccount, sendOk, shootViewport, signUpViaApi, test, uniqueEmail } from './helpers.ts';

/** An email campaign with a control group and two versions (A/B, half each), sent. */
async function sendWithControl(page: Page, name: string, controlShare: number): Promise<string> {
  const draft = (await sendOk(page, 'post', '/api/campaigns', { name, type: 'email' })) as TCampaign;
  await sendOk(page, 'put', `/api/campaigns/${draft.id}`, {
    name,
    subject: 'We miss you, {firstName}',
    body: 'Come by this week for double points.',
    controlShare,
    variantB: { share: 50, subject: 'A cookie for you, {firstName}', body: 'Come by this week for a free cookie.' },
  });
  await sendOk(page, 'post', `/api/campaigns/${draft.id}/send`, {});
  await expect
    .poll(async () => (await sendOk(page, 'get', `/api/campaigns/${draft.id}`)).status, { timeout: 30_000 })
    .toBe('sent');
  return draft.id;
}

test("analytics experiments: a new business sees what to do; an A/B campaign with a 20% control group shows each version's lift, filters and exports", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, newAccount('experiments'));
  await page.goto('/analytics');
  const card = page.getByRole('region', { name: 'Experiments' });
  await expect(card.getByText('No campaign in this period kept a control group.', { exact: false })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Export Experiments as CSV' })).toBeDisabled();
  await shootViewport(page, 'analytics-experiments-empty', card);

  await sendOk(page, 'put', '/api/settings/sending', {
    postalAddress: '1 Main Street, Springfield',
    timeZone: 'UTC',
    quietHoursStart: '21:00',
    quietHoursEnd: '08:00',
  });
  await sendOk(page, 'post', '/api/programs', { name: 'Bean Points', type: 'points', config: { pointsPerDollar: 1 } });
  const customers: TCustomer[] = [];
  for (let i = 0; i < 40; i++) {
    const made = await sendOk(page, 'post', '/api/customers', {
      firstName: `Guest${i + 1}`,
      email: uniqueEmail(`exp${i}`),
    });
    customers.push(made.customer as TCustomer);
  }
  const id = await sendWithControl(page, 'Autumn comeback', 20);
  // Every messaged customer comes back at the counter, nobody of the control group: a lift the range settles.
  const control = await sendOk(page, 'get', `/api/campaigns/${id}/recipients?status=control`);
  const kept = new Set((control.recipients as { customerId: string }[]).map((r) => r.customerId));
  for (const c of customers.filter((x) => !kept.has(x.id))) {
    await sendOk(page, 'post', `/api/customers/${c.id}/visits`, { idempotencyKey: crypto.randomUUID() });
  }

  const { lift } = await sendOk(page, 'get', `/api/campaigns/${id}/lift`);
  const [inA, inB] = [lift.message.customers as number, lift.variantB.message.customers as number];
  expect(inA + inB + kept.size).toBe(40);

  await page.reload();
  const row = card.getByTestId('experiment-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: 'Autumn comeback' })).toHaveAttribute('href', `/campaigns/${id}`);
  await expect(row).toContainText('Campaign · Email');
  const versions = row.getByTestId('experiment-version');
  await expect(versions).toHaveCount(2);
  for (const [i, version, n] of [
    [0, 'A', inA],
    [1, 'B', inB],
  ] as const) {
    await expect(versions.nth(i)).toContainText(`Version ${version}`);
    await expect(versions.nth(i)).toContainText(
      new RegExp(
        `About \\d+ more customers in every 100 came back because of version ${version} \\(95% range: [\\d.]+ to [\\d.]+\\)`,
      ),
    );
    await expect(versions.nth(i)).toContainText(
      `Came back: 100.0% of ${n} messaged, 0.0% of ${kept.size} in the control group.`,
    );
  }

  await card.getByRole('button', { name: 'Automations', exact: true }).click();
  await expect(card.getByTestId('experiment-row')).toHaveCount(0);
  await expect(card.getByText('None of this kind in this period.')).toBeVisible();
  await card.getByRole('button', { name: 'All', exact: true }).click();
  await card.getByRole('switch', { name: 'Conclusive only' }).click();
  await expect(card.getByTestId('experiment-row')).toHaveCount(1);

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Export Experiments as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^analytics-experiments-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, a, b, ...rest] = (await readFile((await file.path()) as string, 'utf8')).trim().split('\r\n');
  expect(header?.startsWith('experiment,type,channel,version,from,to,window days')).toBe(true);
  expect(a?.startsWith('Autumn comeback,Campaign,Email,Version A,')).toBe(true);
  expect(a).toContain(`,${inA},100,${kept.size},0,100,`);
  expect(b?.startsWith('Autumn comeback,Campaign,Email,Version B,')).toBe(true);
  expect(b).toContain(`,${inB},100,${kept.size},0,100,`);
  expect(rest).toEqual([]);
  await shootViewport(page, 'analytics-experiments', card);
});
