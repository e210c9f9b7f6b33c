import { expect } from '@playwright/test';
import { newAccount, sendOk, shootBothWidths, signUpViaApi, test, toastsGone } from './helpers.ts';

test('an agency saves a client’s program in its library and adds it to three clients at once, client by client (issue 53)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const agency = { ...newAccount('library'), companyName: 'Northwind Agency' };
  await signUpViaApi(page, agency, 'Agency');
  const ids: Record<string, string> = {};
  for (const companyName of ['Harbor Café', 'Bean There', 'Crumb Bakery', 'Dune Deli']) {
    ids[companyName] = (await sendOk(page, 'post', '/api/agency/clients', { companyName })).client.id;
  }
  // Bean There already runs a program of that name: the library must leave it as it is.
  await sendOk(page, 'post', '/api/agency/open', { businessId: ids['Bean There'] });
  await sendOk(page, 'post', '/api/programs', { name: 'Coffee Card', type: 'points' });
  await sendOk(page, 'post', '/api/agency/open', { businessId: ids['Harbor Café'] });
  await sendOk(page, 'post', '/api/programs', {
    name: 'Coffee Card',
    type: 'stamp_card',
    description: 'Ten coffees, the eleventh free',
    config: { stampsRequired: 10, rewardDescription: 'A free coffee' },
  });

  // Working in Harbor Café: its program's card saves a copy to the agency's library.
  await page.goto('/programs');
  await page.getByRole('button', { name: 'Save Coffee Card to the agency library' }).click();
  await expect(page.getByText('Coffee Card saved in the Northwind Agency library')).toBeVisible();
  await toastsGone(page);
  await sendOk(page, 'post', '/api/agency/open', { businessId: null });

  // Clients → Library: add it to three clients at once.
  await page.goto('/clients');
  const library = page.getByTestId('agency-library');
  await expect(library.getByTestId('library-item')).toContainText('Stamp Card · saved from Harbor Café');
  await library.getByRole('button', { name: 'Add Coffee Card to clients' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Coffee Card to clients' });
  for (const name of ['Bean There', 'Crumb Bakery', 'Dune Deli']) {
    await dialog.getByRole('checkbox', { name: new RegExp(name) }).check();
  }
  await dialog.getByRole('button', { name: 'Add to 3 clients' }).click();
  await expect(dialog).toHaveCount(0);

  // Each client's outcome, as the job reaches it.
  const addition = library.getByTestId('library-apply').first();
  await expect(addition).toContainText('Coffee Card added to 3 clients:', { timeout: 20_000 });
  await expect(addition.getByTestId('library-result')).toHaveText([
    'Bean There: has a program with this name',
    'Crumb Bakery: added',
    'Dune Deli: added',
  ]);
  await toastsGone(page);
  await shootBothWidths(page, 'agency-library');

  // Dune Deli runs its own copy; Bean There still its own points program.
  await sendOk(page, 'post', '/api/agency/open', { businessId: ids['Dune Deli'] });
  await page.goto('/programs');
  await expect(page.getByTestId('program-card')).toHaveCount(1);
  await expect(page.getByTestId('program-card')).toContainText('Coffee Card');
  await expect(page.getByTestId('program-card')).toContainText('Stamp Card');

  // Harbor Café's whole set-up as a starter kit: its program and its welcome text, added to two more clients.
  await sendOk(page, 'post', '/api/agency/open', { businessId: ids['Harbor Café'] });
  await sendOk(page, 'post', '/api/sms-templates', {
    name: 'Welcome text',
    triggerType: 'custom',
    messageTemplate: 'Welcome to {business_name}!',
  });
  await sendOk(page, 'post', '/api/agency/open', { businessId: null });
  await page.goto('/clients');
  await library.getByRole('button', { name: 'Save a starter kit' }).click();
  const kitDialog = page.getByRole('dialog', { name: 'Save a starter kit' });
  await kitDialog.getByLabel('From the client').selectOption({ label: 'Harbor Café' });
  await expect(kitDialog.getByLabel('Name')).toHaveValue('Harbor Café starter kit');
  await kitDialog.getByRole('button', { name: 'Save kit' }).click();
  await expect(kitDialog).toHaveCount(0);
  const kit = library.getByTestId('library-item').filter({ hasText: 'Harbor Café starter kit' });
  await expect(kit).toContainText(
    'Starter kit · 1 program, 1 SMS template, 0 email templates · saved from Harbor Café',
  );
  await kit.getByRole('button', { name: 'Add Harbor Café starter kit to clients' }).click();
  const kitApply = page.getByRole('dialog', { name: 'Add Harbor Café starter kit to clients' });
  for (const name of ['Crumb Bakery', 'Dune Deli']) {
    await kitApply.getByRole('checkbox', { name: new RegExp(name) }).check();
  }
  await kitApply.getByRole('button', { name: 'Add to 2 clients' }).click();
  const kitAddition = library.getByTestId('library-apply').first();
  await expect(kitAddition).toContainText('Harbor Café starter kit added to 2 clients:', { timeout: 20_000 });
  await expect(kitAddition.getByTestId('library-result')).toHaveText([
    'Crumb Bakery: 1 added · 1 has one of that name',
    'Dune Deli: 1 added · 1 has one of that name',
  ]);
  await toastsGone(page);
  await shootBothWidths(page, 'agency-library-kit');
});
