import { type Browser, expect, type Page } from '@playwright/test';
import {
  invitationLink,
  newAccount,
  sendOk,
  shootBothWidths,
  signUpViaApi,
  test,
  toastsGone,
  uniqueEmail,
} from './helpers.ts';

async function freshPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

test('an agency’s admin gives an account manager two of its three clients; the manager sees and opens only those (issue 53)', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const agency = { ...newAccount('managers'), companyName: 'Northwind Agency' };
  await signUpViaApi(page, agency, 'Agency');
  await sendOk(page, 'post', '/api/company/setup', {});
  for (const companyName of ['Harbor Café', 'Bean There', 'Crumb Bakery']) {
    await sendOk(page, 'post', '/api/agency/clients', { companyName });
  }

  // Sam joins the agency's team through the emailed invitation: an account manager.
  const samEmail = uniqueEmail('sam');
  await sendOk(page, 'post', '/api/company/invitations', { email: samEmail });
  const token = new URL(await invitationLink(baseURL ?? '', samEmail)).searchParams.get('token');
  const sam = await freshPage(browser, baseURL ?? '');
  const joined = await sam.request.post('/api/invitations/accept/create-account', {
    data: { token, firstName: 'Sam', lastName: 'Ortiz', password: 'manager-pass-1' },
  });
  expect(joined.status(), await joined.text()).toBe(201);

  // Nothing assigned yet: Sam's Clients page says who chooses.
  await sam.goto('/clients');
  await expect(sam.getByRole('heading', { name: 'No clients assigned to you yet' })).toBeVisible();

  // The admin assigns Sam to Harbor Café and Bean There from the Clients page.
  await page.goto('/company');
  await expect(page.getByTestId('team-member').filter({ hasText: samEmail })).toContainText('Account manager');
  await page.goto('/clients');
  for (const name of ['Harbor Café', 'Bean There']) {
    await toastsGone(page);
    await page
      .getByRole('button', { name: `Change the account managers of ${name}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `Account managers of ${name}` });
    await dialog.getByRole('checkbox', { name: /Sam Ortiz/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
  }
  const rowOf = (p: Page, name: string) => p.getByRole('row').filter({ hasText: name });
  await expect(rowOf(page, 'Harbor Café').getByTestId('client-managers')).toHaveText('Managed by Sam Ortiz');
  await expect(rowOf(page, 'Crumb Bakery').getByTestId('client-managers')).toHaveText('No account manager');
  await shootBothWidths(page, 'agency-clients-managers');

  // Sam sees the two, in the overview, the search and the switcher; not the third.
  await sam.reload();
  await expect(sam.getByTestId('client-usage')).toHaveText('2 client businesses assigned to you');
  await expect(sam.getByRole('row').filter({ hasText: 'Harbor Café' })).toBeVisible();
  await expect(sam.getByRole('row').filter({ hasText: 'Bean There' })).toBeVisible();
  await expect(sam.getByText('Crumb Bakery')).toHaveCount(0);
  await expect(sam.getByRole('button', { name: /Change the account managers/ })).toHaveCount(0);
  await sam.getByRole('textbox', { name: 'Search client businesses by name' }).fill('crumb');
  await expect(sam.getByRole('heading', { name: 'No matches' })).toBeVisible();
  await shootBothWidths(sam, 'agency-clients-manager-view');
  await sam.setViewportSize({ width: 1280, height: 900 });

  await sam.getByTestId('business-switcher').click();
  const switcher = sam.getByRole('dialog', { name: 'Switch business' });
  await expect(switcher.getByRole('button', { name: /Harbor Café/ })).toBeVisible();
  await expect(switcher.getByRole('button', { name: /Bean There/ })).toBeVisible();
  await expect(switcher.getByText('Crumb Bakery')).toHaveCount(0);
  await switcher.getByRole('button', { name: /Harbor Café/ }).click();
  await expect(sam.getByTestId('shell-title')).toHaveText('Harbor Café');

  // An analyst, invited from the Company page as view only, reads every client and is told they change nothing.
  const anaEmail = uniqueEmail('ana');
  await page.goto('/company');
  await page.getByRole('button', { name: 'Invite Team Member' }).first().click();
  const invite = page.getByRole('dialog', { name: 'Invite Team Member' });
  await invite.getByLabel('Email Address').fill(anaEmail);
  await invite.getByLabel('Role').selectOption({ label: 'Analyst (view only)' });
  await expect(invite).toContainText('Analysts look at the agency and every client and change nothing.');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByTestId('pending-invitation').filter({ hasText: anaEmail })).toContainText('Analyst');
  const anaToken = new URL(await invitationLink(baseURL ?? '', anaEmail)).searchParams.get('token');
  const ana = await freshPage(browser, baseURL ?? '');
  const anaJoined = await ana.request.post('/api/invitations/accept/create-account', {
    data: { token: anaToken, firstName: 'Ana', lastName: 'Lytic', password: 'analyst-pass-1' },
  });
  expect(anaJoined.status(), await anaJoined.text()).toBe(201);
  await ana.goto('/clients');
  await expect(ana.getByTestId('view-only-notice')).toHaveText(
    'You have view-only access: you can look at everything here, and change nothing.',
  );
  for (const name of ['Harbor Café', 'Bean There', 'Crumb Bakery']) {
    await expect(ana.getByRole('row').filter({ hasText: name })).toBeVisible();
  }
  await expect(ana.getByTestId('client-usage')).toHaveText('3 of 50 client businesses');
  await expect(ana.getByRole('button', { name: 'Add client' })).toHaveCount(0);
  await shootBothWidths(ana, 'agency-clients-analyst-view');
});
