import fs from 'node:fs/promises';
import { expect } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { newAccount, shootViewport, signUpViaApi, test, toastsGone } from './helpers.ts';

test('a team admin exports all data from /settings → Data and gets a ZIP whose customers.csv holds their customer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, newAccount('export'));
  const added = await page.request.post('/api/customers', {
    data: { firstName: 'Rosa', lastName: 'Exportwell', email: `rosa-${Date.now()}@example.test` },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto('/settings#data');
  const card = page.locator('#data');
  await expect(card.getByRole('heading', { name: 'Data', exact: true })).toBeVisible();
  await expect(card.getByTestId('data-export-empty')).toContainText('No export yet');
  await shootViewport(page, 'settings-data-idle', card);

  await card.getByRole('button', { name: 'Export all data' }).click();
  // A new business's export takes a moment: the bar shows while it builds, then the download.
  const ready = card.getByTestId('data-export-ready');
  await expect(ready).toBeVisible({ timeout: 60_000 });
  await expect(ready).toContainText(/regulars-export-\d{4}-\d{2}-\d{2}\.zip/);
  await expect(ready).toContainText('Link valid until');
  await toastsGone(page);
  await shootViewport(page, 'settings-data-ready', card);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    ready.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^regulars-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await fs.readFile(await download.path())));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'customers.csv', 'ledger.csv']));
  const customers = strFromU8(files['customers.csv'] ?? new Uint8Array());
  const [header, ...rows] = customers.trim().split('\r\n');
  expect(header?.split(',').slice(0, 4)).toEqual(['id', 'customer_number', 'first_name', 'last_name']);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(',Rosa,Exportwell,');
  expect(strFromU8(files['README.txt'] ?? new Uint8Array())).toContain('customers.csv');
});
