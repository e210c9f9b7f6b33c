import { expect } from '@playwright/test';
import { newAccount, shootBothWidths, signUpViaApi, test } from './helpers.ts';

test('SMS templates: create, validate, count parts, preview, edit and toggle', async ({ page }) => {
  const account = newAccount('smstemplates');
  await signUpViaApi(page, account);
  await page.goto('/sms-templates');
  await expect(page.getByRole('heading', { level: 1, name: 'SMS Templates' })).toBeVisible();
  await expect(page.getByText('No SMS templates yet')).toBeVisible();

  await page.getByRole('button', { name: 'New template' }).first().click();
  const editor = page.getByTestId('template-editor');
  await expect(editor.getByRole('heading', { name: 'New SMS template' })).toBeVisible();

  // Blank: the spec's message, and nothing saved.
  await editor.getByRole('button', { name: 'Create template' }).click();
  await expect(editor.getByTestId('template-error')).toHaveText('Name and message are required');
  await editor.getByLabel('Name', { exact: true }).fill('Welcome text');
  await editor.getByRole('button', { name: 'Create template' }).click();
  await expect(editor.getByTestId('template-error')).toHaveText('Name and message are required');

  // The preview fills the placeholders for the sample customer and the business; a chip inserts at the cursor.
  const message = editor.getByLabel('Message', { exact: true });
  await message.fill('Hi , welcome to {business_name}!');
  await message.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(3, 3));
  await editor.getByRole('button', { name: /^Insert \{firstName\}/ }).click();
  await expect(message).toHaveValue('Hi {firstName}, welcome to {business_name}!');
  await expect(editor.getByTestId('template-preview')).toHaveText(`Hi Sam, welcome to ${account.companyName}!`);
  const counter = editor.getByTestId('sms-counter');
  await expect(counter).toContainText('1 SMS');
  await expect(counter).toContainText('GSM-7 (160 per SMS)');

  // An unknown placeholder is shown as typed, with a warning.
  await message.fill('Hi {first_name}!');
  await expect(editor.getByTestId('placeholder-warning')).toContainText(
    'Unknown placeholder {first_name} will be sent as typed.',
  );
  await expect(editor.getByTestId('template-preview')).toHaveText('Hi {first_name}!');

  // 160 characters fit one SMS; one more is two parts of 153 and the warning.
  await message.fill('a'.repeat(160));
  await expect(counter).toContainText('160 characters');
  await expect(counter).toContainText('1 SMS');
  await expect(editor.getByText('Messages over 160 characters are sent as multiple SMS')).toHaveCount(0);
  await message.fill('a'.repeat(161));
  await expect(counter).toContainText('161 characters');
  await expect(counter).toContainText('2 SMS parts');
  await expect(counter).toContainText('GSM-7 (153 per part)');
  await expect(editor.getByText('Messages over 160 characters are sent as multiple SMS')).toBeVisible();
  // An emoji switches the whole message to UCS-2: 70 per SMS.
  await message.fill(`${'a'.repeat(68)}😀`);
  await expect(counter).toContainText('70 characters');
  await expect(counter).toContainText('UCS-2 (70 per SMS)');
  await message.fill(`${'a'.repeat(69)}😀`);
  await expect(counter).toContainText('2 SMS parts');
  await expect(counter).toContainText('UCS-2 (67 per part)');
  await message.fill('a€'.repeat(10));
  await expect(counter).toContainText('30 characters');

  await message.fill('Hi {firstName}, welcome to {business_name}! You have {points} points.');
  await editor.getByLabel('Trigger').selectOption({ label: 'Welcome' });
  await expect(editor.getByLabel('Trigger').locator('option').last()).toHaveText('Referral: joined through a friend');
  await editor.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByText('Template created successfully')).toBeVisible();
  await expect(page.getByTestId('template-editor')).toHaveCount(0);

  const card = page.getByTestId('template-card').filter({ hasText: 'Welcome text' });
  await expect(card).toContainText('Welcome');
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Hi {firstName}, welcome to {business_name}!');

  // Edit in place.
  await card.getByRole('button', { name: 'Edit Welcome text' }).click();
  const edit = page.getByTestId('template-editor');
  await expect(edit.getByRole('heading', { name: 'Edit “Welcome text”' })).toBeVisible();
  await edit.getByLabel('Message', { exact: true }).fill('');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByTestId('template-error')).toHaveText('Name and message are required');
  await edit.getByLabel('Name', { exact: true }).fill('Hello text');
  await edit.getByLabel('Message', { exact: true }).fill('Thanks for visiting {business_name}, {firstName}!');
  await edit.getByLabel('Trigger').selectOption({ label: 'Points expiring' });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Template updated successfully')).toBeVisible();
  const edited = page.getByTestId('template-card').filter({ hasText: 'Hello text' });
  await expect(edited).toContainText('Points expiring');
  await expect(edited).toContainText('Thanks for visiting {business_name}, {firstName}!');

  // Deactivate and activate again.
  await edited.getByRole('button', { name: 'Deactivate Hello text' }).click();
  await expect(page.getByText('Hello text deactivated')).toBeVisible();
  await expect(edited).toContainText('Inactive');
  await edited.getByRole('button', { name: 'Activate Hello text' }).click();
  await expect(page.getByText('Hello text activated')).toBeVisible();
  await expect(edited.getByRole('button', { name: 'Deactivate Hello text' })).toBeVisible();

  // A second template lands on top; the list survives a reload.
  await page.getByRole('button', { name: 'New template' }).click();
  await page.getByTestId('template-editor').getByLabel('Name', { exact: true }).fill('Birthday');
  await page.getByTestId('template-editor').getByLabel('Trigger').selectOption({ label: 'Birthday' });
  await page
    .getByTestId('template-editor')
    .getByLabel('Message', { exact: true })
    .fill('Happy birthday {firstName}! A treat waits for you at {business_name}.');
  await shootBothWidths(page, 'sms-editor');
  await page.getByTestId('template-editor').getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByTestId('template-editor')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('template-card')).toHaveCount(2);
  await expect(page.getByTestId('template-card').first()).toContainText('Birthday');
  await shootBothWidths(page, 'sms-list');
});

test('email templates: create, validate, sanitise HTML, preview, edit and toggle', async ({ page }) => {
  const account = newAccount('emailtemplates');
  await signUpViaApi(page, account);
  await page.goto('/email-templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Templates' })).toBeVisible();
  await expect(page.getByText('No email templates yet')).toBeVisible();
  await page.getByRole('button', { name: 'New template' }).first().click();
  const editor = page.getByTestId('template-editor');
  // Written as text and HTML here; the visual editor has its own journey (email-design.spec.ts).
  await editor.getByRole('tab', { name: 'HTML or text' }).click();

  await editor.getByLabel('Name', { exact: true }).fill('Birthday email');
  await editor.getByLabel('Subject').fill('Happy birthday, {firstName}!');
  await editor.getByRole('button', { name: 'Create template' }).click();
  await expect(editor.getByTestId('template-error')).toHaveText('Name, subject, and body are required');

  // Plain text preview, with the placeholders filled for Sam Lee; {email} exists in email.
  const body = editor.getByLabel('Body');
  await body.fill('Hi {name},\nA treat waits for you at {business_name}. We will write to {email}.');
  await expect(editor.getByTestId('preview-subject')).toHaveText('Happy birthday, Sam!');
  // Whitespace is compared collapsed: the line break shows as one.
  await expect(editor.getByTestId('template-preview')).toContainText(
    `Hi Sam Lee, A treat waits for you at ${account.companyName}. We will write to sam.lee@example.com.`,
  );
  // A chip goes where the cursor was last: here, the subject.
  await editor.getByLabel('Subject').focus();
  await editor.getByLabel('Subject').evaluate((el: HTMLInputElement) => el.setSelectionRange(0, 0));
  await editor.getByRole('button', { name: /^Insert \{business_name\}/ }).click();
  await expect(editor.getByLabel('Subject')).toHaveValue('{business_name}Happy birthday, {firstName}!');
  await editor.getByLabel('Subject').fill('Happy birthday, {firstName}!');

  // HTML: the preview never runs script, and the server strips it on save.
  await body.fill(
    '<h2>Happy birthday {firstName}!</h2><p onclick="alert(1)">Show this at {business_name}.</p>' +
      '<script>document.title="pwned"</script><a href="javascript:alert(1)">Claim</a><img src="x" onerror="alert(2)">',
  );
  const frame = page.frameLocator('[data-testid="preview-frame"]');
  await expect(frame.getByRole('heading', { name: 'Happy birthday Sam!' })).toBeVisible();
  await expect(frame.getByText(`Show this at ${account.companyName}.`)).toBeVisible();
  await expect(page).not.toHaveTitle('pwned');
  await editor.getByLabel('Trigger').selectOption({ label: 'Birthday' });
  await editor.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByText('Template created successfully')).toBeVisible();

  const card = page.getByTestId('template-card').filter({ hasText: 'Birthday email' });
  await expect(card).toContainText('Happy birthday, {firstName}!');
  await expect(card).toContainText('Birthday');
  await card.getByRole('button', { name: 'Edit Birthday email' }).click();
  const edit = page.getByTestId('template-editor');
  const saved = await edit.getByLabel('Body').inputValue();
  expect(saved).toContain('<h2>Happy birthday {firstName}!</h2>');
  expect(saved).not.toMatch(/<script|onclick|onerror|javascript:/i);

  await edit.getByLabel('Subject').fill('');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByTestId('template-error')).toHaveText('Name, subject, and body are required');
  await edit.getByLabel('Subject').fill('This week at {business_name}');
  await edit.getByLabel('Trigger').selectOption({ label: 'Promotional' });
  await edit.getByLabel('Body').fill('Two coffees for one, all week. {oops}');
  await expect(edit.getByTestId('placeholder-warning')).toContainText('{oops}');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Template updated successfully')).toBeVisible();
  await expect(card).toContainText('This week at {business_name}');
  await expect(card).toContainText('Promotional');

  await card.getByRole('button', { name: 'Deactivate Birthday email' }).click();
  await expect(page.getByText('Birthday email deactivated')).toBeVisible();
  await expect(card).toContainText('Inactive');
  await card.getByRole('button', { name: 'Activate Birthday email' }).click();
  await expect(page.getByText('Birthday email activated')).toBeVisible();

  await page.getByRole('button', { name: 'New template' }).click();
  const second = page.getByTestId('template-editor');
  await second.getByRole('tab', { name: 'HTML or text' }).click();
  await second.getByLabel('Name', { exact: true }).fill('Welcome email');
  await second.getByLabel('Trigger').selectOption({ label: 'Welcome' });
  await second.getByLabel('Subject').fill('Welcome to {business_name}, {firstName}');
  await second
    .getByLabel('Body')
    .fill(
      '<p>Hi {firstName},</p><p>Thanks for joining <strong>{business_name}</strong>. You start with {points} points.</p>',
    );
  await shootBothWidths(page, 'email-editor');
  await second.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByTestId('template-editor')).toHaveCount(0);
  await expect(page.getByTestId('template-card')).toHaveCount(2);
  await shootBothWidths(page, 'email-list');
});
