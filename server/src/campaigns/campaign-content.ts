import { isHtmlBody, renderTemplate } from '@regulars/contracts';

import { renderEmailBody } from '../messaging/index.ts';
import { escapeHtml } from '../platform/escape-html.ts';

/** A link worth tracking: http(s), no placeholder inside (a personalised URL cannot be one stored target). */
const TEXT_URL = /https?:\/\/[^\s<>"'{}]+/g;
const HREF = /href\s*=\s*"(https?:\/\/[^"{}]+)"/gi;
/** Punctuation that ends a sentence rather than the URL ("Visit https://x.com/menu."). */
const TRAILING = /[.,;:!?)\]]+$/;

/** The links of a campaign's body, in order of first appearance, as the business wrote them. */
export function linksOf(body: string, type: 'email' | 'sms'): string[] {
  const found: string[] = [];
  if (type === 'email' && isHtmlBody(body)) {
    for (const m of body.matchAll(HREF)) found.push(decodeAmp(m[1] as string));
  } else {
    for (const m of body.matchAll(TEXT_URL)) found.push(m[0].replace(TRAILING, ''));
  }
  return [...new Set(found)].slice(0, 50);
}

const decodeAmp = (url: string) => url.replace(/&amp;/g, '&');

type TVars = Parameters<typeof renderTemplate>[1];

export type TRenderedCampaignMessage = { subject: string | null; text: string; html: string | null };

/**
 * A campaign's message for one recipient: placeholders filled (escaped in HTML), and each of the campaign's links
 * replaced by that message's tracked link (`tracked(i)`). In an HTML email only the hrefs change; the text part and
 * an SMS carry the tracked URL in place of the written one.
 */
export function renderCampaignMessage(
  campaign: TCampaignContent,
  vars: TVars,
  tracked: (index: number) => string,
): TRenderedCampaignMessage {
  return campaignRenderer(campaign)(vars, tracked);
}

type TCampaignContent = { type: 'email' | 'sms'; subject: string; body: string; links: string[] };

/**
 * renderCampaignMessage for a whole batch: what does not depend on the recipient (whether the body is HTML, the
 * pattern that finds the campaign's links) is worked out once, not once per message.
 */
export function campaignRenderer(
  campaign: TCampaignContent,
): (vars: TVars, tracked: (index: number) => string) => TRenderedCampaignMessage {
  const replaceLinks = linkReplacer(campaign.links);
  if (campaign.type === 'sms') {
    return (vars, tracked) => ({
      subject: null,
      text: replaceLinks(renderTemplate(campaign.body, vars), tracked),
      html: null,
    });
  }
  if (!isHtmlBody(campaign.body)) {
    return (vars, tracked) => {
      // Plain text: the links replaced first, then the HTML part made from it the way renderEmailBody makes it.
      const text = replaceLinks(renderTemplate(campaign.body, vars), tracked);
      return {
        subject: renderTemplate(campaign.subject, vars),
        text,
        html: escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>\n'),
      };
    };
  }
  return (vars, tracked) => {
    const { text, html } = renderEmailBody(campaign.body, vars);
    const trackedHtml = html.replace(HREF, (whole, url: string) => {
      const index = campaign.links.indexOf(decodeAmp(url));
      return index < 0 ? whole : `href="${tracked(index)}"`;
    });
    return { subject: renderTemplate(campaign.subject, vars), text: replaceLinks(text, tracked), html: trackedHtml };
  };
}

/** Each written link (longest first, so one link that begins another is not cut) replaced by its tracked one. */
function linkReplacer(links: string[]): (text: string, tracked: (index: number) => string) => string {
  if (links.length === 0) return (text) => text;
  const order = links.map((link, index) => ({ link, index })).sort((a, b) => b.link.length - a.link.length);
  const pattern = new RegExp(order.map((l) => escapeRegExp(l.link)).join('|'), 'g');
  const byLink = new Map(order.map((l) => [l.link, l.index]));
  return (text, tracked) => text.replace(pattern, (link) => tracked(byLink.get(link) ?? 0));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
