import { expect, type Page } from '@playwright/test';
import { SSO_MESSAGES } from '@regulars/contracts';
import { startOidcIssuer } from '../../server/test/stubs/oidc-issuer.ts';
import { newAccount, shootBothWidths, shootCardBothWidths, signUpViaApi, test, toastsGone } from './helpers.ts';

// The agency's provider: an OpenID Connect issuer on this machine (the server under test allows one there:
// SSO_ALLOW_PRIVATE in playwright.config.ts). It signs in as the email the app hints, or as `state.signInAs`.
const CLIENT = { clientId: 'regulars-e2e', clientSecret: 'e2e-client-secret-0123456789' };
let issuer: Awaited<ReturnType<typeof startOidcIssuer>>;
test.beforeAll(async () => {
  issuer = await startOidcIssuer(CLIENT);
});
test.afterAll(async () => {
  await issuer?.stop();
});

/** From /login: "Sign in with single sign-on", the work email, Continue. */
async function startSingleSignOn(page: Page, email: string, shoot?: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with single sign-on (SSO)' }).click();
  const field = page.getByRole('textbox', { name: 'Work email' });
  await expect(field).toBeFocused();
  await field.fill(email);
  if (shoot) await shootBothWidths(page, shoot);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('an agency’s staff sign in with the agency’s own OpenID Connect provider (issue 53)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A domain of this run's own, so no other account's email falls under it.
  const domain = `harbour-${Math.random().toString(36).slice(2, 10)}.example.test`;
  const account = { ...newAccount('sso'), email: `owner@${domain}`, companyName: 'Harbour Lane Agency' };
  await signUpViaApi(page, account, 'Agency');

  await page.goto('/company');
  const card = page.getByTestId('sso-card');
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('heading', { name: 'Single sign-on' })).toBeVisible();
  await expect(card.getByTestId('sso-redirect-uri')).toHaveText(`${baseURL}/api/auth/sso/callback`);
  const issuerField = card.getByRole('textbox', { name: 'Issuer URL' });
  const turnOn = card.getByRole('button', { name: 'Turn on single sign-on' });

  // An address where no provider answers: the server's reason, under the field.
  await issuerField.fill(`${issuer.issuer}/nowhere`);
  await card.getByRole('textbox', { name: 'Client ID' }).fill(CLIENT.clientId);
  await card.getByLabel('Client secret').fill(CLIENT.clientSecret);
  await card.getByRole('textbox', { name: 'Work email domain' }).fill(domain);
  await turnOn.click();
  await expect(card.getByText(SSO_MESSAGES.discoveryFailed)).toBeVisible();
  await expect(issuerField).toHaveAttribute('aria-invalid', 'true');

  await issuerField.fill(issuer.issuer);
  await turnOn.click();
  await expect(page.getByText(SSO_MESSAGES.saved)).toBeVisible();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card.getByTestId('sso-signs-in')).toHaveText(
    `Staff with an @${domain} email sign in through ${issuer.issuer}`,
  );
  await expect(card.getByTestId('sso-last-sign-in')).toHaveText('Nobody has signed in with it yet');
  // The secret is never shown again: its field is empty and says one is saved.
  await expect(card.getByLabel('Client secret')).toHaveValue('');
  await expect(card.getByLabel('Client secret')).toHaveAttribute('placeholder', 'A secret is saved');
  await expect(card.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await toastsGone(page);
  await shootCardBothWidths(page, card, 'single-sign-on-set-up');

  // The owner signs out, and back in through the provider with their work email.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in with single sign-on (SSO)' })).toBeVisible();
  await shootBothWidths(page, 'single-sign-on-login-choice');
  await startSingleSignOn(page, account.email, 'single-sign-on-login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(account.companyName);
  expect(issuer.state.tokenRequests.at(-1)).toEqual({ clientId: CLIENT.clientId, secretOk: true });

  // The card says someone signed in through it.
  await page.goto('/company');
  await expect(card.getByTestId('sso-last-sign-in')).toHaveText(/^Last sign-in: \S/);

  // The provider signs in someone of the same domain who is not on the team: back to /login, saying so.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  issuer.state.signInAs = `someone-else@${domain}`;
  await startSingleSignOn(page, account.email);
  await expect(page).toHaveURL(/\/login\?sso=notMember$/);
  await expect(page.getByRole('alert')).toHaveText(SSO_MESSAGES.notMember);
  await expect(page.getByRole('textbox', { name: 'Work email' })).toBeVisible();
  await shootBothWidths(page, 'single-sign-on-login-refused');
  // Still signed out.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
