import { isHtmlBody, renderTemplate } from '@regulars/contracts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Text made safe to place inside HTML: nothing a recipient's mail client could read as markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

/** The readable text of an HTML body: block ends as line breaks, tags removed, the common entities decoded. */
export function htmlToText(html: string): string {
  return html
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
 */
export function renderEmailBody(body: string, vars: TVars): { text: string; html: string } {
  if (!isHtmlBody(body)) {
    const text = renderTemplate(body, vars);
    return { text, html: escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>\n') };
  }
  const escaped = Object.fromEntries(
    Object.entries(vars).map(([k, v]) => [k, typeof v === 'string' ? escapeHtml(v) : v]),
  ) as TVars;
  const html = renderTemplate(body, escaped);
  return { text: htmlToText(html), html };
}

/** The whole HTML part: the body, and the open-tracking pixel (a 1×1 image) at the end when opens are tracked. */
export function emailHtml(bodyHtml: string, pixelUrl?: string): string {
  const pixel = pixelUrl
    ? `<img src="${escapeHtml(pixelUrl)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`
    : '';
  return `<!doctype html><html><body><div style="font-family:sans-serif;font-size:14px;line-height:1.5">${bodyHtml}</div>${pixel}</body></html>`;
}
