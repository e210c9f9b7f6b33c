import { escapeHtml } from '../platform/escape-html.ts';
import type { TEmailMessage } from '../providers/email/index.ts';

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>\n')}</p>`)
    .join('\n');

/**
 * The operator's reply to the person who asked, with their question quoted and where to find the thread in the app.
 * On a white-label plan it names no platform (issue 53) and is sent as "Support", as the app's Help shows replies.
 */
export function supportReplyEmail(opts: {
  to: string;
  businessId: string;
  requesterName: string;
  subject: string;
  question: string;
  reply: string;
  helpLink: string;
  whiteLabel: boolean;
}): TEmailMessage {
  const { to, businessId, requesterName, subject, question, reply, helpLink, whiteLabel } = opts;
  const where = whiteLabel ? 'Help' : 'Help in Regulars';
  const quoted = question
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    to,
    businessId,
    ...(whiteLabel ? { fromName: 'Support' } : {}),
    subject: `Re: ${subject}`,
    text: [
      `Hi ${requesterName},`,
      '',
      reply,
      '',
      `You can read the whole conversation under ${where}: ${helpLink}`,
      '',
      'Your request:',
      quoted,
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(requesterName)},</p>
${paragraphs(reply)}
<p>You can read the whole conversation under <a href="${escapeHtml(helpLink)}">${where}</a>.</p>
<blockquote style="margin:16px 0 0;padding-left:12px;border-left:3px solid #d1d5db;color:#4b5563">${paragraphs(question)}</blockquote>`,
  };
}
