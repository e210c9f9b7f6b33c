import { expect } from '@playwright/test';
import { newAccount, shootViewport, signUpViaApi, test, toastsGone } from './helpers.ts';

test('a fresh business sets up this browser as a counter, gives its staff PINs and sets its rules', async ({
  page,
}) => {
  // A set-up business, several dialogs and a screenshot of each at two widths, each checked with axe.
  test.setTimeout(180_000);
  const account = newAccount('counter');
  const owner = account.email.split('@')[0] ?? '';
  await signUpViaApi(page, account);
  await page.goto('/company');

  // Empty: no device, nobody with a PIN (the owner is listed without one), the default rules.
  const devices = page.getByRole('region', { name: 'Counter devices' });
  const staff = page.getByRole('region', { name: 'Counter staff' });
  const rules = page.getByRole('region', { name: 'Counter rules' });
  // A loaded machine takes a while to bring the first screen.
  await expect(devices.getByRole('heading', { name: 'No counter devices yet' })).toBeVisible({ timeout: 30_000 });
  await expect(devices).toContainText('It opens the check-in screen only, and staff sign in there with their PIN.');
  await expect(staff.getByTestId('counter-staff-empty')).toContainText('No one can sign in at a counter yet');
  await expect(staff.getByTestId('counter-staff-row')).toHaveCount(1);
  await expect(staff.getByTestId('counter-staff-row')).toContainText(owner);
  await expect(staff.getByTestId('counter-staff-row')).toContainText('No PIN');
  await expect(staff.getByTestId('counter-staff-seats')).toHaveText(
    "Counter-only staff don't use a team seat (up to 50).",
  );
  await expect(rules.getByRole('radio', { name: 'For a shift' })).toBeChecked();
  await expect(rules.getByLabel('A shift ends after')).toHaveValue('15');
  await expect(rules.getByRole('switch', { name: "Redemptions need a manager's PIN" })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await shootViewport(page, 'company-counter-devices-empty', devices);
  await shootViewport(page, 'company-counter-staff-empty', staff);
  await shootViewport(page, 'company-counter-rules-default', rules);

  // A location for the counter to stand in.
  const locations = page.getByRole('region', { name: 'Locations' });
  await locations.getByRole('button', { name: 'Add location' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add location' });
  await dialog.getByLabel('Name').fill('Main Street');
  await dialog.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(locations.getByTestId('location-row')).toContainText('Main Street');

  // This browser becomes the counter for Main Street: a name is asked for in plain words.
  await devices.getByRole('button', { name: 'Set up this device as a counter' }).click();
  dialog = page.getByRole('dialog', { name: 'Set up this device as a counter' });
  await dialog.getByRole('button', { name: 'Set up as counter' }).click();
  await expect(dialog.getByText('Enter a name')).toBeVisible();
  await dialog.getByLabel('Device name').fill('Front counter iPad');
  await expect(dialog.getByLabel('Location')).toHaveValue(/.+/);
  await expect(dialog.getByLabel('Location').locator('option')).toHaveText(['Main Street']);
  await expect(dialog.getByTestId('counter-device-terms')).toContainText('It stays a counter after you sign out');
  await shootViewport(page, 'company-counter-set-up-dialog', dialog);
  await dialog.getByRole('button', { name: 'Set up as counter' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('This browser is now a counter')).toBeVisible();
  const device = devices.getByTestId('counter-device-row');
  await expect(device).toHaveCount(1);
  await expect(device).toContainText('Front counter iPad');
  await expect(device).toContainText('This browser');
  await expect(device).toContainText('Main Street');
  await expect(device).toContainText(`Set up by ${owner}`);
  await expect(devices.getByRole('link', { name: 'Open the counter' })).toHaveAttribute('href', '/checkin');
  // One counter credential per browser: no second set-up from here.
  await expect(devices.getByRole('button', { name: 'Set up this device as a counter' })).toHaveCount(0);
  await toastsGone(page);
  await shootViewport(page, 'company-counter-devices', devices);

  // Counter-only staff: the PIN is digits on a keypad, masked, and 4 to 6 of them.
  await staff.getByRole('button', { name: 'Add counter-only staff' }).click();
  dialog = page.getByRole('dialog', { name: 'Add counter-only staff' });
  const pin = dialog.getByLabel('PIN', { exact: true });
  await expect(pin).toHaveAttribute('type', 'password');
  await expect(pin).toHaveAttribute('inputmode', 'numeric');
  await expect(pin).toHaveAttribute('autocomplete', 'off');
  await dialog.getByLabel('Name').fill('Kim');
  await pin.fill('48');
  await dialog.getByRole('button', { name: 'Add staff member' }).click();
  await expect(dialog.getByText('A PIN is 4 to 6 digits')).toBeVisible();
  await pin.fill('4821');
  await shootViewport(page, 'company-counter-add-staff-dialog', dialog);
  await dialog.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Staff member added')).toBeVisible();
  const kim = staff.getByTestId('counter-staff-row').filter({ hasText: 'Kim' });
  await expect(kim).toContainText('Counter only');
  await expect(kim).toContainText('PIN set');
  await expect(staff.getByTestId('counter-staff-empty')).toHaveCount(0);

  // The owner gets a PIN too, as a manager.
  await staff.getByRole('button', { name: `Set PIN for ${owner}` }).click();
  dialog = page.getByRole('dialog', { name: `Set PIN for ${owner}` });
  await dialog.getByLabel('PIN', { exact: true }).fill('135790');
  await dialog.getByRole('checkbox', { name: /Manager/ }).check();
  await shootViewport(page, 'company-counter-set-pin-dialog', dialog);
  await dialog.getByRole('button', { name: 'Set PIN' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const ownerRow = staff.getByTestId('counter-staff-row').filter({ hasText: owner });
  await expect(ownerRow).toContainText('Team member');
  await expect(ownerRow).toContainText('PIN set');
  await expect(ownerRow).toContainText('Manager');

  // Kim becomes a manager with the switch, and back again is one click too.
  const kimManager = kim.getByRole('switch', { name: 'Manager Kim' });
  await expect(kimManager).toHaveAttribute('aria-checked', 'false');
  await kimManager.click();
  await expect(page.getByText('Staff member saved')).toBeVisible();
  await expect(kimManager).toHaveAttribute('aria-checked', 'true');
  await expect(kim.getByText('Manager', { exact: true }).first()).toBeVisible();
  await toastsGone(page);
  await shootViewport(page, 'company-counter-staff', staff);

  // A new PIN for Kim replaces the old one.
  await kim.getByRole('button', { name: 'Change PIN for Kim' }).click();
  dialog = page.getByRole('dialog', { name: 'Change PIN for Kim' });
  await dialog.getByLabel('New PIN').fill('5555');
  await shootViewport(page, 'company-counter-change-pin-dialog', dialog);
  await dialog.getByRole('button', { name: 'Change PIN' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Its toast sits over the rules card's Save button at first.
  await expect(page.getByText('Staff member saved')).toBeVisible();
  await toastsGone(page);

  // Rules: the contract's message for a shift too long, then 20 minutes and redemptions for managers, kept.
  const minutes = rules.getByLabel('A shift ends after');
  await minutes.fill('721');
  await rules.getByRole('button', { name: 'Save rules' }).click();
  await expect(rules.getByText('Enter 0 to 720 minutes')).toBeVisible();
  await minutes.fill('20');
  await rules.getByRole('switch', { name: "Redemptions need a manager's PIN" }).click();
  await rules.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByText('Counter rules saved')).toBeVisible();
  await toastsGone(page);
  await shootViewport(page, 'company-counter-rules', rules);

  await page.reload();
  await expect(rules.getByLabel('A shift ends after')).toHaveValue('20', { timeout: 30_000 });
  await expect(rules.getByRole('switch', { name: "Redemptions need a manager's PIN" })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(rules.getByRole('switch', { name: "Undo needs a manager's PIN" })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  const saved = await page.request.get('/api/counter/rules');
  expect((await saved.json()).rules).toEqual({
    shiftMinutes: 20,
    managerPinForRedemptions: true,
    managerPinForUndo: false,
    managerPinPurchaseAbove: null,
  });

  // A PIN on every action is kept as such.
  await rules.getByRole('radio', { name: 'For every action' }).check();
  await expect(rules.getByLabel('A shift ends after')).toHaveCount(0);
  await rules.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByText('Counter rules saved')).toBeVisible();
  await page.reload();
  await expect(rules.getByRole('radio', { name: 'For every action' })).toBeChecked({ timeout: 30_000 });

  // Removing the device is asked once more, and it is gone at once.
  await devices.getByRole('button', { name: 'Remove Front counter iPad' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('It stops at once: staff on it are signed out');
  await shootViewport(page, 'company-counter-remove-device', confirm);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Counter device removed')).toBeVisible();
  await expect(devices.getByRole('heading', { name: 'No counter devices yet' })).toBeVisible();
  expect((await page.request.get('/api/counter/device')).status()).toBe(401);

  // Kim is removed; the owner loses the PIN but stays on the team: nobody can sign in at a counter again.
  await kim.getByRole('button', { name: 'Remove Kim' }).click();
  await expect(confirm).toContainText('They can no longer sign in at the counter.');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Staff member removed')).toBeVisible();
  await expect(kim).toHaveCount(0);
  await ownerRow.getByRole('button', { name: `Remove PIN of ${owner}` }).click();
  await expect(confirm).toContainText('They stay on your team');
  await shootViewport(page, 'company-counter-remove-pin', confirm);
  await confirm.getByRole('button', { name: 'Remove PIN' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(ownerRow).toContainText('No PIN');
  await expect(staff.getByTestId('counter-staff-empty')).toBeVisible();
});
