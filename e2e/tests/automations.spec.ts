import { expect } from '@playwright/test';
import {
  expectAccessible,
  newAccount,
  SCREENS,
  shootBothWidths,
  shootViewport,
  signUpViaApi,
  test,
  toastsGone,
} from './helpers.ts';

test('automations: switch win-back on with a message, edit its days, set a birthday reward', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpViaApi(page, newAccount('automations'));
  const created = await page.request.post('/api/sms-templates', {
    data: { name: 'We miss you', triggerType: 'custom', messageTemplate: 'We miss you at {business_name}!' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/campaigns');
  const panel = page.getByTestId('automations-panel');
  await expect(panel.getByRole('heading', { name: 'Automations' })).toBeVisible();
  const winBack = panel.getByTestId('automation-win-back');
  await expect(winBack.getByText("Bring back customers who haven't visited in 45 days")).toBeVisible();
  await expect(winBack.getByTestId('win-back-sent')).toHaveText('Nothing sent in the last 30 days');
  const winBackSwitch = winBack.getByRole('switch', { name: 'Win-back' });
  await expect(winBackSwitch).toHaveAttribute('aria-checked', 'false');
  await shootBothWidths(page, 'automations-off');

  // No message chosen yet: the switch asks for one first, and saving switches it on.
  await winBackSwitch.click();
  const dialog = page.getByRole('dialog', { name: 'Win-back settings' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Days without a visit').fill('3');
  await dialog.getByLabel('SMS message').selectOption({ label: 'We miss you · Custom' });
  await expect(dialog.getByText('We miss you at {business_name}!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save and switch on' }).click();
  await expect(dialog.getByText('Days must be between 7 and 365')).toBeVisible();
  await dialog.getByLabel('Days without a visit').fill('30');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.screenshot({ path: `${SCREENS}/automations-win-back-dialog-${width}.png` });
    await expectAccessible(page, `automations-win-back-dialog-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Save and switch on' }).click();
  await expect(page.getByText('Win-back switched on')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(winBackSwitch).toHaveAttribute('aria-checked', 'true');

  // The saved state survives a reload.
  await page.reload();
  await expect(winBack.getByText("Bring back customers who haven't visited in 30 days")).toBeVisible();
  await expect(winBack.getByRole('switch', { name: 'Win-back' })).toHaveAttribute('aria-checked', 'true');
  await expect(winBack.getByText('We miss you')).toBeVisible();

  // Edit again: the days change, the switch stays on.
  await winBack.getByRole('button', { name: 'Edit Win-back settings' }).click();
  await expect(dialog.getByLabel('Days without a visit')).toHaveValue('30');
  await dialog.getByLabel('Days without a visit').fill('60');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Automation saved')).toBeVisible();
  await expect(winBack.getByText("Bring back customers who haven't visited in 60 days")).toBeVisible();

  // Timed by each customer's own rhythm (issue 55): the row says so; the days stay for those without one.
  await toastsGone(page);
  await winBack.getByRole('button', { name: 'Edit Win-back settings' }).click();
  await dialog.getByLabel("Time it by each customer's own rhythm").check();
  await shootViewport(page, 'automations-win-back-rhythm', dialog.getByLabel("Time it by each customer's own rhythm"));
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Automation saved')).toBeVisible();
  await expect(winBack.getByText('Bring back customers once they are overdue by their own rhythm')).toBeVisible();
  await page.reload();
  await winBack.getByRole('button', { name: 'Edit Win-back settings' }).click();
  await expect(dialog.getByLabel("Time it by each customer's own rhythm")).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Birthday: on by default; a reward is added and shown on the row. The save's toast first goes: it sits over the
  // row's Edit button and would take the click.
  await toastsGone(page);
  const birthday = panel.getByTestId('automation-birthday');
  await expect(birthday.getByRole('switch', { name: 'Birthday' })).toHaveAttribute('aria-checked', 'true');
  await birthday.getByRole('button', { name: 'Edit Birthday settings' }).click();
  const birthdayDialog = page.getByRole('dialog', { name: 'Birthday settings' });
  await birthdayDialog.getByRole('switch', { name: 'Birthday reward' }).click();
  await birthdayDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(birthdayDialog.getByText('Describe the birthday reward, for example Free coffee')).toBeVisible();
  await birthdayDialog.getByLabel('Reward', { exact: true }).fill('Free coffee');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.screenshot({ path: `${SCREENS}/automations-birthday-dialog-${width}.png` });
    await expectAccessible(page, `automations-birthday-dialog-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await birthdayDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Automation saved').first()).toBeVisible();
  await expect(birthday.getByText('Reward: Free coffee, valid 30 days')).toBeVisible();

  // Switched off, and still off after a reload.
  await birthday.getByRole('switch', { name: 'Birthday' }).click();
  await expect(page.getByText('Birthday messages switched off')).toBeVisible();
  await page.reload();
  await expect(birthday.getByRole('switch', { name: 'Birthday' })).toHaveAttribute('aria-checked', 'false');
  await shootBothWidths(page, 'automations-on');
});
