import type { TLanguage } from '@regulars/contracts';
import type { TEmailMessage } from '../providers/email/index.ts';
import { emailHtml, footerText } from './email-html.ts';
import type { TMessageLinks } from './tracking-token.ts';

/** The sender as its customers know it, from its plan and settings, read once for a message or a campaign's slice. */
export type TEmailSender = {
  /** The display name, else the company name (customerFacingName). */
  name: string;
  postalAddress: string | null;
  tracked: boolean;
  /** The plan leaves out the platform's mark. */
  whiteLabel: boolean;
  /** The business's language: the footer's words (the body is the owner's, in it too). */
  language: TLanguage;
  /** Where its unsubscribe link and open pixel live: its own domain once verified, else APP_URL. */
  address: string;
};

/**
 * An email to a customer as it goes out: under the business's own name as the sender, with its footer (name, postal
 * address, unsubscribe link, and "Powered by Regulars" unless white-label), the one-click unsubscribe headers and,
 * when opens are tracked, the pixel. A triggered message and a campaign's both go through here.
 */
export function customerEmail({
  tracking,
  sender,
  businessId,
  logId,
  to,
  subject,
  text,
  html,
}: {
  tracking: TMessageLinks;
  sender: TEmailSender;
  businessId: string;
  /** The communication log row: its id signs the unsubscribe link and the open pixel. */
  logId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}): TEmailMessage {
  const unsubscribeUrl = tracking.unsubscribeUrl(logId, sender.address);
  const footer = {
    businessName: sender.name,
    postalAddress: sender.postalAddress,
    unsubscribeUrl,
    whiteLabel: sender.whiteLabel,
    language: sender.language,
  };
  return {
    to,
    fromName: sender.name,
    subject,
    text: `${text}${footerText(footer)}`,
    html: emailHtml(html, { pixelUrl: sender.tracked ? tracking.pixelUrl(logId, sender.address) : undefined, footer }),
    businessId,
    // RFC 8058: mail clients show an unsubscribe button that POSTs here, no cookies, no page.
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
