import { expect } from '@playwright/test';
import { newAccount, sendOk, shootBothWidths, shootViewport, signUpViaApi, test, toastsGone } from './helpers.ts';

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

  // Harbor Café's whole set-up as a starter kit: its program, its welcome text, its birthday reward, its status tiers
  // and its happy hour, added to two more clients.
  await sendOk(page, 'post', '/api/agency/open', { businessId: ids['Harbor Café'] });
  await sendOk(page, 'post', '/api/sms-templates', {
    name: 'Welcome text',
    triggerType: 'custom',
    messageTemplate: 'Welcome to {business_name}!',
  });
  await sendOk(page, 'put', '/api/automations/birthday', {
    enabled: true,
    config: { reward: { description: 'Free coffee', validDays: 14 } },
  });
  const tiers = (names: string[]) => ({
    basis: 'points',
    window: 'rolling',
    windowMonths: 12,
    graceDays: 30,
    tiers: names.map((name, i) => ({ name, threshold: 50 * (i + 1), factor: 1 + i / 2 })),
  });
  await sendOk(page, 'put', '/api/status-tiers', tiers(['Bronze', 'Silver']));
  await sendOk(page, 'post', '/api/multipliers', {
    kind: 'happy_hour',
    name: 'Happy hour',
    factor: 2,
    days: [1, 2, 3, 4, 5],
    startTime: '15:00',
    endTime: '17:00',
  });
  // Dune Deli has its own tiers: the kit's are not to replace them.
  await sendOk(page, 'post', '/api/agency/open', { businessId: ids['Dune Deli'] });
  await sendOk(page, 'put', '/api/status-tiers', tiers(['Regular']));
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
    'Starter kit · 1 program, 1 SMS template, 0 email templates, 1 automation, 2 status tiers, 1 earn multiplier · saved from Harbor Café',
  );
  await kit.getByRole('button', { name: 'Add Harbor Café starter kit to clients' }).click();
  const kitApply = page.getByRole('dialog', { name: 'Add Harbor Café starter kit to clients' });
  // Before adding: what the kit would do in each client, piece by piece (nothing of theirs is ever changed).
  const kitRow = (name: string) => kitApply.getByTestId('library-client').filter({ hasText: name });
  await expect(kitRow('Harbor Café')).toContainText('5 same as the library');
  await expect(kitRow('Bean There')).toContainText('4 will be added · 1 differs: left as it is');
  await expect(kitRow('Crumb Bakery')).toContainText('4 will be added · 1 same as the library');
  await expect(kitRow('Dune Deli')).toContainText('3 will be added · 1 differs: left as it is · 1 same as the library');
  await expect(kitRow('Dune Deli').getByRole('listitem')).toHaveText([
    'Program Coffee Card: same as the library',
    'SMS template Welcome text: will be added',
    'Birthday automation: will be added',
    'Status tiers (Bronze, Silver): differs: left as it is',
    'Earn multiplier Happy hour: will be added',
  ]);
  await expect(kitApply.getByRole('checkbox', { name: 'Update to the library’s version' })).toHaveCount(0);
  for (const name of ['Crumb Bakery', 'Dune Deli']) {
    await kitApply.getByRole('checkbox', { name: new RegExp(name) }).check();
  }
  await toastsGone(page);
  await shootViewport(page, 'agency-library-kit-preview', kitRow('Dune Deli'));
  await kitApply.getByRole('button', { name: 'Add to 2 clients' }).click();
  const kitAddition = library.getByTestId('library-apply').first();
  await expect(kitAddition).toContainText('Harbor Café starter kit added to 2 clients:', { timeout: 20_000 });
  await expect(kitAddition.getByTestId('library-result')).toHaveText([
    'Crumb Bakery: 4 added · 1 has one of that name',
    'Dune Deli: 3 added · 1 has one of that name · 1 already set up: left as it is',
  ]);
  await kitAddition.getByText('Piece by piece').click();
  await expect(kitAddition.getByTestId('library-piece')).toHaveText([
    'Program Coffee Card: has one of that name: left as it is',
    'SMS template Welcome text: added',
    'Birthday automation: added',
    'Status tiers (Bronze, Silver): added',
    'Earn multiplier Happy hour: added',
    'Program Coffee Card: has one of that name: left as it is',
    'SMS template Welcome text: added',
    'Birthday automation: added',
    'Status tiers (Bronze, Silver): already set up: left as it is',
    'Earn multiplier Happy hour: added',
  ]);
  await toastsGone(page);
  await shootBothWidths(page, 'agency-library-kit');

  // Dune Deli kept its own tier; Crumb Bakery runs the kit's, and its happy hour.
  for (const [name, expected] of [
    ['Dune Deli', ['Regular']],
    ['Crumb Bakery', ['Bronze', 'Silver']],
  ] as const) {
    await sendOk(page, 'post', '/api/agency/open', { businessId: ids[name] });
    const status = await sendOk(page, 'get', '/api/status-tiers');
    expect(status.tiers.map((tier: { name: string }) => tier.name)).toEqual(expected);
    const multipliers = await sendOk(page, 'get', '/api/multipliers');
    expect(multipliers.rules.map((rule: { name: string }) => rule.name)).toEqual(['Happy hour']);
  }
  await sendOk(page, 'post', '/api/agency/open', { businessId: null });

  // One template alone, from the Library: Harbor Café's welcome text, added to Bean There (which lacks it) and Dune
  // Deli (which has it from the kit: left as it is).
  await page.goto('/clients');
  await library.getByRole('button', { name: 'Save from a client' }).click();
  const pieceDialog = page.getByRole('dialog', { name: 'Save a template or an automation' });
  await pieceDialog.getByLabel('From the client').selectOption({ label: 'Harbor Café' });
  await pieceDialog.getByLabel('What to save').selectOption({ label: 'Welcome text' });
  await pieceDialog.getByRole('button', { name: 'Save to the library' }).click();
  await expect(pieceDialog).toHaveCount(0);
  const text = library.getByTestId('library-item').filter({ hasText: 'Welcome text' });
  await expect(text).toContainText('SMS template · saved from Harbor Café');
  await text.getByRole('button', { name: 'Add Welcome text to clients' }).click();
  const textApply = page.getByRole('dialog', { name: 'Add Welcome text to clients' });
  const textRow = (name: string) => textApply.getByTestId('library-client').filter({ hasText: name });
  await expect(textRow('Bean There')).toContainText('1 will be added');
  await expect(textRow('Dune Deli')).toContainText('1 same as the library');
  for (const name of ['Bean There', 'Dune Deli']) {
    await textApply.getByRole('checkbox', { name: new RegExp(name) }).check();
  }
  await textApply.getByRole('button', { name: 'Add to 2 clients' }).click();
  const textAddition = library.getByTestId('library-apply').first();
  await expect(textAddition).toContainText('Welcome text added to 2 clients:', { timeout: 20_000 });
  await expect(textAddition.getByTestId('library-result')).toHaveText([
    'Bean There: added',
    'Dune Deli: has one of that name: left as it is',
  ]);

  // Harbor Café moves its card to 12 stamps; saving it again offers to replace the library's copy (version 2).
  await sendOk(page, 'post', '/api/agency/open', { businessId: ids['Harbor Café'] });
  const harborCard = (await sendOk(page, 'get', '/api/programs')).programs[0];
  await sendOk(page, 'patch', `/api/programs/${harborCard.id}`, {
    type: 'stamp_card',
    config: { stampsRequired: 12, rewardDescription: 'A free coffee' },
  });
  await page.goto('/programs');
  await page.getByRole('button', { name: 'Save Coffee Card to the agency library' }).click();
  const replace = page.getByRole('alertdialog', { name: 'Replace Coffee Card in the library?' });
  await expect(replace).toContainText('No client changes');
  await replace.getByRole('button', { name: 'Replace the library’s copy' }).click();
  await expect(page.getByText('Coffee Card is now version 2 in the library')).toBeVisible();
  await toastsGone(page);
  await sendOk(page, 'post', '/api/agency/open', { businessId: null });

  // Adding it again shows each client's copy against version 2 first.
  await page.goto('/clients');
  const card = library.getByTestId('library-item').filter({ hasText: 'Coffee Card' }).first();
  await expect(card).toContainText(/Stamp Card · Version 2 · from Harbor Café · \w{3} \d{1,2}, \d{4}/);
  await card.getByRole('button', { name: 'Add Coffee Card to clients' }).click();
  const again = page.getByRole('dialog', { name: 'Add Coffee Card to clients' });
  const row = (name: string) => again.getByTestId('library-client').filter({ hasText: name });
  await expect(row('Harbor Café')).toContainText('Same as the library');
  await expect(row('Bean There')).toContainText('Differs in type');
  await expect(row('Bean There').getByRole('checkbox', { name: 'Update to the library’s version' })).toHaveCount(0);
  for (const name of ['Crumb Bakery', 'Dune Deli']) {
    await expect(row(name)).toContainText('Differs');
    await expect(row(name).getByRole('listitem')).toHaveText([
      'Library: Collect 12 stamps for a free coffee',
      'This client: Collect 10 stamps for a free coffee',
    ]);
  }
  await row('Crumb Bakery').getByRole('checkbox', { name: 'Update to the library’s version' }).check();
  await row('Dune Deli').getByRole('checkbox', { name: 'Dune Deli' }).check();
  await expect(row('Crumb Bakery').getByRole('checkbox', { name: 'Crumb Bakery' })).toBeChecked();
  await shootViewport(page, 'agency-library-differences', again);
  await again.getByRole('button', { name: 'Add to 2 clients' }).click();
  await expect(again).toHaveCount(0);
  const update = library.getByTestId('library-apply').first();
  await expect(update).toContainText('Coffee Card added to 2 clients:', { timeout: 20_000 });
  await expect(update.getByTestId('library-result')).toHaveText([
    'Crumb Bakery: updated to version 2',
    'Dune Deli: has a program with this name',
  ]);
  await shootBothWidths(page, 'agency-library-version');

  // Crumb Bakery's own program now asks 12 stamps; Dune Deli's still 10.
  for (const [name, stamps] of [
    ['Crumb Bakery', 12],
    ['Dune Deli', 10],
  ] as const) {
    await sendOk(page, 'post', '/api/agency/open', { businessId: ids[name] });
    const programs = (await sendOk(page, 'get', '/api/programs')).programs;
    const coffee = programs.find((p: { name: string }) => p.name === 'Coffee Card');
    expect(coffee.config.stampsRequired).toBe(stamps);
  }
});
