import { signupFormLimitNotice } from '@regulars/contracts';
import { escapeHtml } from '../platform/escape-html.ts';
import type { TEmailMessage } from '../providers/email/index.ts';

/** The owner's one email of the day when the sign-up form reaches its daily limit. */
export function ceilingEmail(opts: {
  to: string;
  businessId: string;
  companyName: string;
  limit: number;
  settingsUrl: string;
}): TEmailMessage {
  const { to, businessId, companyName, limit, settingsUrl } = opts;
  const notice = `${signupFormLimitNotice(limit)}.`;
  const why =
    'Until midnight (UTC) new guests who scan your QR code are asked to have staff add them. If these sign-ups ' +
    "look real, raise the limit; if they don't, someone may be filling in your form, and the limit is doing its job.";
  return {
    to,
    businessId,
    subject: `${companyName}: your sign-up form reached today's limit`,
    text: [notice, '', why, '', `Change the limit in Settings: ${settingsUrl}`].join('\n'),
    html: `<p>${escapeHtml(notice)}</p>
<p>${escapeHtml(why)}</p>
<p><a href="${escapeHtml(settingsUrl)}">Change the limit in Settings</a></p>`,
  };
}
