import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  holdRequests,
  newAccount,
  SCREENS,
  shootBothWidths,
  signUpViaApi,
  superAdminApi,
  test,
  uniqueEmail,
  waitForOutboxMessage,
} from './helpers.ts';
import { addLocationViaApi } from './locations-api.ts';

async function post(page: Page, path: string, data: Record<string, unknown>) {
  const response = await page.request.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** A small history made through the product: two programs, three QR codes, three customers, visits and a redemption. */
async function seedHistory(page: Page) {
  const points = await post(page, '/api/programs', {
    name: 'Bean Points',
    type: 'points',
    config: { pointsPerDollar: 1, minimumRedemption: 10, rewards: [{ name: 'Cookie', points: 10 }] },
  });
  await post(page, '/api/programs', {
    name: 'Coffee Card',
    type: 'stamp_card',
    config: { stampsRequired: 2, rewardDescription: 'Free coffee', cooldownMinutes: 0 },
  });
  const front = await post(page, '/api/qr-codes', {
    locationId: await addLocationViaApi(page.request, 'Front Counter'),
  });
  await post(page, '/api/qr-codes', { locationId: await addLocationViaApi(page.request, 'Patio') });
  // A location a spreadsheet would run as a formula: the export must neutralise it.
  const formula = await addLocationViaApi(page.request, '=HYPERLINK("http://evil.test")');
  await post(page, '/api/qr-codes', { locationId: formula });
  const enrol = (phone: string, firstName: string) =>
    post(page, `/api/public/signup-form/${front.code}`, { firstName, phone, pin: '4821', smsConsent: true });
  await enrol('(415) 555-0161', 'Maya');
  await enrol('(415) 555-0162', 'Omar');
  await post(page, '/api/customers', { firstName: 'Lee', phone: '(415) 555-0163' });
  const list = await (await page.request.get('/api/customers?search=maya')).json();
  const maya = list.customers[0].id as string;
  const omar = (await (await page.request.get('/api/customers?search=omar')).json()).customers[0].id as string;
  const key = () => crypto.randomUUID();
  await post(page, `/api/customers/${maya}/purchases`, { idempotencyKey: key(), amount: 12.5 });
  await post(page, `/api/customers/${maya}/visits`, { idempotencyKey: key() });
  await post(page, `/api/customers/${omar}/purchases`, { idempotencyKey: key(), amount: 20 });
  await post(page, `/api/customers/${maya}/redeem-points`, {
    idempotencyKey: key(),
    programId: points.id,
    rewardName: 'Cookie',
  });
}

const figure = (page: Page, label: string) =>
  page.getByRole('region', { name: label, exact: true }).getByTestId('figure-value');

async function downloadText(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: fs.readFileSync(file, 'utf8') };
}

test('analytics shows the period, its cards and charts, switches periods and exports CSV', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page, newAccount('analytics'), 'Pro');

  // An account with no history yet: every chart says so instead of drawing nothing. The answers are held back until
  // the loading state has been seen.
  const release = await holdRequests(page, '**/api/analytics*');
  await page.goto('/analytics');
  await expect(page.getByRole('status', { name: 'Loading analytics' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/analytics-loading-1280.png` });
  await expectAccessible(page, 'analytics-loading-1280');
  release();
  await expect(figure(page, 'Total customers')).toHaveText('0');
  // Eight cards and charts, and the Experiments and At the counter cards once their own requests answer.
  await expect(page.getByText('Nothing to show yet')).toHaveCount(10);
  await expect(page.getByRole('region', { name: 'At the counter' })).toContainText(
    'What your team records at the counter shows here, by location and by staff member.',
  );
  await expect(page.getByRole('region', { name: 'Campaign results' })).toContainText('No campaign went out');
  await expect(page.getByRole('region', { name: 'Experiments' })).toContainText(
    'No campaign in this period kept a control group.',
  );
  // Each customer's own rhythm (issue 55), today: nobody has one yet, and when the first is worked out is said.
  const rhythm = page.getByTestId('rhythm-card');
  await expect(rhythm.getByTestId('rhythm-overdue')).toHaveText('0');
  await expect(rhythm.getByTestId('rhythm-withRhythm')).toHaveText('0');
  await expect(rhythm).toContainText('Rhythms are worked out every night: the first run is tonight.');
  await shootBothWidths(page, 'analytics-empty');

  await seedHistory(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('analytics-range')).toContainText('compared with the 30 days before');

  await expect(figure(page, 'Total customers')).toHaveText('3');
  await expect(figure(page, 'New customers')).toHaveText('3');
  await expect(figure(page, 'Visits')).toHaveText('3');
  await expect(figure(page, 'Engagement rate')).toHaveText('66.7%');
  await expect(figure(page, 'Repeat-visit rate')).toHaveText('50%');
  await expect(figure(page, 'Visits per active customer')).toHaveText('1.5');
  await expect(figure(page, 'Average spend per visit')).toHaveText('$16.25');
  await expect(figure(page, 'Rewards redeemed')).toHaveText('1');
  await expect(figure(page, 'Points redeemed')).toHaveText('10');
  // Nothing before the period to compare with.
  await expect(figure(page, 'Customer growth')).toHaveText('—');

  for (const chart of ['New customers', 'Visits and purchases', 'Rewards earned vs redeemed', 'Top programs']) {
    await expect(page.getByRole('region', { name: chart }).locator('svg.recharts-surface').first()).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Messages by channel' })).toContainText('Nothing to show yet');
  const qr = page.getByRole('table', { name: 'Sign-ups by QR code' });
  await expect(qr.getByRole('row', { name: /Front Counter/ })).toContainText('2');
  await expect(page.getByRole('table', { name: 'Programs' })).toContainText('Coffee Card');

  // A tooltip names the bucket and the series.
  const visits = page.getByRole('region', { name: 'Visits and purchases' });
  await visits.locator('.recharts-bar-rectangle').first().hover();
  await expect(visits.locator('.recharts-tooltip-wrapper').getByText('With a purchase')).toBeVisible();
  // The chart's numbers behind it, a row per day of the period.
  await visits.getByText('Show as a table').click();
  const visitTable = visits.getByRole('table', { name: 'Visits and purchases' });
  await expect(visitTable.getByRole('columnheader')).toHaveText(['Day', 'Visits', 'With a purchase']);
  await expect(visitTable.getByRole('row')).toHaveCount(31);

  await shootBothWidths(page, 'analytics');

  // Exports: the cards' figures for both periods, and the QR table with the formula escaped.
  const summary = await downloadText(page, page.getByRole('button', { name: 'Export figures' }));
  expect(summary.name).toMatch(/^analytics-summary-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = summary.text.split('\r\n');
  expect(lines[0]).toMatch(/^figure,\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/);
  expect(lines).toContain('Total customers,3,0');
  expect(lines).toContain('Average spend per visit,16.25,');
  const qrCsv = await downloadText(
    page,
    page.getByRole('button', { name: 'Export Enrolment by QR code location as CSV' }),
  );
  const qrLines = qrCsv.text.split('\r\n');
  expect(qrLines[0]).toBe('location,sign-ups in period,sign-ups all time,scans all time');
  expect(qrLines[1]).toBe('Front Counter,2,2,0');
  expect(qrLines).toContain(`"'=HYPERLINK(""http://evil.test"")",0,0,0`);

  // Another period: the last 7 days hold the same history, compared with a week.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/period=7d/);
  await expect(page.getByTestId('analytics-range')).toContainText('compared with the 7 days before');
  await expect(figure(page, 'Visits')).toHaveText('3');

  // A custom range before the business existed: every figure is zero and the charts say so.
  await page.getByRole('button', { name: 'Custom range' }).click();
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/period=custom&from=2020-01-01&to=2020-01-31/);
  await expect(page.getByTestId('analytics-range')).toContainText('Jan 1 – Jan 31, 2020');
  await expect(figure(page, 'Total customers')).toHaveText('0');
  await expect(figure(page, 'Visits')).toHaveText('0');
  await expect(page.getByRole('region', { name: 'Visits and purchases' })).toContainText('No visits recorded');

  // Phones: once the charts have followed the narrower screen, nothing is wider than it.
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(figure(page, 'Visits')).toHaveText('3');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
});

/** An email campaign with a link, sent through the product to two customers; one of them clicks the link. */
async function sendCampaignWithAClick(page: Page, baseURL: string) {
  const settings = await page.request.put('/api/settings/sending', {
    data: {
      postalAddress: '1 Main Street, Springfield',
      timeZone: 'UTC',
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const ana = uniqueEmail('ana');
  await post(page, '/api/customers', { firstName: 'Ana', email: ana });
  await post(page, '/api/customers', { firstName: 'Bo', email: uniqueEmail('bo') });
  const campaign = await post(page, '/api/campaigns', { name: 'Spring menu', type: 'email' });
  const update = await page.request.put(`/api/campaigns/${campaign.id}`, {
    data: { name: 'Spring menu', subject: 'Spring is here', body: 'See the new menu: https://example.com/spring' },
  });
  expect(update.status(), await update.text()).toBe(200);
  await post(page, `/api/campaigns/${campaign.id}/send`, {});
  await expect
    .poll(async () => (await (await page.request.get(`/api/campaigns/${campaign.id}`)).json()).status, {
      timeout: 30_000,
    })
    .toBe('sent');
  const admin = await superAdminApi(baseURL);
  const email = await waitForOutboxMessage(admin, ana, (m) => m.subject === 'Spring is here');
  await admin.dispose();
  const link = email.html?.match(/\/r\/example\.com\/[\w-]+\.[\w-]+/)?.[0];
  expect(link, email.html ?? '').toBeTruthy();
  const click = await page.request.get(link as string, { maxRedirects: 0 });
  expect(click.status()).toBe(302);
  return campaign.id as string;
}

test('analytics shows the email click rate and each campaign sent in the period, and exports them', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page, newAccount('analyticscampaigns'), 'Pro');
  const id = await sendCampaignWithAClick(page, baseURL as string);

  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(figure(page, 'Emails sent')).toHaveText('2');
  await expect(figure(page, 'Email click rate')).toHaveText('50%');
  await expect(page.getByRole('region', { name: 'Email click rate', exact: true })).toContainText(
    '1 of the emails sent in the period had a link clicked',
  );

  const table = page.getByRole('table', { name: 'Campaign results' });
  const row = table.getByTestId('campaign-result-row').filter({ hasText: 'Spring menu' });
  // Recipients, sent, delivered, failed, opened (its rate), clicked (its rate), unsubscribed. No email provider is
  // configured here: the delivered column says the outbox kept them, never a count posing as delivery.
  await expect(row.getByRole('cell')).toHaveText([
    /Spring menu\s*Email/,
    /\w{3} \d+, \d{4}/,
    '2',
    '2',
    'In the outbox no email provider is configured',
    '0',
    '0 0%',
    '1 50%',
    '0',
  ]);
  const outbox = row.getByTestId('campaign-result-outbox');
  await expect(outbox).toHaveAttribute('title', 'In the outbox: no email provider is configured');
  await expect(outbox.getByText('In the outbox', { exact: true })).toHaveClass(/text-amber-700/);
  await expect(page.getByTestId('campaign-results-count')).toHaveText('1 campaign');
  await shootBothWidths(page, 'analytics-campaigns');

  const csv = await downloadText(page, page.getByRole('button', { name: 'Export Campaign results as CSV' }));
  expect(csv.name).toMatch(/^analytics-campaigns-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.text.split('\r\n');
  expect(lines[0]).toBe(
    'campaign,channel,status,sent on,recipients,sent,delivered,failed,opened,clicked,unsubscribed,open rate %,click rate %',
  );
  expect(lines[1]).toMatch(/^Spring menu,Email,Sent,\d{4}-\d{2}-\d{2},2,2,In the outbox,0,0,1,0,0,50$/);
  const summary = await downloadText(page, page.getByRole('button', { name: 'Export figures' }));
  expect(summary.text.split('\r\n')).toContain('Email click rate,50,');

  // The name leads to the campaign's own page.
  await row.getByRole('link', { name: 'Spring menu' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/${id}$`));
  await page.goBack();
  await expect(table).toBeVisible();

  // Phones: each campaign is a card with its figures, and nothing is wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByTestId('campaign-result-card').filter({ hasText: 'Spring menu' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('campaign-result-outbox')).toHaveText('In the outbox no email provider is configured');
  await expect(card).toContainText('Clicked');
  await expect(card).toContainText('50%');
  await expectNoSidewaysScroll(page);
});
