import { expect, type Locator, type Page } from '@playwright/test';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  invitationLink,
  newAccount,
  sendOk,
  shootBothWidths,
  signUpViaApi,
  test,
  uniqueEmail,
} from './helpers.ts';

// A French month, abbreviated as fr-FR writes it: 'nov.', 'déc.', 'janv.', 'mai'.
const FRENCH_DAY = String.raw`\d{1,2} (?:janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\.)`;

/** A Pro café in Lyon (euros, fr-FR, France) with a stamp card, a free item and one customer; her answer. */
async function openCafeInLyon(page: Page) {
  await signUpViaApi(page, newAccount('cafe-lyon'), 'Pro');
  await sendOk(page, 'patch', '/api/settings/money', { currency: 'EUR', locale: 'fr-FR' });
  await sendOk(page, 'patch', '/api/settings/country', { country: 'FR' });
  await sendOk(page, 'post', '/api/programs', {
    name: 'Carte café',
    type: 'stamp_card',
    config: { stampsRequired: 10, rewardDescription: 'Un café offert', cooldownMinutes: 0 },
  });
  await sendOk(page, 'post', '/api/programs', {
    name: 'Viennoiserie',
    type: 'free_item',
    config: { itemName: 'Croissant', requiredPurchases: 1, validDays: 30 },
  });
  return sendOk(page, 'post', '/api/customers', { firstName: 'Zoé', lastName: 'Martin', phone: '06 12 34 56 78' });
}

test('a café in Lyon: its owner’s dashboard and counter speak French, dates the French way, and switch at the sidebar’s foot', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openCafeInLyon(page);

  // Nobody chose a language: the app speaks the café's.
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: /^Bienvenue, / })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Principale' });
  await expect(nav.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  const trend = page.getByTestId('dashboard-trend');
  await expect(trend.getByText('30 derniers jours', { exact: true })).toBeVisible();
  await expect(
    trend.getByText(new RegExp(`^${FRENCH_DAY} – ${FRENCH_DAY}, par rapport aux 30 jours précédents$`)),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Clients au total' })).toContainText('1');
  await shootBothWidths(page, 'owner-language-dashboard-fr');

  await nav.getByRole('link', { name: 'Comptoir' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comptoir' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Trouver un client' }).fill('Zoé');
  await page.getByRole('button', { name: /Zoé Martin/ }).click();
  await expect(page.getByTestId('customer-name')).toHaveText('Zoé Martin');
  // The phone as the French write it.
  await expect(page.getByText(/CUS\d+ · 06 12 34 56 78/)).toBeVisible();

  await page.getByLabel('Montant de l’achat').fill('4,50');
  await page.getByRole('button', { name: 'Enregistrer l’achat' }).click();
  const result = page.getByTestId('action-result');
  await expect(result).toContainText('Achat enregistré');
  await expect(result).toContainText('Tampon 1 sur 10');
  await expect(result.getByRole('button', { name: /^Annuler/ })).toContainText(/encore \d:\d\d/);
  const croissant = page.getByTestId('available-reward').filter({ hasText: 'Croissant' });
  await expect(croissant).toContainText(new RegExp(`Expire le ${FRENCH_DAY} \\d{4}`));
  await shootBothWidths(page, 'owner-language-counter-fr');

  // Her own choice, at the sidebar's foot: the whole frame and the counter's next answer in German.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('de');
  await expect(
    page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Übersicht' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('button', { name: 'Besuch erfassen' }).click();
  await expect(result).toContainText('Stempel 2 von 10');
});

/** Whether two elements' boxes overlap on the screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error('an element is not on the screen');
  return (
    one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height
  );
}

/** Whether the element's text is cut (wider than its box) or broken over more than one line. */
const cutOrBroken = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return (
      node.scrollWidth > node.clientWidth || new Set(Array.from(range.getClientRects(), (rect) => rect.top)).size > 1
    );
  });

test('the café’s customer page, programs and company read in French at both widths, no word cut or pushed over another', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { customer } = await openCafeInLyon(page);

  await page.goto(`/customers/${customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Zoé Martin' })).toBeVisible();
  const pinStatus = page.getByTestId('pin-status');
  await expect(pinStatus).toHaveText('Non défini');
  const setPin = page.getByRole('button', { name: 'Définir le code PIN' });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await overlap(pinStatus, setPin), `the PIN's badge and its button at ${width} px`).toBe(false);
  }
  await shootBothWidths(page, 'owner-language-customer-fr');

  await page.goto('/programs');
  await expect(page.getByRole('heading', { level: 1, name: 'Programmes de fidélité' })).toBeVisible();
  const created = page
    .getByTestId('program-card')
    .first()
    .getByText(/^Créé le /);
  await expect(created).toHaveText(new RegExp(`^Créé le ${FRENCH_DAY} \\d{4}$`));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await cutOrBroken(created), `a program's date at ${width} px`).toBe(false);
  }
  await shootBothWidths(page, 'owner-language-programs-fr');

  await page.goto('/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil de l’entreprise' })).toBeVisible();
  const percent = page.getByText(/^\d+ %$/);
  await expect(percent).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await cutOrBroken(percent), `the seats' share at ${width} px`).toBe(false);
  }
  await shootBothWidths(page, 'owner-language-company-fr');
});

test('the café’s settings, campaigns, templates, messages and figures read in French at both widths', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openCafeInLyon(page);
  const nav = page.getByRole('navigation', { name: 'Principale' });

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await expect(page.getByText('Devise et langue', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exporter toutes les données' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await shootBothWidths(page, 'owner-language-settings-fr');

  // A campaign made from the list's dialog opens in the composer, French from its first word to its last.
  await nav.getByRole('link', { name: 'Campagnes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campagnes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Automatisations' })).toBeVisible();
  await shootBothWidths(page, 'owner-language-campaigns-fr');
  await page.getByRole('button', { name: 'Créer une campagne' }).first().click();
  const create = page.getByRole('dialog');
  await create.getByLabel('Nom de la campagne').fill('Rentrée');
  await create.getByRole('button', { name: 'Créer une campagne' }).click();
  await expect(page.getByRole('heading', { name: 'Audience' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prêt à envoyer ?' })).toBeVisible();
  await shootBothWidths(page, 'owner-language-composer-fr');

  await nav.getByRole('link', { name: 'Modèles de SMS' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modèles de SMS' })).toBeVisible();
  await shootBothWidths(page, 'owner-language-sms-templates-fr');
  // A new template's editor, its preview still empty (its grey line once read too pale on its grey bubble).
  await page.getByRole('button', { name: 'Nouveau modèle' }).first().click();
  await expect(
    page.getByTestId('template-editor').getByRole('heading', { name: 'Nouveau modèle de SMS' }),
  ).toBeVisible();
  await expectAccessible(page, 'a new SMS template in French');
  await nav.getByRole('link', { name: 'Modèles d’e-mail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modèles d’e-mail' })).toBeVisible();
  await shootBothWidths(page, 'owner-language-email-templates-fr');

  await nav.getByRole('link', { name: 'Communications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Communications' })).toBeVisible();
  await shootBothWidths(page, 'owner-language-communications-fr');

  // The figures count Zoé's visit, under a period written the French way.
  await nav.getByRole('link', { name: 'Statistiques' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
  await expect(page.getByText(new RegExp(FRENCH_DAY)).first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await shootBothWidths(page, 'owner-language-analytics-fr');
});

test('the way in, in a French browser: a team invitation and the sign-up read in French', async ({
  page,
  browser,
  baseURL,
}) => {
  await openCafeInLyon(page);
  await sendOk(page, 'post', '/api/company/setup', {});
  const email = uniqueEmail('equipier');
  await sendOk(page, 'post', '/api/company/invitations', { email });
  const link = await invitationLink(baseURL ?? '', email);

  const context = await browser.newContext({ baseURL, locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  const invitee = await context.newPage();
  await invitee.goto(link);
  await expect(invitee.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(invitee.getByRole('heading', { name: 'Invitation à rejoindre une équipe' })).toBeVisible();
  await expect(invitee.getByText(/vous invite à rejoindre son équipe$/)).toBeVisible();
  await expect(invitee.getByRole('tab', { name: 'Créer un compte' })).toBeVisible();
  await expectNoSidewaysScroll(invitee, 390);
  await shootBothWidths(invitee, 'owner-language-invitation-fr');

  await invitee.goto('/signup');
  await expect(invitee.getByRole('heading', { level: 1, name: 'Créez votre compte' })).toBeVisible();
  await expect(invitee.getByText('Choisissez votre formule')).toBeVisible();
  await expect(invitee.getByText('Gratuit pour toujours')).toBeVisible();
  await shootBothWidths(invitee, 'owner-language-signup-fr');
  await context.close();
});

test('an agency in Lyon: its clients read in French', async ({ page }) => {
  await signUpViaApi(page, { ...newAccount('agence-lyon'), companyName: 'Agence Rhône' }, 'Agency');
  await sendOk(page, 'patch', '/api/settings/money', { currency: 'EUR', locale: 'fr-FR' });
  await page.goto('/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients de l’agence' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter une entreprise' }).first()).toBeVisible();
  await shootBothWidths(page, 'owner-language-clients-fr');
});
