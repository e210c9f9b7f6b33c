import { expect } from '@playwright/test';
import {
  expectNoSidewaysScroll,
  invitationLink,
  newAccount,
  shootBothWidths,
  signUpViaApi,
  test,
  uniqueEmail,
} from './helpers.ts';

test('a white-label agency’s client owner joins and works in an app that is theirs: nothing of the platform or the agency’s plan (issue 53)', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const agency = newAccount('whitelabel');
  await signUpViaApi(page, agency, 'Agency');
  const added = await page.request.post('/api/agency/clients', { data: { companyName: 'Sunset Yoga Studio' } });
  expect(added.status(), await added.text()).toBe(201);
  const clientId = ((await added.json()) as { client: { id: string } }).client.id;
  const ownerEmail = uniqueEmail('wl-owner');
  const invited = await page.request.post(`/api/agency/clients/${clientId}/owner-invitations`, {
    data: { email: ownerEmail },
  });
  expect(invited.status(), await invited.text()).toBe(201);

  // The invitation's page: the studio's mark and name, its name as the tab's title.
  const link = await invitationLink(baseURL ?? '', ownerEmail);
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const owner = await context.newPage();
  await owner.goto(link);
  await expect(owner.getByRole('heading', { name: 'Team Invitation' })).toBeVisible();
  await expect(owner.getByTestId('invitation-company-mark')).toHaveText('SSunset Yoga Studio');
  await expect(owner.getByText("You've been invited to join Sunset Yoga Studio")).toBeVisible();
  await expect(owner.locator('body')).not.toContainText('Regulars');
  await expect(owner).toHaveTitle('Sunset Yoga Studio');
  await shootBothWidths(owner, 'white-label-invitation');

  await owner.getByLabel('First Name').fill('Cleo');
  await owner.getByLabel('Password').fill('owner-password-1');
  await owner.getByRole('button', { name: 'Accept & Create Account' }).click();
  await expect(owner).toHaveURL(/\/dashboard$/);
  await expect(owner.getByRole('heading', { name: 'Welcome, Sunset Yoga Studio' })).toBeVisible();
  // The app's frame is the studio's: its mark, no plan line, no trial; the tab says its name.
  await expect(owner.getByTestId('own-mark')).toContainText('Sunset Yoga Studio');
  await expect(owner).toHaveTitle('Sunset Yoga Studio');
  await expect(owner.getByRole('region', { name: 'Trial' })).toHaveCount(0);
  await expect(owner.locator('body')).not.toContainText(/Regulars|Agency|Trial|\$149/);
  await shootBothWidths(owner, 'white-label-dashboard');

  // What the plan allows, not whose it is or what it costs.
  await owner.goto('/subscription');
  await expect(owner.getByRole('heading', { level: 1, name: 'Your plan' })).toBeVisible();
  await expect(owner.getByTestId('plan-managed')).toContainText('Your plan is managed for you');
  await expect(owner.locator('body')).not.toContainText(/Regulars|Agency|Trial|\$149|Billed with|Billing/);
  await shootBothWidths(owner, 'white-label-subscription');
  await owner.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(owner);
  await owner.setViewportSize({ width: 1280, height: 900 });

  // Help does not name the platform either.
  await owner.getByRole('button', { name: 'Help' }).click();
  await expect(owner.getByRole('dialog')).toContainText(`Ask us anything. We reply by email to ${ownerEmail}.`);
  await expect(owner.getByRole('dialog')).not.toContainText('Regulars');
  await owner.keyboard.press('Escape');

  // Settings: every card speaks of the business, "we" and "here", never the platform (once the tills' card has read
  // its state and the webhooks' card its endpoints).
  await owner.goto('/settings');
  await expect(owner.getByText('Take a copy of everything your business keeps here.')).toBeVisible();
  await expect(owner.getByTestId('two-step-card')).toBeVisible();
  await expect(owner.getByText(/We post an event to your system/)).toBeVisible();
  await expect(owner.getByText(/Square is not set up on this server yet|Connect Square/).first()).toBeVisible();
  await expect(owner.locator('body')).not.toContainText('Regulars');
  await context.close();
});
