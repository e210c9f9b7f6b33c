import { escapeHtml } from '../platform/escape-html.ts';
import type { TEmailMessage } from '../providers/email/index.ts';

export function invitationEmail(opts: {
  to: string;
  companyName: string;
  link: string;
  businessId: string;
}): TEmailMessage {
  const { to, companyName, link, businessId } = opts;
  return {
    to,
    businessId,
    subject: `You've been invited to join ${companyName} on Regulars`,
    text: [
      `You've been invited to join ${companyName} on Regulars.`,
      '',
      `Accept the invitation here (the link works for 7 days): ${link}`,
      '',
      "If you weren't expecting this invitation, you can ignore this email.",
    ].join('\n'),
    html: `<p>You've been invited to join <strong>${escapeHtml(companyName)}</strong> on Regulars.</p>
<p><a href="${escapeHtml(link)}">Accept the invitation</a> (the link works for 7 days).</p>
<p>If you weren't expecting this invitation, you can ignore this email.</p>`,
  };
}
