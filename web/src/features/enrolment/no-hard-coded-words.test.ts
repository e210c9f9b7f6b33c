import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The screens that speak the business's or the customer's language, and the owner's app's in the user's (issue 52),
 * as they move over: every word on them comes from the catalogues. Listed by folder or file, relative to web/src.
 */
const SPEAKING = [
  'features/enrolment',
  'pages/signup-form.tsx',
  'features/unsubscribe',
  'pages/unsubscribe.tsx',
  'pages/customer',
  'features/portal',
  'features/wallet/wallet-link-page.tsx',
  // What the portal shares with the owner's screens (English there until the owner's app speaks).
  'features/loyalty/stat-tile.tsx',
  'features/loyalty/points-totals.tsx',
  'features/loyalty/stamp-progress.tsx',
  'features/loyalty/status-progress.tsx',
  'features/programs/program-identity.tsx',
  'features/referrals/invite-friend-card.tsx',
  'components/ui/load-error.tsx',
  'components/ui/dialog.tsx',
  // The owner's app, in each user's language, screen by screen.
  'features/layout/app-shell.tsx',
  'features/layout/shell.tsx',
  'features/layout/language-choice.tsx',
  // /programs: the growth cards under the programs (earn multipliers, status tiers, refer a friend).
  'features/multipliers',
  'features/status-tiers',
  'features/referrals',
  // The Customers screen, its quick messages and the CSV import.
  'pages/customers.tsx',
  'features/customers/customers-screen.tsx',
  'features/customers/customers-table.tsx',
  'features/customers/deletion-requests-banner.tsx',
  'features/customers/quick-message-dialog.tsx',
  'features/customers/import',
  // The Loyalty Programs screen's programs: list, cards, create, edit and delete dialogs.
  'features/programs',
  // QR codes and Subscription & Billing (the test checkout and portal stay English).
  'pages/qr-codes.tsx',
  'features/qr-codes',
  'pages/subscription.tsx',
  'features/billing/subscription-details.tsx',
  'features/billing/current-plan-card.tsx',
  'features/billing/status-notice.tsx',
  'features/billing/usage-meters.tsx',
  'features/billing/plan-cards.tsx',
  'features/billing/credit-history.tsx',
  // The Company screen: the team, its locations and its counters.
  'pages/company.tsx',
  'features/teams/company-screen.tsx',
  'features/teams/company-info-card.tsx',
  'features/teams/company-unavailable.tsx',
  'features/teams/seat-usage-card.tsx',
  'features/teams/team-members-card.tsx',
  'features/teams/role-badge.tsx',
  'features/teams/pending-invitations-card.tsx',
  'features/teams/invite-member-dialog.tsx',
  'features/teams/invite-role.tsx',
  'features/counter',
  'features/locations',
  // One customer's page (/customers/:id).
  'pages/customer-detail.tsx',
  'features/customers/detail',
  'components/ui/sideways-scroll.tsx',
  'features/install',
  'components/ui/pager.tsx',
  'components/ui/view-only-note.tsx',
  'components/ui/time-zone-select.tsx',
  'components/plan-upgrade-prompt.tsx',
  'features/loyalty/action-result-banner.tsx',
  'features/loyalty/undo-last-action-button.tsx',
  // The counter and the counter device (the result banner and Undo go with the server's change lines).
  'pages/checkin.tsx',
  'pages/counter-device.tsx',
  'features/counter-device',
  'features/loyalty/available-reward-row.tsx',
  'features/loyalty/available-rewards-card.tsx',
  'features/loyalty/camera-scanner.tsx',
  'features/loyalty/category-bonus-choice.tsx',
  'features/loyalty/counter-actions-card.tsx',
  'features/loyalty/counter-location-picker.tsx',
  'features/loyalty/counter-screen.tsx',
  'features/loyalty/counter-start.tsx',
  'features/loyalty/customer-avatar.tsx',
  'features/loyalty/customer-result-row.tsx',
  'features/loyalty/customer-search-field.tsx',
  'features/loyalty/customer-search-results.tsx',
  'features/loyalty/customer-standing-view.tsx',
  'features/loyalty/customer-summary-card.tsx',
  'features/loyalty/discount-progress.tsx',
  'features/loyalty/enrol-customer-form.tsx',
  'features/loyalty/manager-approval-dialog.tsx',
  'features/loyalty/no-customer-found.tsx',
  'features/loyalty/points-standing.tsx',
  'features/loyalty/program-progress.tsx',
  'features/loyalty/program-standing-card.tsx',
  'features/loyalty/program-standing-list.tsx',
  'features/loyalty/purchase-multipliers.tsx',
  'features/loyalty/record-purchase-form.tsx',
  'features/loyalty/record-visit-button.tsx',
  'features/loyalty/redeem-code-form.tsx',
  'features/loyalty/scan-qr-dialog.tsx',
  'features/loyalty/search-results-skeleton.tsx',
  'features/loyalty/standing-skeleton.tsx',
  'features/loyalty/till-sale-row.tsx',
  'features/loyalty/till-sales-to-claim-card.tsx',
  'pages/dashboard.tsx',
  'features/overview',
  'features/dashboard',
  'features/onboarding',
  'features/customers/add-customer-dialog.tsx',
  'features/customers/customer-contact-fields.tsx',
  'components/create-customer-error.tsx',
  'components/subscription-status-badge.tsx',
  'components/ui/stat-card-grid.tsx',
  'components/ui/empty-state.tsx',
  'components/charts/figures-table.tsx',
  'components/charts/chart-tooltip.tsx',
  // What the owner's app frame shows around every screen: Help, the agency's switcher, banners, the closed screen.
  'features/support',
  'features/agency/business-switcher.tsx',
  'features/billing/test-payments-banner.tsx',
  'features/layout/suspended-notice.tsx',
  'features/closing/closed-screen.tsx',
  // Settings: the page and its cards, with the integrations (Mailchimp, tills, API keys, webhooks).
  'pages/settings.tsx',
  'features/settings',
  'features/settings/opt-outs',
  'features/branding',
  'features/data-export',
  'features/closing/close-business-card.tsx',
  'features/closing/close-business-dialog.tsx',
  'features/mailchimp',
  'features/tills',
  'features/developers',
  'features/webhooks',
  // Campaigns: the list, the composer, one campaign and its results, the automations.
  'pages/campaigns.tsx',
  'pages/campaign-detail.tsx',
  'features/campaigns',
  'features/campaigns/list',
  'features/campaigns/composer',
  'features/campaigns/results',
  'features/automations',
  // SMS and Email Templates, with the e-mail designer; Communications; Analytics.
  'pages/sms-templates.tsx',
  'pages/email-templates.tsx',
  'features/messaging/templates',
  'features/messaging/email-design',
  'pages/communications.tsx',
  'features/messaging/communications',
  'pages/analytics.tsx',
  'features/analytics',
  // An agency's clients, and a team invitation's page (read before signing in).
  'pages/clients.tsx',
  'features/agency',
  'pages/accept-invitation.tsx',
  'features/teams',
  // The owner's way in: sign-in, sign-up, a new password, and a page not found.
  'pages/login.tsx',
  'pages/signup.tsx',
  'pages/reset-password.tsx',
  'pages/not-found.tsx',
  'features/auth',
];

/** Attributes a person reads or hears. */
const READ_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'title', 'alt', 'label', 'aria-description']);

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

function filesOf(entry: string): string[] {
  const full = path.join(src, entry);
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs
    .readdirSync(full)
    .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
    .map((name) => path.join(full, name));
}

/** Words written into the markup of one file: text between tags, read attributes, strings inside `{…}`. */
function hardCodedWords(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${path.relative(src, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  /** Whether a string in an expression is what the expression shows (not a key, a comparison or an argument). */
  const shown = (node: ts.Node): boolean => {
    const parent = node.parent;
    if (ts.isJsxExpression(parent) || ts.isParenthesizedExpression(parent)) return true;
    if (ts.isConditionalExpression(parent)) return parent.condition !== node;
    if (ts.isBinaryExpression(parent)) {
      const kind = parent.operatorToken.kind;
      const picks = [
        ts.SyntaxKind.BarBarToken,
        ts.SyntaxKind.QuestionQuestionToken,
        ts.SyntaxKind.AmpersandAmpersandToken,
      ];
      return picks.includes(kind) && parent.right === node;
    }
    return false;
  };
  /** String literals an expression in the markup shows; markup inside it is read as markup. */
  const inExpression = (node: ts.Node) => {
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) {
      visit(node);
      return;
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && hasWords(node.text) && shown(node)) {
      found.push(`${where(node)} "${node.text}"`);
    }
    if (ts.isTemplateExpression(node) && shown(node)) {
      for (const part of [node.head, ...node.templateSpans.map((span) => span.literal)]) {
        if (hasWords(part.text)) found.push(`${where(node)} \`${part.text}\``);
      }
    }
    // A call's arguments are its business (words.title hands over a key); a function inside is code.
    if (ts.isCallExpression(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return;
    ts.forEachChild(node, inExpression);
  };
  function visit(node: ts.Node): void {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(`${where(node)} "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value) && hasWords(value.text)) found.push(`${where(node)} "${value.text}"`);
      if (value && ts.isJsxExpression(value) && value.expression) inExpression(value.expression);
      return;
    }
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      inExpression(node.expression);
      return;
    }
    ts.forEachChild(node, visit);
  }
  visit(source);
  return found;
}

describe('screens that speak the customer’s language', () => {
  it('write no words of their own: every word comes from the catalogues', () => {
    const files = SPEAKING.flatMap(filesOf);
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap(hardCodedWords)).toEqual([]);
  });

  it('would notice a word written into the markup', () => {
    const file = path.join(src, 'features/enrolment/__probe.tsx');
    fs.writeFileSync(file, `export const A = () => <p title="Hello there">Join now {ok ? 'Yes' : words.title}</p>;\n`);
    try {
      expect(hardCodedWords(file).map((line) => line.replace(/^.*:\d+ /, ''))).toEqual([
        '"Hello there"',
        '"Join now"',
        '"Yes"',
      ]);
    } finally {
      fs.rmSync(file);
    }
  });
});
