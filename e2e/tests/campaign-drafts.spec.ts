import { expect, type Page } from '@playwright/test';
import { CAMPAIGN_MESSAGES, type TCampaign } from '@regulars/contracts';
import { expectAccessible, newAccount, shootBothWidths, signUpViaApi, test } from './helpers.ts';

const campaignOf = async (page: Page, id: string) =>
  (await (await page.request.get(`/api/campaigns/${id}`)).json()) as TCampaign;

test('a campaign draft saves itself as it is written, also when the owner leaves at once, and says what it cannot save', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, newAccount('drafts'));
  const created = await page.request.post('/api/campaigns', { data: { name: 'Weekend text', type: 'sms' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as TCampaign;

  await page.goto(`/campaigns/${id}`);
  const status = page.getByTestId('draft-save-status');
  await expect(status).toHaveText('All changes saved');
  const message = page.getByLabel('Message', { exact: true });

  // Written, then a quiet second: saved on the server, with no button pressed.
  await message.fill('Two-for-one coffee this weekend, {firstName}');
  await expect(status).toHaveText('All changes saved');
  await expect.poll(async () => (await campaignOf(page, id)).body).toContain('Two-for-one coffee this weekend');

  // Changed and left straight away for another screen: the change goes with the owner, not lost.
  await message.fill('Two-for-one coffee and cake this weekend, {firstName}');
  await page.getByRole('link', { name: 'All campaigns' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expect.poll(async () => (await campaignOf(page, id)).body).toContain('coffee and cake');
  await page.getByRole('link', { name: 'Weekend text' }).first().click();
  await expect(message).toHaveValue(/^Two-for-one coffee and cake this weekend, \{firstName\}/);
  await expect(status).toHaveText('All changes saved');

  // A change the contract refuses stays on the page, says why, and the browser asks before the tab closes.
  await page.getByLabel('Campaign name').fill(' ');
  await expect(status).toHaveText(`Not saved yet: ${CAMPAIGN_MESSAGES.nameRequired}`);
  expect((await campaignOf(page, id)).name).toBe('Weekend text');
  const leaving = page.waitForEvent('dialog');
  const back = page.getByRole('link', { name: 'All campaigns' }).click();
  const question = await leaving;
  expect(question.type()).toBe('confirm');
  expect(question.message()).toBe(
    `Leave without your last changes? They are not saved: ${CAMPAIGN_MESSAGES.nameRequired}`,
  );
  await question.dismiss();
  await back;
  await expect(status).toHaveText(`Not saved yet: ${CAMPAIGN_MESSAGES.nameRequired}`);
  await expect(page).toHaveURL(new RegExp(`/campaigns/${id}$`));
  await expectAccessible(page, 'a draft with a change it cannot save');
  await shootBothWidths(page, 'campaign-draft-not-saved');
  await page.getByLabel('Campaign name').fill('Weekend text, cake too');
  await expect(status).toHaveText('All changes saved');
  await expect.poll(async () => (await campaignOf(page, id)).name).toBe('Weekend text, cake too');
  await shootBothWidths(page, 'campaign-draft-saved');

  await page.getByLabel('Campaign name').fill('');
  await expect(status).toHaveText(`Not saved yet: ${CAMPAIGN_MESSAGES.nameRequired}`);
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
});
