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

test('a white-label business’s invitation speaks in its own name, with nothing of the platform (issue 53)', async ({
  page,
  browser,
  baseURL,
}) => {
  const agency = newAccount('whitelabel');
  await signUpViaApi(page, agency, 'Agency');
  const inviteeEmail = uniqueEmail('wl-invitee');
  const invited = await page.request.post('/api/company/invitations', { data: { email: inviteeEmail } });
  expect(invited.status(), await invited.text()).toBe(201);

  const link = await invitationLink(baseURL ?? '', inviteeEmail);
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const invitee = await context.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Team Invitation' })).toBeVisible();
  await expect(invitee.getByTestId('invitation-company-mark')).toHaveText(
    `${agency.companyName.charAt(0).toUpperCase()}${agency.companyName}`,
  );
  await expect(invitee.getByText(`You've been invited to join ${agency.companyName}`)).toBeVisible();
  await expect(invitee.locator('body')).not.toContainText('Regulars');
  await expect(invitee).toHaveTitle(agency.companyName);
  await expect(invitee.getByRole('link', { name: /Regulars/ })).toHaveCount(0);
  await shootBothWidths(invitee, 'white-label-invitation');
  await invitee.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(invitee);
  await context.close();
});
