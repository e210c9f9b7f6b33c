import { expect } from '@playwright/test';
import {
  expectAccessible,
  newAccount,
  SCREENS,
  sendOk,
  shootBothWidths,
  shootViewport,
  signUpViaApi,
  test,
} from './helpers.ts';

test('automation lift: switch win-back on with a control group, and see where its results will show', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, newAccount('auto-lift'));
  await sendOk(page, 'post', '/api/sms-templates', {
    name: 'We miss you',
    triggerType: 'custom',
    messageTemplate: 'We miss you at {business_name}!',
  });

  await page.goto('/campaigns');
  const panel = page.getByTestId('automations-panel');
  const winBack = panel.getByTestId('automation-win-back');
  const birthday = panel.getByTestId('automation-birthday');
  // No control group kept: each row says how to find out whether it works.
  for (const [row, id] of [
    [winBack, 'win-back'],
    [birthday, 'birthday'],
  ] as const) {
    await expect(row.getByRole('heading', { name: 'Last 90 days' })).toBeVisible();
    await expect(row.getByTestId(`${id}-lift-none`)).toHaveText(
      'Keep a control group to see whether this brings customers back.',
    );
  }
  await shootViewport(page, 'automation-lift-none', winBack);

  // Switching win-back on asks for its message first; the control group is set in the same dialog.
  await winBack.getByRole('switch', { name: 'Win-back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Win-back settings' });
  await dialog.getByLabel('SMS message').selectOption({ label: 'We miss you · Custom' });
  await expect(dialog.getByLabel('Control group (%)')).toHaveCount(0);
  await dialog.getByRole('switch', { name: 'Keep a control group' }).click();
  await expect(dialog.getByLabel('Control group (%)')).toHaveValue('10');
  await expect(dialog.getByLabel('Results window (days)')).toHaveValue('30');
  await dialog.getByLabel('Control group (%)').fill('80');
  await dialog.getByLabel('Results window (days)').fill('');
  await dialog.getByRole('button', { name: 'Save and switch on' }).click();
  await expect(dialog.getByText('Control group must be a whole percentage from 0% to 50%')).toBeVisible();
  await expect(dialog.getByText('Results window must be a whole number of days from 1 to 90')).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await dialog.getByLabel('Results window (days)').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.screenshot({ path: `${SCREENS}/automation-lift-dialog-${width}.png` });
    await expectAccessible(page, `automation-lift-dialog-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByLabel('Control group (%)').fill('20');
  await dialog.getByLabel('Results window (days)').fill('45');
  await dialog.getByRole('button', { name: 'Save and switch on' }).click();
  await expect(page.getByText('Win-back switched on')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Kept: the row says so, and that the comparison waits for customers in both groups.
  await expect(winBack.getByRole('switch', { name: 'Win-back' })).toHaveAttribute('aria-checked', 'true');
  await expect(winBack.getByText('Control group: 20%')).toBeVisible();
  await expect(winBack.getByTestId('win-back-lift-waiting')).toHaveText(
    '20% of the customers it reaches are held back as a control group. The comparison appears once it has reached customers in both groups.',
  );
  expect(await sendOk(page, 'get', '/api/automations/win_back/lift')).toEqual({ lift: null });
  const saved = await sendOk(page, 'get', '/api/automations');
  expect(saved.winBack.config).toMatchObject({ controlShare: 20, outcomeWindowDays: 45 });

  // After a reload the dialog opens on what was saved; switching the control group off saves 0.
  await page.reload();
  await winBack.getByRole('button', { name: 'Edit Win-back settings' }).click();
  await expect(dialog.getByLabel('Control group (%)')).toHaveValue('20');
  await expect(dialog.getByLabel('Results window (days)')).toHaveValue('45');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Birthday: kept from the row's own button, which opens its settings.
  await birthday.getByRole('button', { name: 'Keep a control group' }).click();
  const birthdayDialog = page.getByRole('dialog', { name: 'Birthday settings' });
  await birthdayDialog.getByRole('switch', { name: 'Keep a control group' }).click();
  await birthdayDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Automation saved')).toBeVisible();
  await expect(birthday.getByText('Control group: 10%')).toBeVisible();
  await expect(birthday.getByTestId('birthday-lift-waiting')).toContainText('10% of the customers it reaches');
  await shootBothWidths(page, 'automation-lift-waiting');
});
