import fs from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, test as base, expect, type Locator, type Page, request } from '@playwright/test';
import type { TCustomerList, TOutboxMessage } from '@regulars/contracts';
import type { AxeResults, RunOptions } from 'axe-core';
import { Secret, TOTP } from 'otpauth';
import { SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD } from '../server-env.ts';
import { contrastPassed, installContrastPrints } from './contrast-memory.ts';

export const PASSWORD = 'correct-horse-1';

/** Where the screenshots to look at go (e2e/artifacts/screens: not committed). */
export const SCREENS = 'artifacts/screens';

/**
 * The screenshots are for a person to look at: CI (`CI` set) takes none of shootBothWidths' and shootViewport's, about
 * 400 a run, and still checks each width with axe.
 */
const TAKE_SCREENSHOTS = !process.env.CI;

/**
 * The page as a person finds it a moment later: the toasts of what was just done have gone (a toast sits over the
 * bottom right corner, where a card's save button often is, and takes a click meant for it).
 */
export async function toastsGone(page: Page): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  // Read by now, so closed with their own buttons instead of waited out (four seconds each, about a second of every
  // screenshot); one that leaves by itself meanwhile is just as good.
  await page.evaluate(() => {
    document.querySelectorAll<HTMLButtonElement>('[data-sonner-toast] [data-close-button]').forEach((close) => {
      close.click();
    });
  });
  // A toast under the pointer never times out: move the pointer off the page's content.
  await page.mouse.move(0, 0);
  await expect(toasts).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Full-page screenshots at 1280 and 390 px as a person finds the page (toasts gone, scrolled to the top), each
 * width checked with axe as well.
 */
export async function shootBothWidths(page: Page, name: string): Promise<void> {
  await toastsGone(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    if (TAKE_SCREENSHOTS) await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
    await expectAccessible(page, `${name} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The page at both widths, and one card alone at both (a long page: the card is what changed). */
export async function shootCardBothWidths(page: Page, card: Locator, name: string): Promise<void> {
  await shootBothWidths(page, name);
  if (!TAKE_SCREENSHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    // The app's sticky header would be drawn across a card taller than the screen: it stays at the top for the shot.
    await card.screenshot({
      path: `${SCREENS}/${name}-card-${width}.png`,
      style: 'header.sticky { position: static; }',
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The page needs no sideways scrolling at this width, once its layout has settled (right after a resize a frame can
 * still be laid out wider).
 */
export async function expectNoSidewaysScroll(page: Page, width = 390): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `the page fits ${width} px` })
    .toBeLessThanOrEqual(width);
}

/**
 * Viewport screenshots at 1280 and 390 px around `focus` (the app scrolls inside its layout, so a full-page shot
 * would cut it), each width checked with axe as well.
 */
export async function shootViewport(page: Page, name: string, focus?: Locator): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await focus?.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    if (TAKE_SCREENSHOTS) await page.screenshot({ path: `${SCREENS}/${name}-${width}.png` });
    await expectAccessible(page, `${name} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
// Moderate in axe, but a skipped heading level or content outside every landmark loses a screen-reader user.
const ALWAYS_FAILING_RULES = ['heading-order', 'region'];

/**
 * Runs axe on what the page shows now and fails on any serious or critical violation (and on heading-order and
 * region), listing each rule with its impact, the elements it found and what to do.
 */
/** The screens each page's checks passed: its address, width and markup, as `screenPrint` reads them. */
const checkedScreens = new WeakMap<Page, Set<string>>();

/**
 * What makes two checks the same check: the address, the viewport's width and a hash of the whole markup (FNV-1a),
 * read in the page. The same markup at the same width is styled and laid out the same.
 */
function screenPrint(page: Page): Promise<string> {
  return page.evaluate(() => {
    const text = `${location.href}\n${window.innerWidth}\n${document.documentElement.outerHTML}`;
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    return `${text.length}:${(hash >>> 0).toString(16)}`;
  });
}

export async function expectAccessible(page: Page, label: string): Promise<void> {
  // A check takes seconds on a loaded machine: it adds to the test's time instead of eating the journey's.
  const testInfo = base.info();
  testInfo.setTimeout(testInfo.timeout + 20_000);
  // The screen is checked once its code has arrived: the thin loading bar belongs to no screen.
  await page
    .getByTestId('route-progress')
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  // Contrast is measured on what is painted: a dialog or toast still fading in would read as too pale.
  await settleAnimations(page);
  const print = await screenPrint(page);
  let failing = await failingViolations(page);
  // A toast that starts leaving while axe reads the page is measured half faded: read again once it has settled
  // (a real violation is still there then).
  if (failing.length > 0) {
    await settleAnimations(page);
    failing = await failingViolations(page);
  }
  const report = failing.map((violation) =>
    [
      `${violation.id} (${violation.impact}): ${violation.help}`,
      ...violation.nodes.map((node) => {
        const detail = (node.any[0] ?? node.all[0] ?? node.none[0])?.message;
        return `  ${node.target.join(' ')}${detail ? ` — ${detail}` : ''}`;
      }),
    ].join('\n'),
  );
  expect(report, `accessibility of ${label} (${page.url()})`).toEqual([]);
  const checked = checkedScreens.get(page) ?? new Set<string>();
  checked.add(print);
  checkedScreens.set(page, checked);
}

/** Waits for every finite animation and transition running now to end. */
function settleAnimations(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe run inside the page, frames included (as @axe-core/playwright's legacy mode: no second page to merge results,
 * so it works on a page made by `browser.newPage()`), but injected once per document: the builder injected its
 * 550 KB twice into the main frame on every check, twice the time of the check itself. `color-contrast` reads only
 * the text whose colours have not passed yet in this worker (contrast-memory.ts).
 */
async function runAxe(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => !('axe' in window))) {
        await frame.evaluate(`${AXE_SOURCE}\n;axe.configure({ allowedOrigins: ['<same_origin>'] });`);
      }
      // Also where a spec ran @axe-core/playwright's builder itself, which brings axe alone.
      if (frame === page.mainFrame() && (await frame.evaluate(() => !('__contrastToRead' in window)))) {
        await frame.evaluate(`(${installContrastPrints.toString()})();`);
      }
    } catch {
      // A frame that went away meanwhile, or runs no script: axe reports it from the top frame as it can.
    }
  }
  // Only the violations are read: axe then lists one node of each passing or incomplete rule, not all (a check took
  // ~10% less time: 47 checks, 16.6 s against 14.9 s).
  const options: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };
  const { results, passedPrints } = await page.evaluate(
    async ({ runOptions, passed }) => {
      type TAxe = { run: (context: unknown, options: RunOptions) => Promise<AxeResults> };
      type TToRead = { toRead: Element[]; holders: number; prints: Map<Element, string> };
      const page = window as unknown as { axe: TAxe; __contrastToRead: (passed: string[]) => TToRead };
      const results = await page.axe.run(document, { ...runOptions, rules: { 'color-contrast': { enabled: false } } });
      // Read after the first run, right before the second (axe takes its context synchronously): a screen still
      // rendering (a journey's last click) replaces elements meanwhile, and axe refuses an include no longer in the
      // document ("No elements found for include in page Context", run of stop 73).
      const read = page.__contrastToRead(passed);
      if (read.toRead.length === 0) return { results, passedPrints: [] };
      // Most of the text new (a worker's first screens): the whole document is one context, not hundreds.
      const context = read.toRead.length > read.holders / 2 ? document : { include: read.toRead };
      const contrast = await page.axe.run(context, {
        runOnly: { type: 'rule', values: ['color-contrast'] },
        resultTypes: ['violations', 'passes'],
        elementRef: true,
      });
      const passedPrints = contrast.passes.flatMap((rule) =>
        rule.nodes.flatMap((node) => read.prints.get(node.element as Element) ?? []),
      );
      // The elements themselves stay in the page: only what the report prints comes back.
      const violations = contrast.violations.map((rule) => ({
        ...rule,
        nodes: rule.nodes.map(({ element: _element, ...node }) => node),
      }));
      return { results: { ...results, violations: [...results.violations, ...violations] }, passedPrints };
    },
    { runOptions: options, passed: [...contrastPassed] },
  );
  for (const print of passedPrints) contrastPassed.add(print);
  return results;
}

/** axe's serious and critical violations of what the page shows now, and heading-order and region whatever theirs. */
async function failingViolations(page: Page) {
  const results = await runAxe(page);
  return results.violations.filter(
    (violation) =>
      violation.impact === 'serious' || violation.impact === 'critical' || ALWAYS_FAILING_RULES.includes(violation.id),
  );
}

/** Holds the page's requests to `url` until the test calls the function returned: a loading or busy state, seen. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Collects the Content-Security-Policy violations a page reports, across navigations: the
 * `securitypolicyviolation` events (caught ones too, e.g. a library probing for eval) and the
 * console's "Refused to …" lines (which also cover a stylesheet refused under nosniff).
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    const page = window as unknown as { __reportCspViolation: (text: string) => Promise<void> };
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        void page.__reportCspViolation(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
        ),
      true,
    );
  });
  return violations;
}

/**
 * Playwright's `test`, failing any journey in which the page reports a CSP violation, or in which the screen the
 * journey ends on has a serious accessibility violation.
 */
export const test = base.extend<{ cspViolations: string[]; finalScreenAccessible: undefined }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations = await watchCspViolations(page);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  finalScreenAccessible: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      // A failed journey already says what went wrong; a blank or closed page has nothing to check.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || page.url() === 'about:blank') return;
      // Most journeys end on a screen they just checked (their last screenshots): the same markup at the same width
      // is not checked twice (a third of the journeys' time went to axe, 633 checks in run 28's code).
      await settleAnimations(page);
      if (checkedScreens.get(page)?.has(await screenPrint(page))) return;
      await expectAccessible(page, `the screen "${testInfo.title}" ends on`);
    },
    { auto: true },
  ],
});

let counter = 0;

/** An address no other test (or earlier run against the same server) uses. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

export type TPhone = { digits: string; display: string; e164: string };

/**
 * A US number no other test uses: 555-01xx (the range kept for fiction) in a random area code. The portal finds a
 * phone in every business, so a number another spec enrols would turn a login into a choice.
 */
export function uniquePhone(): TPhone {
  const area = String(201 + Math.floor(Math.random() * 700));
  const line = `01${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  const digits = `${area}555${line}`;
  return { digits, display: `(${area}) 555-${line}`, e164: `+1${digits}` };
}

/**
 * A customer who joins the signed-in business through a new QR code's sign-up form, as on their phone (a unique
 * number, the PIN given); answers their phone and id.
 */
export async function joinByQrCode(
  page: Page,
  customer: { firstName: string; lastName: string; pin: string },
): Promise<{ phone: TPhone; customerId: string }> {
  const qr = await page.request.post('/api/qr-codes', { data: {} });
  expect(qr.status(), await qr.text()).toBe(201);
  const { code } = (await qr.json()) as { code: string };
  const phone = uniquePhone();
  const joined = await page.request.post(`/api/public/signup-form/${code}`, {
    data: { ...customer, phone: phone.display },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const found = (await (await page.request.get(`/api/customers?search=${phone.digits}`)).json()) as TCustomerList;
  return { phone, customerId: found.customers[0]?.id ?? '' };
}

export type Account = { email: string; password: string; companyName: string };

export function newAccount(label: string): Account {
  const email = uniqueEmail(label);
  return { email, password: PASSWORD, companyName: `${label[0]?.toUpperCase()}${label.slice(1)} Co ${counter}` };
}

/**
 * A request with the page's session that must succeed (its body in the failure's message); its JSON answer, null
 * for a 204.
 */
export async function sendOk(page: Page, method: 'get' | 'post' | 'put' | 'patch', path: string, data?: unknown) {
  const res = await page.request[method](path, data === undefined ? {} : { data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.status() === 204 ? null : res.json();
}

/** Signs up through the API with the page's cookie jar, so the page is signed in afterwards. */
export async function signUpViaApi(page: Page, account: Account, tierName = 'Free'): Promise<void> {
  const tiers = (await (await page.request.get('/api/tiers')).json()) as { tiers: { id: string; name: string }[] };
  const tier = tiers.tiers.find((candidate) => candidate.name === tierName);
  expect(tier, `tier ${tierName} exists`).toBeTruthy();
  const response = await page.request.post('/api/signup', { data: { ...account, tierId: tier?.id } });
  expect(response.status(), await response.text()).toBe(201);
  await completeSignupCheckout(page.request, (await response.json()) as { redirectTo: string });
}

/**
 * A paid tier starts after its checkout: completes the built-in test checkout sign-up opened, as a browser would,
 * so the business is on that tier's trial. A Free sign-up (redirect to /dashboard) needs nothing.
 */
async function completeSignupCheckout(api: APIRequestContext, body: { redirectTo: string }): Promise<void> {
  const session = /^\/billing\/test-checkout\/(\w+)$/.exec(body.redirectTo)?.[1];
  if (!session) return;
  const done = await api.post(`/api/billing/test-checkout/${session}/complete`, { data: {} });
  expect(done.status(), await done.text()).toBe(200);
}

/**
 * Signs in through the API with the page's cookie jar: the page is signed in at its next navigation (the sign-in
 * screen itself is the journey of signup-and-sign-in.spec.ts and super-admin.spec.ts).
 */
/**
 * Where the super admin's authenticator key is kept for the run: every super admin account signs in with a second
 * step (issue 53); super-admin-enrolment.setup.ts sets it up in the browser first, and writes the key here.
 */
const SUPER_ADMIN_KEY_FILE = 'artifacts/super-admin-key.txt';

export function saveSuperAdminKey(key: string): void {
  fs.mkdirSync('artifacts', { recursive: true });
  fs.writeFileSync(SUPER_ADMIN_KEY_FILE, key.replace(/\s+/g, ''));
}

/** The authenticator app's code for now from a key as the set-up shows it (base32, maybe in groups). */
export const codeFor = (key: string) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), digits: 6, period: 30 }).generate();

/** The super admin's authenticator code now. */
export function superAdminCode(): string {
  return codeFor(fs.readFileSync(SUPER_ADMIN_KEY_FILE, 'utf8'));
}

/** Signs in through the API; the super admin answers its second step with the code from its key. */
async function signInRequest(api: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await api.post('/api/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  if (!(await response.json()).secondStep) return;
  expect(email, 'only the super admin signs in with a second step here').toBe(SUPER_ADMIN_EMAIL);
  const step = await api.post('/api/login/second-step', { data: { kind: 'app', code: superAdminCode() } });
  expect(step.status(), await step.text()).toBe(200);
}

export async function signInViaApi(page: Page, email: string, password: string): Promise<void> {
  await signInRequest(page.request, email, password);
}

export async function signInViaUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** A separate API session signed in as the super admin (env credentials). */
export async function superAdminApi(baseURL: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  await signInRequest(context, SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD);
  return context;
}

/** Polls the outbox (messages go out through the job queue) until one for `to` matches. */
export async function waitForOutboxMessage(
  admin: APIRequestContext,
  to: string,
  matches: (message: TOutboxMessage) => boolean,
  timeoutMs = 10_000,
): Promise<TOutboxMessage> {
  let found: TOutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`);
        expect(response.status()).toBe(200);
        const body = (await response.json()) as { messages: TOutboxMessage[] };
        found = body.messages.find(matches);
        return Boolean(found);
      },
      { timeout: timeoutMs, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  if (!found) throw new Error(`No outbox message for ${to}`);
  return found;
}

/** The newest invitation link emailed to `to` other than those in `except`. */
export async function invitationLink(baseURL: string, to: string, except: string[] = []): Promise<string> {
  const admin = await superAdminApi(baseURL);
  const linkOf = (text: string) => text.match(/https?:\/\/\S+\/accept-invitation\?token=[^\s"'<>]+/)?.[0];
  const message = await waitForOutboxMessage(admin, to, (m) => {
    const link = linkOf(m.text);
    return Boolean(link && !except.includes(link));
  });
  await admin.dispose();
  const link = linkOf(message.text);
  if (!link) throw new Error(message.text);
  return link;
}

/** Signs up through a throwaway API session, so the page's own cookies (and whoever it shows) stay as they are. */
export async function signUpElsewhere(baseURL: string, account: Account, tierName = 'Free'): Promise<void> {
  const context = await request.newContext({ baseURL });
  try {
    const tiers = (await (await context.get('/api/tiers')).json()) as { tiers: { id: string; name: string }[] };
    const tier = tiers.tiers.find((candidate) => candidate.name === tierName);
    expect(tier, `tier ${tierName} exists`).toBeTruthy();
    const response = await context.post('/api/signup', { data: { ...account, tierId: tier?.id } });
    expect(response.status(), await response.text()).toBe(201);
    await completeSignupCheckout(context, (await response.json()) as { redirectTo: string });
  } finally {
    await context.dispose();
  }
}

/** Fills and sends the sign-in form the page already shows: no reload, so the app keeps its memory. */
export async function submitSignInForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
