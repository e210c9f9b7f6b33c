import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { newAccount, shootBothWidths, signUpViaApi, test, uniqueEmail } from './helpers.ts';

// The browser runs in New York while the business is in Auckland (16 to 18 hours ahead): a time shown on the
// browser's clock instead of the business's would be off by most of a day.
test.use({ timezoneId: 'America/New_York' });

const BUSINESS_ZONE = 'Pacific/Auckland';

async function send(page: Page, method: 'post' | 'put', path: string, data: unknown, status = 201) {
  const response = await page.request[method](path, { data });
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
}

/** What the screens must say for `iso`, written on Auckland's clocks (not the browser's) with the zone's name. */
function onAucklandClocks(iso: string) {
  const parts = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone: BUSINESS_ZONE }).format(new Date(iso));
  const zoneName = parts({ timeZoneName: 'short' }).split(', ').at(-1) ?? '';
  const time = parts({ hour: 'numeric', minute: '2-digit' });
  const day = parts({ year: 'numeric', month: 'short', day: 'numeric' });
  return { day, time: `${time} ${zoneName}`, dateTime: `${day}, ${time} ${zoneName}` };
}

test('the message history and the customer page show times on the business clock, labelled with its zone', async ({
  page,
}) => {
  await signUpViaApi(page, newAccount('auckland'));
  await send(
    page,
    'put',
    '/api/settings/sending',
    {
      timeZone: BUSINESS_ZONE,
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
    },
    200,
  );
  const template = await send(page, 'post', '/api/email-templates', {
    name: 'Thank you',
    triggerType: 'custom',
    subject: 'Thanks for visiting',
    body: 'Hi {firstName}, thanks for coming by!',
  });
  const { customer } = await send(page, 'post', '/api/customers', {
    firstName: 'Kiri',
    lastName: 'Tane',
    email: uniqueEmail('kiri'),
  });
  const { messageId } = await send(
    page,
    'post',
    `/api/customers/${customer.id}/quick-email`,
    { templateId: template.template?.id ?? template.id },
    200,
  );
  await send(page, 'post', `/api/customers/${customer.id}/visits`, { idempotencyKey: randomUUID() });
  const { communication } = await (await page.request.get(`/api/communications/${messageId}`)).json();
  const { entries } = await (await page.request.get(`/api/customers/${customer.id}/ledger`)).json();
  const sentAt = onAucklandClocks(communication.createdAt);
  const visitedAt = onAucklandClocks(entries[0].createdAt);
  // The journey would prove nothing if both clocks read the same.
  const newYorkHour = new Intl.DateTimeFormat('en-US', { hour: 'numeric', timeZone: 'America/New_York' }).format(
    new Date(communication.createdAt),
  );
  expect(sentAt.time.split(':')[0]).not.toBe(newYorkHour.split(' ')[0]);
  expect(sentAt.dateTime).toMatch(/GMT\+1[23]$/);

  await page.goto('/communications');
  const row = page.getByTestId('communication-row');
  await expect(row).toHaveCount(1);
  await expect(row.locator('td').first()).toHaveText(`${sentAt.day}${sentAt.time}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('communication-card')).toContainText(sentAt.dateTime);
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByTestId('communication-open').click();
  const dialog = page.getByTestId('communication-dialog');
  await expect(dialog.getByRole('heading', { name: 'Thanks for visiting' })).toBeVisible();
  await expect(dialog).toContainText(`Email to Kiri Tane · ${sentAt.dateTime}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await shootBothWidths(page, 'times-history');

  await page.goto(`/customers/${customer.id}`);
  const visit = page.getByTestId('ledger-row').first();
  await expect(visit.locator('td').first()).toHaveText(`${visitedAt.day}${visitedAt.time}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('ledger-item').first()).toContainText(visitedAt.dateTime);
});

test('/settings asks a business without a zone for one, and one click keeps the browser’s', async ({ page }) => {
  await signUpViaApi(page, newAccount('zoneless'));
  const settings = async () => (await (await page.request.get('/api/settings')).json()).sending.timeZone;
  expect(await settings()).toBeNull();

  // The dashboard's checklist asks for it first, and its step opens /settings.
  await page.goto('/dashboard');
  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist).toContainText('0 of 6 done');
  const step = checklist.getByRole('link', { name: /Set your time zone/ });
  await expect(step).toHaveAttribute('href', '/settings');
  await expect(step).toContainText('Every time you see follows it');
  await shootBothWidths(page, 'times-getting-started');
  await step.click();

  const prompt = page.getByRole('region', { name: 'Which time zone is your business in?' });
  await expect(prompt).toContainText('This browser is in America/New York.');
  await shootBothWidths(page, 'times-settings-prompt');
  await prompt.getByRole('button', { name: 'Use America/New York' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Time zone set to America/New York' }),
  ).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Business time zone' })).toHaveValue('America/New York');
  expect(await settings()).toBe('America/New_York');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Business time zone' })).toHaveValue('America/New York');
  await expect(prompt).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(checklist).toContainText('1 of 6 done');
  await expect(step).toContainText('Done');
});
