import { expect } from '@playwright/test';
import { CAMPAIGN_MESSAGES, EMAIL_DESIGN_MESSAGES, type TCampaign, TEMPLATE_MESSAGES } from '@regulars/contracts';
import {
  expectAccessible,
  newAccount,
  sendOk,
  shootBothWidths,
  shootViewport,
  signUpViaApi,
  superAdminApi,
  test,
  uniqueEmail,
  waitForOutboxMessage,
} from './helpers.ts';

test('the visual email editor: blocks in the business colour, a live preview, HTML on request, sent as designed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('emaildesign');
  await signUpViaApi(page, account);
  // The business's colour from Settings → Brand is where every new design starts.
  await sendOk(page, 'put', '/api/settings/brand', { brandColor: '#b45309' });

  await page.goto('/email-templates');
  await page.getByRole('button', { name: 'New template' }).first().click();
  const editor = page.getByTestId('template-editor');
  const designer = editor.getByTestId('design-editor');
  // A new template opens in the visual editor with a starter heading and text, previewed by the server.
  await expect(editor.getByRole('tab', { name: 'Visual editor' })).toHaveAttribute('aria-selected', 'true');
  await expect(designer.getByTestId('design-block')).toHaveCount(2);
  await expect(designer.getByLabel('Colour', { exact: true })).toHaveValue('#b45309');
  await expect(designer.getByText('Add your logo in')).toBeVisible();
  const frame = page.frameLocator('[data-testid="preview-frame"]');
  await expect(frame.getByText('Hello Sam!')).toBeVisible();

  await editor.getByLabel('Name', { exact: true }).fill('Double stamps');
  await editor.getByLabel('Subject').fill('Double stamps at {business_name}');
  await designer.getByRole('textbox', { name: 'Heading' }).fill('Double stamps, {firstName}!');
  const text = designer.getByRole('listitem', { name: 'Text block' }).getByRole('textbox');
  await text.fill('Every coffee this week earns two stamps.\nSee you at ');
  // A placeholder chip writes at the cursor of the block last written in.
  await editor.getByRole('button', { name: /^Insert \{business_name\}/ }).click();
  await expect(text).toHaveValue('Every coffee this week earns two stamps.\nSee you at {business_name}');

  // A button with a link no mail client should follow is refused in plain words, and nothing is saved.
  await designer.getByRole('button', { name: 'Add button' }).click();
  const button = designer.getByRole('listitem', { name: 'Button block' });
  await button.getByLabel('Button label').fill('See the menu');
  await button.getByLabel('Button link').fill('javascript:alert(1)');
  await editor.getByRole('button', { name: 'Create template' }).click();
  await expect(editor.getByTestId('template-error')).toHaveText(EMAIL_DESIGN_MESSAGES.buttonUrl);
  await expect(button.getByText(EMAIL_DESIGN_MESSAGES.buttonUrl)).toBeVisible();
  await button.getByLabel('Button link').fill('https://beanthere.example/menu');

  await designer.getByRole('button', { name: 'Add divider' }).click();
  await designer.getByRole('button', { name: 'Add image' }).click();
  const image = designer.getByRole('listitem', { name: 'Image block' });
  await image.getByLabel('Image address').fill('http://cdn.example/latte.jpg');
  await editor.getByRole('button', { name: 'Create template' }).click();
  await expect(editor.getByTestId('template-error')).toHaveText(EMAIL_DESIGN_MESSAGES.imageUrl);
  await image.getByRole('button', { name: 'Remove image' }).click();
  // The divider goes above the button.
  await designer.getByRole('button', { name: 'Move divider up' }).click();
  await expect(designer.getByTestId('design-block')).toHaveText([/Heading/, /Text/, /Divider/, /Button/]);

  // The server's rendering, with the sample customer: heading, words, and a button in the business colour.
  await expect(frame.getByText('Double stamps, Sam!')).toBeVisible();
  await expect(frame.getByText(`See you at ${account.companyName}`)).toBeVisible();
  const link = frame.getByRole('link', { name: 'See the menu' });
  await expect(link).toHaveAttribute('href', 'https://beanthere.example/menu');
  await expect(link).toHaveCSS('background-color', 'rgb(180, 83, 9)');
  await expectAccessible(page, 'the visual email editor');
  await shootBothWidths(page, 'email-design-editor');
  await shootViewport(page, 'email-design-preview', editor.getByTestId('template-preview'));

  await editor.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByText(TEMPLATE_MESSAGES.created)).toBeVisible();
  const card = page.getByTestId('template-card').filter({ hasText: 'Double stamps' });
  await card.getByRole('button', { name: 'Edit Double stamps' }).click();
  // It opens again as blocks, in the order saved.
  await expect(page.getByTestId('design-block')).toHaveText([/Heading/, /Text/, /Divider/, /Button/]);

  // HTML on request: the blocks become their HTML, asked first.
  await page.getByRole('tab', { name: 'HTML or text' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Edit this email as HTML?' });
  await ask.getByRole('button', { name: 'Edit as HTML' }).click();
  await expect(page.getByLabel('Body')).toHaveValue(
    /<a href="https:\/\/beanthere\.example\/menu"[^>]*>See the menu<\/a>/,
  );
  await page.getByRole('button', { name: 'Cancel' }).click();

  // A campaign starts from the designed template and goes out as designed, its button's link tracked.
  await sendOk(page, 'put', '/api/settings/sending', {
    postalAddress: '1 Main Street, Springfield',
    timeZone: 'America/New_York',
    quietHoursStart: '21:00',
    quietHoursEnd: '08:00',
  });
  const customer = uniqueEmail('designed');
  await sendOk(page, 'post', '/api/customers', { firstName: 'Ada', email: customer, phone: '(415) 555-0190' });
  const draft = (await sendOk(page, 'post', '/api/campaigns', { name: 'Stamp week', type: 'email' })) as TCampaign;
  await page.goto(`/campaigns/${draft.id}`);
  await expect(page.getByRole('tab', { name: 'Visual editor' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Start from a template').selectOption({ label: 'Double stamps' });
  await expect(page.getByTestId('design-block')).toHaveCount(4);
  await expect(page.getByRole('textbox', { name: 'Heading' })).toHaveValue('Double stamps, {firstName}!');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('design-block')).toHaveCount(4);
  await shootBothWidths(page, 'email-design-campaign');
  await page.getByRole('button', { name: 'Send now' }).click();
  await page
    .getByRole('alertdialog', { name: 'Send campaign now?' })
    .getByRole('button', { name: /^Send to 1 customer/ })
    .click();
  await expect(page.getByTestId('campaign-status')).toHaveText(/Sending|Sent/);

  const admin = await superAdminApi(baseURL ?? '');
  const message = await waitForOutboxMessage(
    admin,
    customer,
    (m) => m.subject === `Double stamps at ${account.companyName}`,
  );
  expect(message.text).toContain('Double stamps, Ada!');
  expect(message.text).toMatch(/See the menu \(https?:\/\/[^)]+\/r\/beanthere\.example\//);
});
