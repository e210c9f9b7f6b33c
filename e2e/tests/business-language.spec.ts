import { expect } from '@playwright/test';
import {
  expectAccessible,
  newAccount,
  SCREENS,
  sendOk,
  shootBothWidths,
  signUpViaApi,
  superAdminApi,
  test,
  uniqueEmail,
  waitForOutboxMessage,
} from './helpers.ts';

const PHONE = { width: 390, height: 844 };

/** A Spanish mobile number nobody else in the run has, as people in Spain type it. */
function spanishMobile() {
  const digits = `6${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

test('a café in Madrid: its sign-up form speaks Spanish on a phone, from the programs to the welcome, and refuses in Spanish', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, newAccount('cafe-madrid'), 'Pro');
  await sendOk(page, 'patch', '/api/settings/money', { currency: 'EUR', locale: 'es-ES' });
  await sendOk(page, 'patch', '/api/settings/country', { country: 'ES' });
  await sendOk(page, 'post', '/api/programs', {
    name: 'Puntos Sol',
    type: 'points',
    config: { pointsPerDollar: 1, welcomeBonus: 20 },
  });
  const form = await sendOk(page, 'post', '/api/qr-codes', {});

  // Her phone is set to English: the form still speaks the café's language.
  const phoneContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'en-US' });
  const phone = await phoneContext.newPage();
  await phone.goto(`/signup-form/${form.code}`);
  await expect(phone.getByRole('heading', { name: 'Únete a nuestras recompensas' })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'es');
  await expect(phone.getByText('Consigue 20 puntos extra solo por unirte')).toBeVisible();
  await expect(
    phone.getByText(/^Gana 1 punto por cada 1\s€ · canjea desde 100 puntos · 20 puntos de bienvenida$/),
  ).toBeVisible();
  await expect(phone.getByLabel('Número de móvil')).toHaveAttribute('placeholder', '612 34 56 78');
  await expect(phone.getByText(/^Sí, quiero recibir mensajes de texto de /)).toBeVisible();

  // Nothing typed: each refusal beside its field, in Spanish.
  await phone.getByRole('button', { name: 'Unirme ahora' }).click();
  await expect(phone.getByText('El número de teléfono es obligatorio')).toBeVisible();
  await expect(phone.getByText('El PIN debe tener de 4 a 6 dígitos')).toBeVisible();
  await shootBothWidths(phone, 'business-language-form-es');
  await phone.setViewportSize(PHONE);

  await phone.getByLabel('Nombre').fill('Lucía');
  await phone.getByLabel('Número de móvil').fill(spanishMobile());
  await phone.getByLabel('Crea un PIN').fill('2468');
  await phone.getByRole('button', { name: 'Unirme ahora' }).click();
  await expect(phone.getByRole('heading', { name: '¡Ya estás dentro, Lucía!' })).toBeVisible();
  await expect(phone.getByText('Ya tienes 20 puntos de bienvenida en tu cuenta')).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Ver mis recompensas' })).toBeVisible();
  await phone.screenshot({ path: `${SCREENS}/business-language-joined-es-390.png`, fullPage: true });
  await expectAccessible(phone, 'the joined sign-up form in Spanish at 390 px');

  // Her rewards, in Spanish too: the portal speaks the café's language until she chooses her own.
  // Once the page has signed her in with the PIN just chosen, the link opens her card.
  const rewards = phone.getByRole('link', { name: 'Ver mis recompensas' });
  await expect(rewards).toHaveAttribute('href', '/customer/dashboard');
  await rewards.click();
  await expect(phone.getByRole('heading', { name: '¡Hola de nuevo, Lucía!' })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'es');
  await expect(phone.getByRole('heading', { name: 'Tus programas de fidelidad' })).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Tus recompensas' })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(phone.getByTestId('stat-total-points').locator('dd')).toHaveText('20');
  await expect(phone.getByText('Your Loyalty Programs')).toHaveCount(0);
  await shootBothWidths(phone, 'business-language-portal-es');
  await phone.setViewportSize(PHONE);

  // She reads Portuguese better: the whole portal switches, and stays so when she comes back.
  await phone.getByLabel('Idioma').selectOption('pt-BR');
  await expect(phone.getByRole('heading', { name: 'Seus programas de fidelidade' })).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Que bom ter você de volta, Lucía!' })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Seus programas de fidelidade' })).toBeVisible();
  await phoneContext.close();
});

test('the portal’s way in speaks the browser’s language: a wrong PIN is refused in Spanish', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto('/customer/login');
  await expect(page.getByRole('heading', { name: 'Portal de clientes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByLabel('Número de teléfono').fill(spanishMobile());
  await page.getByLabel('PIN', { exact: true }).fill('2468');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'No hemos encontrado este número de teléfono. Compruébalo y vuelve a intentarlo.',
  );
  await shootBothWidths(page, 'business-language-portal-login-es');
  await context.close();
});

test('a sign-up link that leads nowhere speaks the visitor’s language', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/signup-form/no-such-code');
  await expect(page.getByRole('heading', { name: "Ce lien d'inscription ne fonctionne pas" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Déjà membre ? Se connecter' })).toBeVisible();
  await expect(page.getByText('Propulsé par')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.screenshot({ path: `${SCREENS}/business-language-not-found-fr-390.png`, fullPage: true });
  await expectAccessible(page, 'the French not-found page at 390 px');
  await context.close();
});

test('an e-mail’s unsubscribe page speaks the business’s language: a Lisbon shop’s customer leaves in Portuguese', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await superAdminApi(baseURL ?? '');
  await signUpViaApi(page, newAccount('loja-lisboa'), 'Pro');
  await sendOk(page, 'patch', '/api/settings/money', { currency: 'EUR', locale: 'pt-PT' });
  const template = await sendOk(page, 'post', '/api/email-templates', {
    name: 'Obrigado',
    triggerType: 'custom',
    subject: 'Obrigado pela visita',
    body: 'Olá {firstName}!',
  });
  const email = uniqueEmail('loja-lisboa');
  const customer = await sendOk(page, 'post', '/api/customers', { firstName: 'Inês', email });
  await sendOk(page, 'post', `/api/customers/${customer.customer.id}/quick-email`, { templateId: template.id });
  const mail = await waitForOutboxMessage(admin, email, () => true);
  // The footer speaks the shop's language too.
  const link = new URL(/\nCancelar inscrição: (\S+)/.exec(mail.text)?.[1] ?? '').pathname;

  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'en-GB' });
  const phone = await context.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: /^Cancelar a inscrição de / })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(phone.getByText('Preferências de e-mail')).toBeVisible();
  await phone.getByRole('button', { name: 'Cancelar inscrição' }).click();
  await expect(phone.getByRole('heading', { name: 'Inscrição cancelada' })).toBeVisible();
  await expect(phone.getByText(/não vai mais enviar e-mails para /)).toBeVisible();
  await phone.screenshot({ path: `${SCREENS}/business-language-unsubscribed-pt-390.png`, fullPage: true });
  await expectAccessible(phone, 'the Portuguese unsubscribe page at 390 px');
  await context.close();
});
