import { type BrowserContext, expect, type Page } from '@playwright/test';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  newAccount,
  SCREENS,
  shootBothWidths,
  signUpViaApi,
  test,
} from './helpers.ts';

// One Agency business (unlimited programs) shared by the journeys in this file, which run in order.
test.describe.configure({ mode: 'serial' });

let session: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signUpViaApi(page, newAccount('programs'), 'Agency');
  session = await page.context().storageState();
  await page.close();
});
test.beforeEach(async ({ context }) => {
  await context.addCookies(session.cookies);
});

/** The type step → config step for one type; returns the dialog. */
async function openConfigStep(page: Page, typeLabel: string) {
  await page.getByRole('button', { name: 'Create Program' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Create Program' })).toBeVisible();
  await dialog.getByRole('button', { name: new RegExp(`^${typeLabel}`) }).click();
  await expect(dialog.getByRole('heading', { name: `New ${typeLabel} program` })).toBeVisible();
  return dialog;
}

test('creates one program of each type with its defaults', async ({ page }) => {
  await page.goto('/programs');
  await expect(page.getByRole('heading', { level: 1, name: 'Loyalty Programs' })).toBeVisible();
  await expect(page.getByText('No programs yet')).toBeVisible();

  // Back returns to the type step; Cancel resets the dialog.
  let dialog = await openConfigStep(page, 'Points');
  await dialog.getByLabel('Program name').fill('Will be discarded');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('heading', { name: 'Create Program' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  dialog = await openConfigStep(page, 'Points');
  await expect(dialog.getByLabel('Program name')).toHaveValue('');

  // Points: defaults 1 per dollar, minimum 100, 365 days, welcome bonus 0; Create disabled until a name.
  await expect(dialog.getByLabel('Points per $1')).toHaveValue('1');
  await expect(dialog.getByLabel('Minimum redemption')).toHaveValue('100');
  await expect(dialog.getByLabel('Points expire after')).toHaveValue('365');
  await expect(dialog.getByLabel('Welcome bonus')).toHaveValue('0');
  const create = dialog.getByRole('button', { name: 'Create Program' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Program name').fill('   ');
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Program name').fill('Bean Points');
  await expect(create).toBeEnabled();
  await page.screenshot({ path: `${SCREENS}/programs-create-dialog-desktop.png` });
  await expectAccessible(page, 'programs-create-dialog-desktop');
  await create.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('program-card').filter({ hasText: 'Bean Points' })).toContainText('Active');

  // Stamp card: 10 stamps, multiple cards allowed, 90 days.
  dialog = await openConfigStep(page, 'Stamp Card');
  await expect(dialog.getByLabel('Stamps required')).toHaveValue('10');
  await expect(dialog.getByLabel('Allow multiple cards')).toBeChecked();
  await expect(dialog.getByLabel('Card expires after')).toHaveValue('90');
  await dialog.getByLabel('Program name').fill('Coffee Card');
  await dialog.getByRole('button', { name: 'Create Program' }).click();
  await expect(page.getByTestId('program-card').filter({ hasText: 'Coffee Card' })).toBeVisible();

  // Rebate code: SAVE, percentage 10, 30 days, single use.
  dialog = await openConfigStep(page, 'Rebate Code');
  await expect(dialog.getByLabel('Code prefix')).toHaveValue('SAVE');
  await expect(dialog.getByLabel('Discount type')).toHaveValue('percentage');
  await expect(dialog.getByLabel('Discount value')).toHaveValue('10');
  await expect(dialog.getByLabel('Valid for')).toHaveValue('30');
  await expect(dialog.getByLabel('Single use')).toBeChecked();
  await dialog.getByLabel('Program name').fill('Thank-You Savings');
  await dialog.getByRole('button', { name: 'Create Program' }).click();
  await expect(page.getByTestId('program-card').filter({ hasText: 'Thank-You Savings' })).toContainText('10% off');

  // Discount: 5 visits 5%, 10 visits 10%, 20 visits 15%.
  dialog = await openConfigStep(page, 'Discount');
  for (const [i, visits, discount] of [
    [1, '5', '5'],
    [2, '10', '10'],
    [3, '20', '15'],
  ] as const) {
    await expect(dialog.getByLabel(`Tier ${i} visits`)).toHaveValue(visits);
    await expect(dialog.getByLabel(`Tier ${i} discount percent`)).toHaveValue(discount);
  }
  await dialog.getByLabel('Program name').fill('Regulars Discount');
  await dialog.getByRole('button', { name: 'Create Program' }).click();
  const discountCard = page.getByTestId('program-card').filter({ hasText: 'Regulars Discount' });
  await expect(discountCard).toContainText('20 visits');
  await expect(discountCard).toContainText('15% off');

  // Free item: 5 purchases, recurring, 30 days.
  dialog = await openConfigStep(page, 'Free Item');
  await expect(dialog.getByLabel('Required purchases')).toHaveValue('5');
  await expect(dialog.getByLabel('Recurring')).toBeChecked();
  await expect(dialog.getByLabel('Reward valid for')).toHaveValue('30');
  await dialog.getByLabel('Program name').fill('Free Pastry Club');
  await dialog.getByRole('button', { name: 'Create Program' }).click();
  await expect(page.getByTestId('program-card').filter({ hasText: 'Free Pastry Club' })).toBeVisible();

  await expect(page.getByTestId('program-card')).toHaveCount(5);
  await page.screenshot({ path: `${SCREENS}/programs-desktop.png`, fullPage: true });
  await expectAccessible(page, 'programs-desktop');
});

test('a field outside its limits is explained and nothing is created', async ({ page }) => {
  await page.goto('/programs');
  const dialog = await openConfigStep(page, 'Stamp Card');
  await dialog.getByLabel('Program name').fill('Too many stamps');
  await dialog.getByLabel('Stamps required').fill('25');
  await dialog.getByRole('button', { name: 'Create Program' }).click();
  await expect(dialog.getByText('Stamps required must be between 2 and 20')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('program-card').filter({ hasText: 'Too many stamps' })).toHaveCount(0);
});

test('pauses and activates a program', async ({ page }) => {
  await page.goto('/programs');
  const card = page.getByTestId('program-card').filter({ hasText: 'Coffee Card' });
  await expect(card).toContainText('Active');
  await card.getByRole('button', { name: 'Pause Coffee Card' }).click();
  await expect(card).toContainText('Paused');
  await expect(card.getByRole('button', { name: 'Activate Coffee Card' })).toBeVisible();
  await page.reload();
  await expect(card).toContainText('Paused');
  await card.getByRole('button', { name: 'Activate Coffee Card' }).click();
  await expect(card).toContainText('Active');
  await expect(card.getByRole('button', { name: 'Pause Coffee Card' })).toBeVisible();
});

test('the programs page fits a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/programs');
  await expect(page.getByTestId('program-card')).toHaveCount(5);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SCREENS}/programs-mobile.png` });
  await expectAccessible(page, 'programs-mobile');
  await openConfigStep(page, 'Discount');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SCREENS}/programs-create-dialog-mobile.png` });
  await expectAccessible(page, 'programs-create-dialog-mobile');
});

/** The saved config of the business's program with this name, read back through the API. */
async function savedConfig(page: Page, name: string) {
  const response = await page.request.get('/api/programs');
  expect(response.ok(), await response.text()).toBe(true);
  const { programs } = (await response.json()) as { programs: { name: string; config: Record<string, unknown> }[] };
  return programs.find((program) => program.name === name)?.config;
}

/** The dialog at a desktop and a phone width: whole, and scrolled to its last field on the phone. */
async function dialogShots(page: Page, name: string, lastField: string) {
  const dialog = page.getByRole('dialog');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENS}/programs-dialog-${name}-desktop.png` });
  await expectAccessible(page, `programs-dialog-${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  // The phone scrolls the dialog's body; the title and the buttons stay in view.
  const create = dialog.getByRole('button', { name: 'Create Program' });
  await expect(create).toBeInViewport();
  await dialog.getByLabel('Program name').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/programs-dialog-${name}-mobile.png` });
  await expectAccessible(page, `programs-dialog-${name}-mobile`);
  await dialog.getByLabel(lastField).scrollIntoViewIfNeeded();
  await expect(dialog.getByLabel(lastField)).toBeInViewport();
  await expect(create).toBeInViewport();
  await expect(dialog.getByRole('heading', { name: /^New .* program$/ })).toBeInViewport();
  await page.screenshot({ path: `${SCREENS}/programs-dialog-${name}-mobile-scrolled.png` });
  await expectAccessible(page, `programs-dialog-${name}-mobile-scrolled`);
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a points catalogue and a daily cap are saved with the program', async ({ page }) => {
  await page.goto('/programs');
  const dialog = await openConfigStep(page, 'Points');
  const catalogue = dialog.getByRole('group', { name: 'Rewards catalogue' });
  // After the spec's fields: an empty catalogue (one reward at the minimum redemption) and the 2,000-point cap.
  await expect(catalogue).toContainText('No rewards listed yet: customers redeem one reward at 100 points.');
  await expect(dialog.getByRole('group', { name: 'Fraud guards' }).getByLabel('Daily points cap')).toHaveValue('2000');

  await dialog.getByLabel('Program name').fill('Lunch Club');
  await catalogue.getByRole('button', { name: 'Add reward' }).click();
  await expect(dialog.getByLabel('Reward 1 points cost')).toHaveValue('100');
  await dialog.getByLabel('Reward 1 name').fill('Free coffee');
  await catalogue.getByRole('button', { name: 'Add reward' }).click();
  await expect(dialog.getByLabel('Reward 2 points cost')).toHaveValue('200');
  await dialog.getByLabel('Reward 2 points cost').fill('250');
  await dialog.getByLabel('Reward 2 name').fill('Lunch');
  await catalogue.getByRole('button', { name: 'Add reward' }).click();
  await dialog.getByRole('button', { name: 'Remove reward 3' }).click();
  await expect(dialog.getByLabel('Reward 3 name')).toHaveCount(0);
  await dialog.getByLabel('Daily points cap').fill('500');
  await dialogShots(page, 'points', 'Daily points cap');

  await dialog.getByRole('button', { name: 'Create Program' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const card = page.getByTestId('program-card').filter({ hasText: 'Lunch Club' });
  await expect(card).toContainText('Free coffee (100) · Lunch (250)');
  await expect(card).toContainText('500 points');
  expect(await savedConfig(page, 'Lunch Club')).toMatchObject({
    minimumRedemption: 100,
    dailyPointsCap: 500,
    rewards: [
      { points: 100, name: 'Free coffee' },
      { points: 250, name: 'Lunch' },
    ],
  });
});

test('a stamp card saves its cooldown and daily limit', async ({ page }) => {
  await page.goto('/programs');
  const dialog = await openConfigStep(page, 'Stamp Card');
  const guards = dialog.getByRole('group', { name: 'Fraud guards' });
  await expect(guards.getByLabel('Minutes between stamps')).toHaveValue('10');
  await expect(guards.getByLabel('Stamps per day')).toHaveValue('10');
  await dialog.getByLabel('Program name').fill('Quick Stamps');
  await guards.getByLabel('Minutes between stamps').fill('0');
  await guards.getByLabel('Stamps per day').fill('3');
  await dialogShots(page, 'stamp-card', 'Stamps per day');

  await dialog.getByRole('button', { name: 'Create Program' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('program-card').filter({ hasText: 'Quick Stamps' })).toContainText('No wait · 3 a day');
  expect(await savedConfig(page, 'Quick Stamps')).toMatchObject({ cooldownMinutes: 0, dailyLimit: 3 });
});

test('a guard or a reward outside its limits is explained and nothing is created', async ({ page }) => {
  await page.goto('/programs');
  let dialog = await openConfigStep(page, 'Stamp Card');
  await dialog.getByLabel('Program name').fill('Endless Wait');
  await dialog.getByLabel('Minutes between stamps').fill('2000');
  await dialog.getByRole('button', { name: 'Create Program' }).click();
  await expect(dialog.getByText('Cooldown must be at most 1440 minutes')).toBeInViewport();
  await expect(dialog.getByLabel('Minutes between stamps')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  dialog = await openConfigStep(page, 'Points');
  await dialog.getByLabel('Program name').fill('Cheap Treats');
  await dialog.getByRole('button', { name: 'Add reward' }).click();
  await dialog.getByLabel('Reward 1 points cost').fill('50');
  await dialog.getByLabel('Reward 1 name').fill('Sticker');
  await dialog.getByRole('button', { name: 'Create Program' }).click();
  // The error below the fold is scrolled into view.
  await expect(dialog.getByText('A reward cannot cost less than the minimum redemption')).toBeInViewport();
  await page.screenshot({ path: `${SCREENS}/programs-dialog-catalogue-error-desktop.png` });
  await expectAccessible(page, 'programs-dialog-catalogue-error-desktop');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.reload();
  await expect(page.getByTestId('program-card').filter({ hasText: 'Lunch Club' })).toBeVisible();
  expect(await savedConfig(page, 'Endless Wait')).toBeUndefined();
  expect(await savedConfig(page, 'Cheap Treats')).toBeUndefined();
  await page.screenshot({ path: `${SCREENS}/programs-with-limits-desktop.png`, fullPage: true });
  await expectAccessible(page, 'programs-with-limits-desktop');
});

/** A program made through the API (setup, not the journey under test). */
async function programViaApi(page: Page, data: Record<string, unknown>) {
  const response = await page.request.post('/api/programs', { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

test('a Free business at its limit is told so, with the upgrade link, before any form', async ({ page }) => {
  await page.context().clearCookies();
  await signUpViaApi(page, newAccount('programs-free'), 'Free');
  await programViaApi(page, { name: 'Morning Stamps', type: 'stamp_card' });

  await page.goto('/programs');
  await expect(page.getByRole('heading', { level: 1, name: 'Loyalty Programs' })).toBeVisible();
  const notice = page.getByTestId('program-limit-notice');
  await expect(notice).toContainText("You're at your plan's program limit");
  await expect(notice).toContainText(
    'Your Free plan includes 1 active loyalty program. Upgrade to add more, or pause one to make room.',
  );
  await expect(notice.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/subscription');
  // No form to fill and fail: creating has turned into the way to more room, and the notice sits above the grid.
  await expect(page.getByRole('button', { name: 'Create Program' })).toHaveCount(0);
  // The header's way to more room first; the earn multipliers card below offers its own (Free has none).
  await expect(page.getByRole('link', { name: 'Upgrade Plan' }).first()).toHaveAttribute('href', '/subscription');
  await expect(page.getByTestId('multipliers-upgrade').getByRole('link', { name: 'Upgrade Plan' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const noticeBox = await notice.boundingBox();
  const cardBox = await page.getByTestId('program-card').boundingBox();
  expect(noticeBox && cardBox && noticeBox.y + noticeBox.height <= cardBox.y).toBe(true);
  await shootBothWidths(page, 'programs-at-limit');

  // Deleting the unused program frees its place: the notice goes and Create Program is back.
  await page.getByRole('button', { name: 'Delete Morning Stamps' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete program' }).click();
  await expect(page.getByTestId('program-card')).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Program' }).first()).toBeVisible();
});

test("edits a program's name, description and a config value", async ({ page }) => {
  await page.goto('/programs');
  const card = page.getByTestId('program-card').filter({ hasText: 'Quick Stamps' });
  await card.getByRole('button', { name: 'Edit Quick Stamps' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Edit Quick Stamps' })).toBeVisible();
  await expect(dialog).toContainText(
    'Changes apply from the next visit or purchase; what customers have already earned keeps its terms and expiry.',
  );
  // The saved values, not the type's defaults; the type itself is not offered.
  await expect(dialog.getByLabel('Program name')).toHaveValue('Quick Stamps');
  await expect(dialog.getByLabel('Stamps per day')).toHaveValue('3');
  await expect(dialog.getByRole('list', { name: 'Program types' })).toHaveCount(0);

  await dialog.getByLabel('Program name').fill('Quick Stamps Plus');
  await dialog.getByLabel('Description (optional)').fill('Twelve coffees, the next one is on us');
  await dialog.getByLabel('Stamps required').fill('12');
  await shootBothWidths(page, 'programs-edit-dialog');
  // The create dialog's limits and messages hold here too.
  await dialog.getByLabel('Stamps required').fill('25');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Stamps required must be between 2 and 20')).toBeVisible();
  await dialog.getByLabel('Stamps required').fill('12');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const edited = page.getByTestId('program-card').filter({ hasText: 'Quick Stamps Plus' });
  await expect(edited).toContainText('Twelve coffees, the next one is on us');
  await expect(edited.getByText('Stamps required').locator('..')).toContainText('12');
  expect(await savedConfig(page, 'Quick Stamps Plus')).toMatchObject({ stampsRequired: 12, dailyLimit: 3 });
  expect(await savedConfig(page, 'Quick Stamps')).toBeUndefined();
});

test('deletes an unused program after a confirmation', async ({ page }) => {
  await programViaApi(page, { name: 'Short Lived', type: 'free_item' });
  await page.goto('/programs');
  const card = page.getByTestId('program-card').filter({ hasText: 'Short Lived' });
  await card.getByRole('button', { name: 'Delete Short Lived' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('heading', { name: 'Delete Short Lived?' })).toBeVisible();
  await expect(confirm).toContainText('This cannot be undone.');
  await shootBothWidths(page, 'programs-delete-confirm');

  // Cancel keeps it; confirming deletes it.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Delete Short Lived' }).click();
  await confirm.getByRole('button', { name: 'Delete program' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card).toHaveCount(0);
  expect(await savedConfig(page, 'Short Lived')).toBeUndefined();
});

test('a program a customer checked in to cannot be deleted, and the page says why', async ({ page }) => {
  const added = await page.request.post('/api/customers', {
    data: { firstName: 'Grace', lastName: 'Hopper', phone: '(415) 555-0183' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { customer } = (await added.json()) as { customer: { id: string } };
  const visit = await page.request.post(`/api/customers/${customer.id}/visits`, {
    data: { idempotencyKey: crypto.randomUUID() },
  });
  expect(visit.status(), await visit.text()).toBe(201);

  await page.goto('/programs');
  const card = page.getByTestId('program-card').filter({ hasText: 'Coffee Card' });
  await card.getByRole('button', { name: 'Delete Coffee Card' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Delete program' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    "Customers have earned in this program, so it can't be deleted. Pause it instead.",
  );
  await page.screenshot({ path: `${SCREENS}/programs-delete-refused-desktop.png` });
  await confirm.getByRole('button', { name: 'Close' }).click();
  await expect(card).toHaveCount(1);
  expect(await savedConfig(page, 'Coffee Card')).toBeDefined();
});
