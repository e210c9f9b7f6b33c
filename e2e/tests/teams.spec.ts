import { type Browser, expect, type Page } from '@playwright/test';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  invitationLink,
  newAccount,
  SCREENS,
  signUpViaApi,
  test,
  uniqueEmail,
} from './helpers.ts';

const SEAT_LIMIT = "You've reached your seat limit. Upgrade your plan to invite more team members.";

async function freshPage(browser: Browser, baseURL: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  return context.newPage();
}

test('admin invites, the invitee joins from the emailed link and is signed out when removed', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = newAccount('teamadmin');
  await signUpViaApi(page, admin, 'Pro');
  const created = await page.request.post('/api/customers', {
    data: { firstName: 'Maya', lastName: 'Regular', phone: '(415) 555-0174' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/company');
  await expect(page.getByRole('heading', { name: 'Company Profile' })).toBeVisible();
  await expect(page.getByText(admin.companyName).first()).toBeVisible();
  await expect(page.getByText(admin.email).first()).toBeVisible();
  await expect(page.getByTestId('seat-usage')).toHaveText('1 of 3 seats used');
  await expect(page.getByText('No pending invitations')).toBeVisible();

  await page.getByRole('button', { name: 'Invite Team Member' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText("They'll receive an email with a link to join your team")).toBeVisible();
  await dialog.getByLabel('Email Address').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address');
  const inviteeEmail = uniqueEmail('invitee');
  await dialog.getByLabel('Email Address').fill(inviteeEmail);
  await page.screenshot({ path: `${SCREENS}/company-invite-dialog-desktop.png` });
  await expectAccessible(page, 'company-invite-dialog-desktop');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invitation sent successfully!')).toBeVisible();
  await expect(page.getByTestId('pending-invitation')).toContainText(inviteeEmail);
  await expect(page.getByTestId('seat-usage')).toHaveText('2 of 3 seats used');
  await page.screenshot({ path: `${SCREENS}/company-desktop.png`, fullPage: true });
  await expectAccessible(page, 'company-desktop');

  const link = await invitationLink(baseURL ?? '', inviteeEmail);
  const invitee = await freshPage(browser, baseURL ?? '');
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Team Invitation' })).toBeVisible();
  await expect(invitee.getByText(`You've been invited to join ${admin.companyName}`)).toBeVisible();
  await expect(invitee.getByText(inviteeEmail).first()).toBeVisible();
  await expect(invitee.getByLabel('Email')).toBeDisabled();
  await expect(invitee.getByLabel('Email')).toHaveValue(inviteeEmail);
  await invitee.screenshot({ path: `${SCREENS}/accept-invitation-desktop.png` });
  await expectAccessible(invitee, 'accept-invitation-desktop');
  await invitee.getByLabel('First Name').fill('Ann');
  await invitee.getByLabel('Last Name').fill('Lee');
  await invitee.getByLabel('Password').fill('12345');
  await invitee.getByRole('button', { name: 'Accept & Create Account' }).click();
  await expect(invitee.getByRole('alert')).toHaveText('Password must be at least 6 characters');
  await invitee.getByLabel('Password').fill('member-password-1');
  await invitee.getByRole('button', { name: 'Accept & Create Account' }).click();
  await expect(invitee).toHaveURL(/\/dashboard$/);
  await expect(invitee.getByRole('heading', { name: `Welcome, ${admin.companyName}` })).toBeVisible();

  // The member works in the admin's business: the same customers.
  const customers = await invitee.request.get('/api/customers');
  expect(customers.status()).toBe(200);
  const names = ((await customers.json()) as { customers: { firstName: string | null }[] }).customers.map(
    (c) => c.firstName,
  );
  expect(names).toContain('Maya');

  // Members see the plan, but only the team admin pays and changes it: no buttons that would only be refused.
  await invitee.goto('/subscription');
  await expect(invitee.getByTestId('subscription-read-only')).toContainText('Only your team admin can change');
  await expect(invitee.getByTestId('current-plan')).toBeVisible();
  await expect(
    invitee.getByRole('button', { name: /Upgrade|Downgrade|Subscribe|Switch Plan|Manage Billing/ }),
  ).toHaveCount(0);

  // Members see the team and seats but cannot manage them.
  await invitee.goto('/company');
  await expect(invitee.getByTestId('seat-usage')).toHaveText('2 of 3 seats used');
  await expect(invitee.getByTestId('team-member')).toHaveCount(2);
  await expect(invitee.getByRole('heading', { name: 'Pending Invitations' })).toHaveCount(0);
  await expect(invitee.getByRole('button', { name: 'Invite Team Member' })).toHaveCount(0);
  await expect(invitee.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  expect((await invitee.request.post('/api/company/invitations', { data: { email: uniqueEmail('x') } })).status()).toBe(
    403,
  );

  await page.reload();
  await expect(page.getByTestId('team-member').filter({ hasText: 'Ann Lee' })).toBeVisible();
  await expect(page.getByTestId('seat-usage')).toHaveText('2 of 3 seats used');
  await expect(page.getByText('No pending invitations')).toBeVisible();

  await page.getByRole('button', { name: 'Remove Ann Lee' }).click();
  await expect(page.getByText('Are you sure you want to remove Ann Lee from the team?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Member removed successfully')).toBeVisible();
  await expect(page.getByTestId('team-member')).toHaveCount(1);
  await expect(page.getByTestId('seat-usage')).toHaveText('1 of 3 seats used');

  // Signed out at once: the next page load finds no session.
  await invitee.goto('/dashboard');
  await expect(invitee).toHaveURL(/\/login$/);
  await invitee.context().close();
});

test('on Free the single seat is taken: the warning shows and the invite button does not', async ({ page }) => {
  await signUpViaApi(page, newAccount('freeseat'));
  await page.goto('/company');
  await expect(page.getByTestId('seat-usage')).toHaveText('1 of 1 seats used');
  await expect(page.getByText('100%')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Seat capacity' })).toHaveAttribute('data-tone', 'red');
  await expect(page.getByText(SEAT_LIMIT)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite Team Member' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/company-seat-limit-desktop.png`, fullPage: true });
  await expectAccessible(page, 'company-seat-limit-desktop');
  await page.getByRole('link', { name: 'Upgrade Plan' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test('resend replaces the link, revoke ends it, and a dead link shows Invalid Invitation', async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpViaApi(page, newAccount('resender'), 'Pro');
  const email = uniqueEmail('maybe');
  const invited = await page.request.post('/api/company/invitations', { data: { email } });
  expect(invited.status()).toBe(201);
  const firstLink = await invitationLink(baseURL ?? '', email);

  await page.goto('/company');
  const row = page.getByTestId('pending-invitation').filter({ hasText: email });
  await row.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('Invitation resent successfully!')).toBeVisible();
  const secondLink = await invitationLink(baseURL ?? '', email, [firstLink]);
  expect(secondLink).not.toBe(firstLink);

  const visitor = await freshPage(browser, baseURL ?? '');
  await visitor.goto(firstLink);
  await expect(visitor.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible();
  await expect(visitor.getByText('This invitation has already been used or revoked')).toBeVisible();

  // The Sign In tab insists on the invited address.
  await visitor.goto(secondLink);
  await visitor.getByRole('tab', { name: 'Sign In' }).click();
  await visitor.getByLabel('Email').fill(uniqueEmail('someone-else'));
  await visitor.getByLabel('Password').fill('whatever-1');
  await visitor.getByRole('button', { name: 'Sign In & Accept Invitation' }).click();
  await expect(visitor.getByRole('alert')).toHaveText(`Please log in with the invited email address: ${email}`);

  await row.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Are you sure you want to revoke this invitation?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Invitation revoked successfully')).toBeVisible();
  await expect(page.getByText('No pending invitations')).toBeVisible();
  await expect(page.getByTestId('seat-usage')).toHaveText('1 of 3 seats used');

  await visitor.goto(secondLink);
  await expect(visitor.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible();
  await expect(visitor.getByText('This invitation has already been used or revoked')).toBeVisible();
  await visitor.screenshot({ path: `${SCREENS}/invalid-invitation-desktop.png` });
  await expectAccessible(visitor, 'invalid-invitation-desktop');
  await visitor.getByRole('link', { name: 'Go to Login' }).click();
  await expect(visitor).toHaveURL(/\/login$/);

  await visitor.goto('/accept-invitation');
  await expect(visitor.getByText('Invalid invitation link')).toBeVisible();
  await visitor.context().close();
});

test('team screens fit a 390 px phone', async ({ page, browser, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page, newAccount('phone'), 'Pro');
  const email = uniqueEmail('phone-invitee');
  expect((await page.request.post('/api/company/invitations', { data: { email } })).status()).toBe(201);
  await page.goto('/company');
  await expect(page.getByTestId('pending-invitation')).toContainText(email);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SCREENS}/company-mobile.png`, fullPage: true });
  await expectAccessible(page, 'company-mobile');

  const link = await invitationLink(baseURL ?? '', email);
  const invitee = await freshPage(browser, baseURL ?? '', 390);
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Team Invitation' })).toBeVisible();
  await expectNoSidewaysScroll(invitee);
  await invitee.screenshot({ path: `${SCREENS}/accept-invitation-mobile.png`, fullPage: true });
  await expectAccessible(invitee, 'accept-invitation-mobile');
  await invitee.context().close();
});
