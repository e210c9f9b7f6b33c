import type { TEmailDesign } from '@regulars/contracts';
import { designMjml, type TDesignLogo } from './email-design-mjml.ts';
import { sanitizeEmailBody } from './sanitize-email-body.ts';

/**
 * The design as the inside of an email's HTML part: MJML's responsive tables (its body, without the head's style
 * sheet, which the sanitiser would drop anyway), the whitespace between tags removed, then sanitised like any HTML
 * body. Placeholders stay as typed, to be filled (and escaped) for each customer when the email is sent.
 */
export async function renderEmailDesign(design: TEmailDesign, logo: TDesignLogo | null): Promise<string> {
  // Loaded on the first design, not at start: MJML and its HTML tools are a second's reading for node.
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(designMjml(design, logo), { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`the email design did not render: ${errors[0]?.formattedMessage}`);
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return sanitizeEmailBody(body.replace(/>\s+/g, '>').replace(/\s+</g, '<'));
}
