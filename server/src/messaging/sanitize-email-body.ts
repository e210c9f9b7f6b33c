import { isHtmlBody } from '@regulars/contracts';
import sanitizeHtml from 'sanitize-html';

/** Lengths, colours and keywords only: no url(), expression() or anything else a style could fetch or run. */
const SAFE_VALUE = /^[#\w\s.,%()-]+$/;
const NO_CALLS = /^(?!.*(?:url|expression|image-set|var)\s*\().*$/i;
const styleProperty = [SAFE_VALUE, NO_CALLS];
const ALLOWED_STYLES = Object.fromEntries(
  [
    'color',
    'background-color',
    'text-align',
    'font-size',
    'font-weight',
    'font-style',
    'font-family',
    'text-decoration',
    'line-height',
    'padding',
    'padding-top',
    'padding-bottom',
    'padding-left',
    'padding-right',
    'margin',
    'margin-top',
    'margin-bottom',
    'border',
    'border-top',
    'border-bottom',
    'border-left',
    'border-right',
    'border-radius',
    'border-collapse',
    'border-spacing',
    'background',
    'word-break',
    'letter-spacing',
    'text-transform',
    'direction',
    'width',
    'max-width',
    'height',
    'display',
    'vertical-align',
  ].map((property) => [property, styleProperty]),
);

/**
 * What an email template's HTML may hold: ordinary formatting, tables, links (http, https, mailto) and images
 * served over https. Scripts, styles sheets, frames, forms, event handlers and javascript: URLs are removed, so a
 * template can never run code in a recipient's mail client or in our own pages.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'style'), 'img', 'span', 'font', 'center'],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'style'],
    img: ['src', 'alt', 'title', 'width', 'height', 'style'],
    table: ['width', 'align', 'cellpadding', 'cellspacing', 'border', 'bgcolor', 'role', 'style'],
    td: ['width', 'align', 'valign', 'colspan', 'rowspan', 'bgcolor', 'style'],
    th: ['width', 'align', 'valign', 'colspan', 'rowspan', 'style'],
    font: ['color', 'size', 'face'],
    '*': ['style', 'align'],
  },
  allowedStyles: { '*': ALLOWED_STYLES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // A link opened from a message must not be able to reach back into the page that showed it.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Plain text stays exactly as typed; a body with HTML is stored sanitised (see OPTIONS). */
export function sanitizeEmailBody(body: string): string {
  if (!isHtmlBody(body)) return body;
  return sanitizeHtml(body, OPTIONS).trim();
}
