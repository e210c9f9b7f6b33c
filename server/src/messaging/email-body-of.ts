import type { TEmailDesign } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import { designLogo } from './email-design-logo.ts';
import { renderEmailDesign } from './render-email-design.ts';
import { sanitizeEmailBody } from './sanitize-email-body.ts';

/**
 * What an email template or campaign stores: with a design, the body rendered from it (the written body is ignored);
 * without one, the written body (HTML sanitised, plain text as typed).
 */
export async function emailBodyOf({
  db,
  appUrl,
  businessId,
  body,
  design,
}: {
  db: TDb;
  appUrl: string;
  businessId: string;
  body: string;
  design: TEmailDesign | null;
}): Promise<{ body: string; design: TEmailDesign | null }> {
  if (!design) return { body: sanitizeEmailBody(body), design: null };
  const logo = design.showLogo ? await designLogo(db, appUrl, businessId) : null;
  return { body: await renderEmailDesign(design, logo), design };
}
