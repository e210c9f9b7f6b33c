import nodemailer from 'nodemailer';
import type { TEmailProvider } from './types.ts';

export function smtpEmailProvider(opts: { url: string; from: string }): TEmailProvider {
  const transport = nodemailer.createTransport(opts.url);
  return {
    name: 'smtp',
    async send(message) {
      const info = await transport.sendMail({
        from: opts.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      return { messageId: String(info.messageId) };
    },
  };
}
