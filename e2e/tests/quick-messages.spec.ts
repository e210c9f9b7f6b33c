import { expect } from '@playwright/test';
import {
  expectAccessible,
  newAccount,
  SCREENS,
  sendOk,
  shootBothWidths,
  signUpViaApi,
  superAdminApi,
  test,
  uniqueEmail,
  waitForOutboxMessage,
} from './helpers.ts';

test('quick SMS and fast email from /customers reach the outbox; the email’s unsubscribe link opts the customer out', async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page, newAccount('quick'));
  await sendOk(page, 'post', '/api/sms-templates', {
    name: 'Weekend offer',
    triggerType: 'custom',
    messageTemplate: '{firstName}, 2-for-1 coffee this weekend!',
  });
  await sendOk(page, 'post', '/api/email-templates', {
    name: 'Thank you',
    triggerType: 'custom',
    subject: 'Thanks for visiting {business_name}',
    body: 'Hi {firstName}, thanks for coming by!',
  });
  const email = uniqueEmail('dana');
  const dana = (
    await sendOk(page, 'post', '/api/customers', {
      firstName: 'Dana',
      lastName: 'Scully',
      email,
      phone: '(202) 555-0161',
    })
  ).customer;

  await page.goto('/customers');
  const row = page.getByTestId('customer-row').filter({ hasText: 'Dana Scully' });
  await row.getByRole('button', { name: 'Text Dana Scully' }).click();
  const sms = page.getByRole('dialog', { name: 'Send SMS' });
  await sms.getByText('Weekend offer').click();
  await expect(sms).toContainText('Dana, 2-for-1 coffee this weekend!');
  await page.screenshot({ path: `${SCREENS}/quick-sms-selected-1280.png` });
  await expectAccessible(page, 'quick-sms-selected-1280');
  await sms.getByRole('button', { name: 'Send SMS' }).click();
  await expect(sms.getByText('SMS sent successfully!')).toBeVisible();
  // The sent state closes by itself after 1.5 s.
  await expect(sms).toHaveCount(0, { timeout: 5000 });
  const admin = await superAdminApi(baseURL ?? '');
  const text = await waitForOutboxMessage(admin, '+12025550161', () => true);
  expect(text.text).toBe('Dana, 2-for-1 coffee this weekend!');

  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .getByTestId('customer-card')
    .filter({ hasText: 'Dana Scully' })
    .getByRole('button', { name: 'Email Dana Scully' })
    .click();
  const mail = page.getByRole('dialog', { name: 'Send Email' });
  await mail.getByText('Thank you').click();
  await page.screenshot({ path: `${SCREENS}/quick-email-selected-390.png` });
  await expectAccessible(page, 'quick-email-selected-390');
  await mail.getByRole('button', { name: 'Send Email' }).click();
  await expect(mail.getByText('Email sent successfully!')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  const sent = await waitForOutboxMessage(admin, email, (m) => m.subject?.startsWith('Thanks for visiting') ?? false);
  const link = /Unsubscribe: (\S+)/.exec(sent.text)?.[1] ?? '';
  expect(link).toMatch(/\/unsubscribe\/[0-9a-f-]{36}\./);

  // The link in the footer: opening it changes nothing, the button unsubscribes.
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: /^Unsubscribe from .+\?$/ })).toBeVisible();
  await expect(page.getByText(`${email[0]}•••@`)).toBeVisible();
  await shootBothWidths(page, 'unsubscribe-confirm');
  const before = await page.request.get(`/api/customers/${dana.id}`);
  expect((await before.json()).customer.optedInEmail).toBe(true);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
  await shootBothWidths(page, 'unsubscribe-done');
  const after = await page.request.get(`/api/customers/${dana.id}`);
  expect((await after.json()).customer.optedInEmail).toBe(false);
  await admin.dispose();
});
