import type { TEmailMessage } from '../providers/email/index.ts';

export function passwordResetEmail(opts: { to: string; link: string }): TEmailMessage {
  return {
    to: opts.to,
    subject: 'Reset your Regulars password',
    text: [
      'We received a request to reset the password of your Regulars account.',
      '',
      `Set a new password here (the link works for one hour): ${opts.link}`,
      '',
      "If you didn't ask for this, you can ignore this email; your password stays the same.",
    ].join('\n'),
    html: `<p>We received a request to reset the password of your Regulars account.</p>
<p><a href="${opts.link}">Set a new password</a> (the link works for one hour).</p>
<p>If you didn't ask for this, you can ignore this email; your password stays the same.</p>`,
  };
}
