import { escapeHtml } from '../platform/escape-html.ts';
import type { TEmailMessage } from '../providers/email/index.ts';

/**
 * The reset link. `brand`: the company a white-label agency's client works in (auth/account-brand.ts): the email names
 * it, not the platform, and is sent as it.
 */
export function passwordResetEmail(opts: { to: string; link: string; brand: string | null }): TEmailMessage {
  const { to, link, brand } = opts;
  const account = brand ?? 'Regulars';
  return {
    to,
    ...(brand ? { fromName: brand } : {}),
    subject: `Reset your ${account} password`,
    text: [
      `We received a request to reset the password of your ${account} account.`,
      '',
      `Set a new password here (the link works for one hour): ${link}`,
      '',
      "If you didn't ask for this, you can ignore this email; your password stays the same.",
    ].join('\n'),
    html: `<p>We received a request to reset the password of your ${escapeHtml(account)} account.</p>
<p><a href="${escapeHtml(link)}">Set a new password</a> (the link works for one hour).</p>
<p>If you didn't ask for this, you can ignore this email; your password stays the same.</p>`,
  };
}
