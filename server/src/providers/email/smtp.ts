import nodemailer from 'nodemailer';
import { ProviderRejection, rejectionIfNotConnected } from '../provider-rejection.ts';
import type { TEmailProvider } from './types.ts';

export function smtpEmailProvider(opts: { url: string; from: string }): TEmailProvider {
  const transport = nodemailer.createTransport(opts.url);
  return {
    name: 'smtp',
    async send(message) {
      const info = await transport
        .sendMail({
          // A business's email goes under its name, from the platform's address (the domain that is authenticated).
          from: message.fromName ? { name: message.fromName, address: fromAddress(opts.from) } : opts.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        })
        .catch((err) => {
          throw smtpRejection(err);
        });
      return { messageId: String(info.messageId) };
    },
  };
}

/** The address part of EMAIL_FROM ('Regulars <no-reply@example.com>' or a bare address). */
function fromAddress(from: string): string {
  return /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

/** An SMTP reply refusing the message (4xx: try later; 5xx: never) or no connection at all: nothing was sent. */
function smtpRejection(err: unknown): unknown {
  const responseCode = (err as { responseCode?: unknown } | null)?.responseCode;
  if (typeof responseCode === 'number' && responseCode >= 400) {
    const message = err instanceof Error ? err.message : String(err);
    return new ProviderRejection(`SMTP ${responseCode}: ${message}`, { retryable: responseCode < 500, cause: err });
  }
  return rejectionIfNotConnected(err, 'The SMTP server');
}
