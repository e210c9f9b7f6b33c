import { isHtmlBody, missingLinks, renderTemplate, type TLanguage } from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { escapeHtml } from '../platform/escape-html.ts';
import { withoutLinkHtml } from './without-link-html.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A link as text: its words and, when they are not the address itself, the address after them. */
const LINK = /<a\b[^>]*?\bhref="(https?:[^"]+)"[^>]*>([\s\S]*?)<\/a>/gi;
const linkText = (_: string, href: string, inner: string) => {
  const words = inner
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return words === '' || words === href ? href : `${words} (${href})`;
};

/**
 * The readable text of an HTML body: links as "words (address)" (a button's address must reach a reader of the
 * text part too), block ends as line breaks, tags removed, the common entities decoded.
 */
export function htmlToText(html: string): string {
  return html
    .replace(LINK, linkText)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|tr|li|h[1-6]|table)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

type TVars = Parameters<typeof renderTemplate>[1];

/**
 * An email template rendered for a customer, as its text and the inside of its HTML part. A plain-text body is
 * escaped with its line breaks as <br>; an HTML body (sanitised when the template was saved) keeps its markup and
 * gets the placeholder values escaped, so a customer's name can never become markup in someone's mail client.
 * Without a wallet link or an invite link, links to `{wallet_link}` or `{referral_link}` are taken out (withoutLinkHtml).
 */
export function renderEmailBody(body: string, vars: TVars): { text: string; html: string } {
  if (!isHtmlBody(body)) {
    const text = renderTemplate(body, vars);
    return { text, html: escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>\n') };
  }
  const escaped = Object.fromEntries(
    Object.entries(vars).map(([k, v]) => [k, typeof v === 'string' ? escapeHtml(v) : v]),
  ) as TVars;
  // No card or invite to link to: the link element goes (and a paragraph holding only it), never an empty href.
  const html = renderTemplate(missingLinks(vars).reduce(withoutLinkHtml, body), escaped);
  return { text: htmlToText(html), html };
}

/**
 * What every email to a customer ends with: who sent it (the name its customers know and its postal address), how to
 * leave, and the platform's mark small at the very end unless the plan is white-label.
 */
export type TEmailFooter = {
  businessName: string;
  postalAddress: string | null;
  unsubscribeUrl: string;
  whiteLabel: boolean;
  /** The business's language (issue 52): "Unsubscribe" and the platform's mark in it. */
  language: TLanguage;
};

/** The footer as text, appended to the text part. */
export function footerText(footer: TEmailFooter): string {
  const { t } = translatorFor(footer.language);
  const mark = footer.whiteLabel ? '' : `\n${t('email.poweredBy')}`;
  return `\n\n--\n${senderLine(footer)}\n${t('email.unsubscribe')}: ${footer.unsubscribeUrl}${mark}`;
}

const senderLine = (footer: TEmailFooter) =>
  footer.postalAddress ? `${footer.businessName}, ${footer.postalAddress}` : footer.businessName;

/**
 * The whole HTML part: the body, the footer (when the email goes to a customer), and the open-tracking pixel (a 1×1
 * image) at the end when opens are tracked.
 */
export function emailHtml(bodyHtml: string, opts: { pixelUrl?: string; footer?: TEmailFooter } = {}): string {
  const { pixelUrl, footer } = opts;
  const pixel = pixelUrl
    ? `<img src="${escapeHtml(pixelUrl)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`
    : '';
  const foot = footer ? footerHtml(footer) : '';
  const lang = footer ? ` lang="${footer.language}"` : '';
  return `<!doctype html><html${lang}><body><div style="font-family:sans-serif;font-size:14px;line-height:1.5">${bodyHtml}${foot}</div>${pixel}</body></html>`;
}

/** The footer as HTML: who sent it, "Unsubscribe" and, without white-label, the platform's mark, in its language. */
function footerHtml(footer: TEmailFooter): string {
  const { t } = translatorFor(footer.language);
  const mark = footer.whiteLabel
    ? ''
    : `<div style="margin-top:12px;color:#9ca3af;font-size:11px">${escapeHtml(t('email.poweredBy'))}</div>`;
  return `<div style="margin-top:32px;padding-top:12px;border-top:1px solid #e5e7eb;color:#6b7280;font-size:12px">${escapeHtml(senderLine(footer))}<br><a href="${escapeHtml(footer.unsubscribeUrl)}" style="color:#6b7280">${escapeHtml(t('email.unsubscribe'))}</a>${mark}</div>`;
}
