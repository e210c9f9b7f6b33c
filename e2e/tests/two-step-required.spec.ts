import { type Browser, expect, type Page } from '@playwright/test';
import {
  codeFor,
  invitationLink,
  newAccount,
  sendOk,
  shootBothWidths,
  shootViewport,
  signUpViaApi,
  test,
  uniqueEmail,
} from './helpers.ts';

async function freshPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

test('a team admin requires two-step sign-in; a member who has not set it up is asked to before the app opens (issue 53)', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = newAccount('barbers');
  await signUpViaApi(page, owner, 'Pro');
  await sendOk(page, 'post', '/api/company/setup', {});

  // A member joins through the emailed invitation.
  const memberEmail = uniqueEmail('barber');
  await sendOk(page, 'post', '/api/company/invitations', { email: memberEmail });
  const token = new URL(await invitationLink(baseURL ?? '', memberEmail)).searchParams.get('token');
  const member = await freshPage(browser, baseURL ?? '');
  const memberPassword = 'member-pass-1';
  const joined = await member.request.post('/api/invitations/accept/create-account', {
    data: { token, firstName: 'Sam', lastName: 'Ortiz', password: memberPassword },
  });
  expect(joined.status(), await joined.text()).toBe(201);

  // The owner turned theirs on (Settings; its own journey is two-step-sign-in.spec.ts).
  const setup = await sendOk(page, 'post', '/api/account/two-step/setup', { password: owner.password });
  await sendOk(page, 'post', '/api/account/two-step/confirm', { code: codeFor(setup.secret) });

  // Team → Two-step sign-in for the team: who has it, and a confirmation saying who will be stopped.
  await page.goto('/company');
  const card = page.getByTestId('two-step-requirement');
  await expect(card).toContainText('Set up by 1 of 2 team members');
  const memberRow = page.getByTestId('team-member').filter({ hasText: memberEmail });
  await expect(memberRow.getByTestId('member-two-step')).toHaveText('Two-step off');
  await card.getByRole('switch', { name: 'Require two-step sign-in' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    '1 team member has not set it up yet: they will be asked to before they can use the app again.',
  );
  await confirm.getByRole('button', { name: 'Require it' }).click();
  await expect(page.getByText('Two-step sign-in is now required for the team')).toBeVisible();
  await expect(card.getByRole('switch', { name: 'Require two-step sign-in' })).toHaveAttribute('aria-checked', 'true');
  await shootViewport(page, 'team-two-step-required', card);

  // The member's next screen is the set-up, naming the business that asks for it.
  await member.goto('/dashboard');
  const required = member.getByTestId('two-step-required');
  await expect(required).toContainText(
    `${owner.companyName} asks everyone on its team to sign in with a code from an authenticator app after their password.`,
  );
  await expect(member.getByRole('navigation')).toHaveCount(0);
  await shootBothWidths(member, 'two-step-required-team');
  await member.setViewportSize({ width: 1280, height: 900 });
  await required.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const dialog = member.getByRole('dialog');
  await dialog.getByLabel('Password').fill(memberPassword);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const key = (await dialog.getByTestId('two-step-key').textContent()) ?? '';
  await dialog.getByLabel('The 6-digit code the app shows').fill(codeFor(key));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(member.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(member.getByTestId('two-step-required')).toHaveCount(0);

  // Settings says why it stays asked for.
  await member.goto('/settings#two-step');
  await expect(member.getByTestId('two-step-required-note')).toHaveText(
    'Your team requires two-step sign-in. If you turn it off (to move it to a new phone), you will be asked to set it up again straight away.',
  );
  await page.reload();
  await expect(memberRow.getByTestId('member-two-step')).toHaveText('Two-step on');
  await expect(card).toContainText('Set up by 2 of 2 team members');

  // Sam lost the phone and the recovery codes: the owner resets it; Sam is signed out and set it up again next time.
  await page.getByRole('button', { name: 'Reset the two-step sign-in of Sam Ortiz' }).click();
  const reset = page.getByRole('alertdialog');
  await expect(reset).toContainText('they are signed out everywhere and emailed');
  await reset.getByRole('button', { name: 'Reset two-step' }).click();
  await expect(page.getByText('Two-step sign-in of Sam Ortiz reset')).toBeVisible();
  await expect(memberRow.getByTestId('member-two-step')).toHaveText('Two-step off');
  await member.reload();
  await expect(member).toHaveURL(/\/login$/);
});
