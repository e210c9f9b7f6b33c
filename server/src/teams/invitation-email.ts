import { escapeHtml } from '../platform/escape-html.ts';
import type { TEmailMessage } from '../providers/email/index.ts';

/**
 * The invitation to join a team. On a white-label plan it speaks in the business's name alone: sent as the company,
 * without "on Regulars" (issue 53: its people never see the platform's name).
 */
export function invitationEmail(opts: {
  to: string;
  companyName: string;
  link: string;
  businessId: string;
  whiteLabel: boolean;
}): TEmailMessage {
  const { to, companyName, link, businessId, whiteLabel } = opts;
  const onPlatform = whiteLabel ? '' : ' on Regulars';
  return {
    to,
    businessId,
    ...(whiteLabel ? { fromName: companyName } : {}),
    subject: `You've been invited to join ${companyName}${onPlatform}`,
    text: [
      `You've been invited to join ${companyName}${onPlatform}.`,
      '',
      `Accept the invitation here (the link works for 7 days): ${link}`,
      '',
      "If you weren't expecting this invitation, you can ignore this email.",
    ].join('\n'),
    html: `<p>You've been invited to join <strong>${escapeHtml(companyName)}</strong>${onPlatform}.</p>
<p><a href="${escapeHtml(link)}">Accept the invitation</a> (the link works for 7 days).</p>
<p>If you weren't expecting this invitation, you can ignore this email.</p>`,
  };
}
