import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every screen speaks its reader's language (issue 52): the customers' pages the business's or the customer's, the
 * owner's app the user's, its way in the browser's. So every component of the web app takes its words from the
 * catalogues, apart from these, English on purpose (docs/DESIGN-DECISIONS.md, "Still English, on purpose"), relative
 * to web/src: a new screen is checked from its first line.
 */
const ENGLISH_ON_PURPOSE = [
  // The platform's own console, for whoever runs the instance: its pages, screens, frame and outbox.
  'pages/admin',
  'features/admin',
  'features/layout/admin-shell.tsx',
  'features/outbox',
  // The public landing page with its pricing, the instance's shop window, and its prerendering.
  'pages/landing.tsx',
  'features/landing',
  'prerender',
  // The test checkout and billing portal, standing in for Stripe's own pages.
  'pages/billing',
  'features/billing/test-checkout-screen.tsx',
  'features/billing/test-mode-shell.tsx',
  'features/billing/test-portal-screen.tsx',
  // Apple's and Google's wallet badges, their artwork's English.
  'features/wallet/apple-wallet-badge.tsx',
  'features/wallet/google-wallet-button.tsx',
  // The tests' own helpers.
  'test',
];

/** Attributes a person reads or hears. */
const READ_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'title', 'alt', 'label', 'aria-description']);

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

/** Every component of the web app (.tsx, tests aside), below `dir`, relative to web/src. */
function componentsBelow(dir: string): string[] {
  return fs.readdirSync(path.join(src, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentsBelow(relative);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [relative] : [];
  });
}

const englishOnPurpose = (file: string) =>
  ENGLISH_ON_PURPOSE.some((entry) => file === entry || file.startsWith(`${entry}/`));

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
    const files = componentsBelow('.').filter((file) => !englishOnPurpose(file));
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((file) => hardCodedWords(path.join(src, file)))).toEqual([]);
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
