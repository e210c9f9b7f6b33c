import { expect, type Locator, type Page } from '@playwright/test';
import { STATUS_MESSAGES } from '@regulars/contracts';
import { newAccount, SCREENS, shootBothWidths, shootViewport, signUpViaApi, test, toastsGone } from './helpers.ts';

/** The page at both widths, and the card alone (the page is long). */
async function shoot(page: Page, part: Locator, name: string) {
  await shootBothWidths(page, name);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await part.scrollIntoViewIfNeeded();
    await part.screenshot({ path: `${SCREENS}/${name}-part-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The tiers' ids as saved: an edit that keeps a tier keeps its id, and the customers who hold it. */
async function savedTierIds(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/status-tiers');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { tiers: { id: string }[] }).tiers.map((tier) => tier.id);
}

test('an owner sets up Bronze, Silver and Gold by points with a reward for Gold, is stopped by a line that does not rise, and renames a tier', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, newAccount('statustiers'), 'Agency');

  // Programs: the card below the multipliers, empty at first.
  await page.goto('/programs');
  const card = page.getByRole('region', { name: 'Status tiers' });
  await expect(card).toContainText('No tiers yet.');
  await card.getByRole('button', { name: 'Set up tiers' }).click();
  let dialog = page.getByRole('dialog', { name: 'Set up tiers' });
  await expect(dialog.getByRole('radio', { name: 'Points earned' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'A rolling window' })).toBeChecked();
  await expect(dialog.getByLabel('Months')).toHaveValue('12');
  await expect(dialog.getByLabel('Grace period (days)')).toHaveValue('30');

  const tier = (n: number) => dialog.getByRole('group', { name: `Tier ${n}` });
  await expect(tier(1).getByLabel('Name')).toHaveValue('Bronze');
  await tier(1).getByLabel('Needs').fill('50');
  await dialog.getByRole('button', { name: 'Add a tier' }).click();
  await expect(tier(2).getByLabel('Name')).toHaveValue('Silver');
  await dialog.getByRole('button', { name: 'Add a tier' }).click();
  await expect(tier(3).getByLabel('Name')).toHaveValue('Gold');
  await tier(3).getByLabel('Needs').fill('200');
  await tier(3).getByLabel('Multiplier').fill('2');
  await tier(2).getByLabel('Multiplier').fill('1.5');
  // Gold unlocks a reward; its days start at 30 once it is named.
  await expect(tier(3).getByLabel('Valid for (days)')).toBeDisabled();
  await tier(3).getByLabel('Reward on reaching (optional)').fill('Free dessert');
  await expect(tier(3).getByLabel('Valid for (days)')).toHaveValue('30');
  await shootViewport(page, 'status-tiers-setup', dialog.getByRole('heading', { name: 'Set up tiers' }));

  // Silver below Bronze: refused in the dialog, in the contract's words, under Silver's line.
  await tier(2).getByLabel('Needs').fill('40');
  await dialog.getByRole('button', { name: 'Save tiers' }).click();
  await expect(tier(2).getByText(STATUS_MESSAGES.thresholdsRise)).toBeVisible();
  await expect(tier(2).getByLabel('Needs')).toHaveAttribute('aria-invalid', 'true');
  await shootViewport(page, 'status-tiers-error', tier(2));

  await tier(2).getByLabel('Needs').fill('100');
  await dialog.getByRole('button', { name: 'Save tiers' }).click();
  await expect(page.getByText(STATUS_MESSAGES.saved)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const rows = card.getByTestId('status-tier-row');
  await expect(rows).toHaveCount(3);
  await expect(card.getByTestId('status-tier-name')).toHaveText(['Bronze', 'Silver', 'Gold']);
  await expect(card.getByTestId('status-tier-needs')).toHaveText([
    'Needs 50 points',
    'Needs 100 points',
    'Needs 200 points',
  ]);
  await expect(card.getByTestId('status-tier-earns')).toHaveText(['Usual points', '×1.5 points', '×2 points']);
  await expect(card.getByTestId('status-tier-customers')).toHaveText(['0 customers', '0 customers', '0 customers']);
  await expect(card.getByTestId('status-tier-reward')).toHaveText(['Unlocks Free dessert (valid 30 days)']);
  await expect(card.getByTestId('status-rule')).toHaveText(
    'Points earned in the last 12 months; 30 days of grace before a tier drops.',
  );
  await shoot(page, card, 'status-tiers-programs');
  const ids = await savedTierIds(page);

  // Silver becomes Silver Star: the same tier, renamed, as it is after a reload.
  await card.getByRole('button', { name: 'Edit tiers' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit tiers' });
  await expect(tier(2).getByLabel('Name')).toHaveValue('Silver');
  await expect(tier(3).getByRole('button', { name: 'Remove Gold' })).toBeVisible();
  await expect(tier(3).getByLabel('Reward on reaching (optional)')).toHaveValue('Free dessert');
  await shootViewport(page, 'status-tiers-edit', dialog.getByRole('heading', { name: 'Edit tiers' }));
  await tier(2).getByLabel('Name').fill('Silver Star');
  await dialog.getByRole('button', { name: 'Save tiers' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('status-tier-name')).toHaveText(['Bronze', 'Silver Star', 'Gold']);
  await toastsGone(page);

  await page.reload();
  await expect(card.getByTestId('status-tier-name')).toHaveText(['Bronze', 'Silver Star', 'Gold']);
  expect(await savedTierIds(page)).toEqual(ids);
});
