import { expect } from '@playwright/test';
import {
  expectAccessible,
  joinByQrCode,
  newAccount,
  SCREENS,
  sendOk,
  shootBothWidths,
  shootViewport,
  signUpViaApi,
  test,
  toastsGone,
  uniquePhone,
} from './helpers.ts';

const PHONE = { width: 390, height: 844 };

test('a customer shares her link from her phone; the friend joins through it and buys; both see their rewards, and the owner sees the referral', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, newAccount('referrals'), 'Pro');
  const program = await sendOk(page, 'post', '/api/programs', {
    name: 'Bean Points',
    type: 'points',
    config: { pointsPerDollar: 1 },
  });
  await sendOk(page, 'put', '/api/referrals', {
    enabled: true,
    friendReward: { kind: 'points', programId: program.id, points: 100 },
    referrerReward: { kind: 'reward', name: 'Free coffee', validDays: 30 },
    qualifyingAction: 'purchase',
    minimumAmount: 10,
    withinDays: 30,
    monthlyCap: 10,
  });
  const ana = await joinByQrCode(page, { firstName: 'Ana', lastName: 'Ruiz', pin: '4821' });

  // Ana, on her phone: her invitation card, shared through the phone's share sheet (its edge: what it was handed).
  const anaPhone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await anaPhone.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void shared.push(data) });
  });
  const anaPage = await anaPhone.newPage();
  await anaPage.goto('/customer/login');
  await anaPage.getByLabel('Phone number').pressSequentially(ana.phone.digits);
  await anaPage.getByLabel('PIN', { exact: true }).fill('4821');
  await anaPage.getByRole('button', { name: 'Log In' }).click();
  const invite = anaPage.getByTestId('invite-friend');
  await expect(invite.getByTestId('invite-offer')).toHaveText(
    'Give a friend 100 points. You get Free coffee after their first purchase of $10.00 or more within 30 days.',
  );
  const code = (await invite.getByTestId('invite-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-HJ-KM-NP-Z2-9]{8}$/);
  await invite.scrollIntoViewIfNeeded();
  await invite.screenshot({ path: `${SCREENS}/referrals-portal-invite-390.png` });
  await expectAccessible(anaPage, 'the portal with the invitation at 390 px');
  await invite.getByRole('button', { name: 'Share' }).click();
  const shared = (await anaPage.evaluate(() => (window as unknown as { __shared: { url: string }[] }).__shared)) ?? [];
  expect(shared).toHaveLength(1);
  expect(shared[0]?.url).toMatch(new RegExp(`/i/${code}$`));

  // Ben opens the link on his phone: the form says who invited him and what he gets; he joins.
  const benPhone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const benPage = await benPhone.newPage();
  await benPage.goto(new URL(shared[0]?.url ?? '').pathname);
  await expect(benPage).toHaveURL(new RegExp(`/signup-form/[^?]+\\?ref=${code}$`));
  const banner = benPage.getByTestId('invitation-banner');
  await expect(banner).toContainText('Ana invited you');
  await expect(banner).toContainText('You get 100 points after your first purchase of $10.00 or more within 30 days.');
  await benPage.screenshot({ path: `${SCREENS}/referrals-signup-invited-390.png`, fullPage: true });
  await expectAccessible(benPage, 'the invited sign-up form at 390 px');
  const ben = uniquePhone();
  await benPage.getByLabel('First name').fill('Ben');
  await benPage.getByLabel('Last name').fill('Okafor');
  await benPage.getByLabel('Mobile number').fill(ben.display);
  await benPage.getByLabel('Create a PIN').fill('1357');
  await benPage.getByRole('button', { name: 'Join now' }).click();
  await expect(benPage.getByRole('heading', { name: "You're in, Ben!" })).toBeVisible();

  // He buys $12 at the counter: the purchase qualifies him, and both are rewarded then.
  const found = await (await page.request.get(`/api/customers?search=${ben.digits}`)).json();
  const benId = found.customers[0]?.id as string;
  const bought = await sendOk(page, 'post', `/api/customers/${benId}/purchases`, {
    idempotencyKey: crypto.randomUUID(),
    amount: 12,
  });
  expect(bought.changes).toEqual([
    '+12 points',
    'Referral reward: +100 points',
    'The customer who invited them gets Free coffee',
  ]);

  // Signed in with the PIN he just chose once the link leads to his card (it leads to the log-in page until then).
  const rewards = benPage.getByRole('link', { name: 'View my rewards' });
  await expect(rewards).toHaveAttribute('href', '/customer/dashboard');
  await rewards.click();
  await expect(benPage).toHaveURL(/\/customer\/dashboard$/);
  await expect(benPage.getByTestId('portal-program').filter({ hasText: 'Bean Points' })).toContainText('112');

  await anaPage.reload();
  await expect(anaPage.getByText('Free coffee').first()).toBeVisible();
  await expect(anaPage.getByTestId('invite-joined')).toHaveText('1 friend joined · 1 rewarded');
  await benPhone.close();
  await anaPhone.close();

  // Cleo gives Ana's code at the counter (read out in lower case): she joins as Ana's referral, waiting to qualify.
  await page.goto('/checkin');
  const cleo = uniquePhone();
  await page.getByRole('searchbox', { name: 'Find a customer' }).fill(cleo.display);
  const enrol = page.getByRole('form', { name: 'Enrol new customer' });
  await enrol.getByLabel('First name').fill('Cleo');
  await enrol.getByLabel('Referral code (optional)').fill('ZZZZZZZZ');
  await enrol.getByRole('button', { name: 'Enrol customer' }).click();
  await expect(enrol.getByRole('alert')).toContainText('No customer here has this referral code');
  await enrol.getByLabel('Referral code (optional)').fill(code.toLowerCase());
  await enrol.getByRole('button', { name: 'Enrol customer' }).click();
  await expect(page.getByTestId('customer-name')).toHaveText('Cleo');

  // The owner's card: the rule, the counts and the referrals, one rewarded, one waiting.
  await page.goto('/programs');
  const card = page.getByTestId('referrals-card');
  await expect(card.getByTestId('referrals-state')).toHaveText('On');
  const row = card.getByRole('row').filter({ hasText: 'Ben Okafor' });
  await expect(row).toContainText('Ana Ruiz');
  await expect(row).toContainText('Rewarded');
  await expect(card.getByRole('row').filter({ hasText: 'Cleo' })).toContainText('Waiting to qualify');
  await card.scrollIntoViewIfNeeded();
  await toastsGone(page);
  await shootBothWidths(page, 'referrals-programs');

  // Analytics: Ben's link opened, Ben and Cleo joined, Ben qualified, a reward to each side.
  await page.goto('/analytics');
  const section = page.getByRole('region', { name: 'Refer a friend', exact: true });
  const value = (label: string) =>
    section.getByRole('region', { name: label, exact: true }).getByTestId('figure-value');
  await expect(value('Invites opened')).toHaveText('1');
  await expect(value('Friends joined')).toHaveText('2');
  await expect(value('Friends qualified')).toHaveText('1');
  await expect(value('Referral rewards given')).toHaveText('2');
  await expect(section.getByRole('region', { name: 'Friends joined', exact: true })).toContainText(
    '0 held by the fraud rules',
  );
  await shootViewport(page, 'referrals-analytics', section);
});

test('the owner sets up refer-a-friend on the Programs screen with stamps for the inviter; a wrong number is refused in plain words', async ({
  page,
}) => {
  await signUpViaApi(page, newAccount('referrals-setup'), 'Pro');
  await sendOk(page, 'post', '/api/programs', { name: 'Bean Points', type: 'points', config: { pointsPerDollar: 1 } });
  const card10 = await sendOk(page, 'post', '/api/programs', {
    name: 'Coffee card',
    type: 'stamp_card',
    config: { stampsRequired: 10, rewardDescription: 'Free coffee' },
  });
  await page.goto('/programs');
  const card = page.getByTestId('referrals-card');
  await card.getByRole('button', { name: 'Set up refer-a-friend' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await shootBothWidths(page, 'referrals-dialog');
  await dialog.getByLabel('Within (days)').fill('0');
  await dialog.getByRole('button', { name: /Save/ }).click();
  await expect(dialog.getByText('Enter a number of days between 1 and 365')).toBeVisible();
  await dialog.getByLabel('Within (days)').fill('30');
  // The customer who invites gets stamps: more than the card takes is refused in the server's words.
  const inviter = dialog.getByRole('group', { name: 'Your customer gets', exact: true });
  await inviter.getByRole('radio', { name: /Stamps/ }).check();
  await expect(inviter.getByLabel('Stamp card')).toHaveValue(card10.id);
  await inviter.getByLabel('Number of stamps').fill('12');
  await dialog.getByRole('button', { name: /Save/ }).click();
  await expect(inviter.getByText('This card takes 10 stamps: give at most 10')).toBeVisible();
  await shootViewport(page, 'referrals-stamps-error', inviter);
  await inviter.getByLabel('Number of stamps').fill('5');
  await dialog.getByRole('button', { name: /Save/ }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('5 stamps on Coffee card');
  await expect(page.getByText('Refer-a-friend saved')).toBeVisible();
  await expect(card.getByTestId('referrals-state')).toHaveText('On');
  await expect(card).toContainText('No referrals yet');
  await toastsGone(page);
  await shootBothWidths(page, 'referrals-set-up');
});
