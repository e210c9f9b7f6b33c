import { expect, test as plainTest } from '@playwright/test';
import { newAccount, signUpViaApi, test, watchCspViolations } from './helpers.ts';
import { postQrCodeAt } from './locations-api.ts';

// `test` from the helpers fails a journey on any CSP violation; these visit the screens most likely to break one.

test('public pages run under the Content-Security-Policy', async ({ page }) => {
  const landing = await page.goto('/');
  expect(landing?.headers()['content-security-policy']).toContain("script-src 'self';");
  await expect(page.getByTestId('pricing-card')).toHaveCount(3);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await page.goto('/signup');
  await expect(page.getByRole('radio', { name: 'Free' })).toBeChecked();
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Regulars API reference' })).toBeVisible();
  await page.goto('/api/v1/docs');
  await expect(page.getByRole('heading', { name: 'Regulars public API reference' })).toBeVisible();
});

test('signed-in screens, QR images included, run under the Content-Security-Policy', async ({ page }) => {
  await signUpViaApi(page, newAccount('csp'));
  const qr = await postQrCodeAt(page.request, 'Front Counter');
  expect(qr.status(), await qr.text()).toBe(201);
  const program = await page.request.post('/api/programs', {
    data: { name: 'Bean Points', type: 'points', config: { welcomeBonus: 50 } },
  });
  expect(program.status(), await program.text()).toBe(201);

  for (const path of ['/dashboard', '/customers', '/subscription', '/programs']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("img-src 'self' data: blob: https:;");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByText('Bean Points').first()).toBeVisible();

  await page.goto('/qr-codes');
  // The code is a data: image: it must load, not be blocked by img-src.
  const image = page.locator('img[alt="QR code for Front Counter"]');
  await expect(image).toHaveAttribute('src', /^data:image\/png/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

plainTest('the policy is enforced and a violation is noticed', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  // What an injected script would do: refused by script-src 'self', and reported.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.join('\n')).toContain('script-src');
});
