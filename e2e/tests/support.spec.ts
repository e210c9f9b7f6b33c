import { expect, request } from '@playwright/test';
import { SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD } from '../server-env.ts';
import {
  newAccount,
  shootBothWidths,
  signInViaApi,
  signUpViaApi,
  superAdminApi,
  test,
  toastsGone,
  waitForOutboxMessage,
} from './helpers.ts';

/** A Free business's request, sent through the API before the Agency one: older, yet listed after it. */
async function freeRequest(baseURL: string, subject: string): Promise<void> {
  const context = await request.newContext({ baseURL });
  try {
    const account = newAccount('helpfree');
    const tiers = (await (await context.get('/api/tiers')).json()) as { tiers: { id: string; name: string }[] };
    const free = tiers.tiers.find((tier) => tier.name === 'Free');
    expect((await context.post('/api/signup', { data: { ...account, tierId: free?.id } })).status()).toBe(201);
    const sent = await context.post('/api/support/requests', {
      data: { subject, message: 'Where do I change the reward?', pagePath: '/programs' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  } finally {
    await context.dispose();
  }
}

test('an owner asks for help, the super admin sees it first and marked Priority, replies, and the owner reads it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const freeSubject = `Reward wording ${stamp}`;
  const subject = `Stamps missing ${stamp}`;
  const reply = 'Thanks for the report. The second scan within a minute is held back on purpose; try again after it.';
  await freeRequest(baseURL as string, freeSubject);

  const owner = newAccount('helpowner');
  await signUpViaApi(page, owner, 'Agency');
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Help' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get help' });
  await expect(dialog.getByTestId('help-page')).toHaveText('Sent from /customers');
  await expect(dialog).toContainText(owner.companyName);
  await expect(dialog).toContainText('Agency plan');
  await expect(dialog.getByText('Priority', { exact: true })).toBeVisible();

  // Nothing typed: the form says what is missing.
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toContainText('Enter a subject');
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Message').fill('A regular scanned twice at the counter and her card still shows 3 stamps.');
  await shootBothWidths(page, 'help-dialog');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText("Request sent. We'll reply by email.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The super admin, in a browser of their own.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await signInViaApi(adminPage, SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD);
  await adminPage.goto('/admin/dashboard');
  await adminPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  const rows = adminPage.getByTestId('support-row');
  const agencyRow = rows.filter({ hasText: subject });
  const freeRow = rows.filter({ hasText: freeSubject });
  await expect(agencyRow).toContainText('Priority');
  await expect(agencyRow).toContainText(owner.companyName);
  await expect(freeRow).not.toContainText('Priority');
  const subjects = await rows.allTextContents();
  const at = (text: string) => subjects.findIndex((row) => row.includes(text));
  expect(at(subject)).toBeLessThan(at(freeSubject));
  await shootBothWidths(adminPage, 'admin-support');

  await agencyRow.getByRole('button', { name: subject }).click();
  const thread = adminPage.getByRole('dialog', { name: subject });
  await expect(thread).toContainText('A regular scanned twice');
  await expect(thread).toContainText('sent from /customers');
  await thread.getByLabel('Reply').fill(reply);
  await shootBothWidths(adminPage, 'admin-support-thread');
  await thread.getByRole('button', { name: 'Reply' }).click();
  await expect(adminPage.getByText('Reply sent by email.')).toBeVisible();
  await expect(thread.getByTestId('support-reply')).toContainText(reply);
  await expect(thread.getByText('Answered', { exact: true })).toBeVisible();
  await thread.getByRole('button', { name: 'Done' }).click();
  await expect(agencyRow).toHaveCount(0);
  await adminContext.close();

  const api = await superAdminApi(baseURL as string);
  const mail = await waitForOutboxMessage(api, owner.email, (m) => m.subject === `Re: ${subject}`);
  expect(mail.preview.text).toContain('The second scan within a minute');
  await api.dispose();

  // The owner finds the answer under Help.
  await page.reload();
  await page.getByRole('button', { name: 'Help' }).click();
  const answered = dialog.getByTestId('support-request').filter({ hasText: subject });
  await expect(answered).toContainText('Answered');
  await expect(answered.getByTestId('support-reply')).toContainText(reply);
  await toastsGone(page);
  await shootBothWidths(page, 'help-dialog-answered');
});
