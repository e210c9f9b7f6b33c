import { isRetryableStatus, ProviderRejection, rejectionIfNotConnected } from '../provider-rejection.ts';
import type { TEmailProvider } from './types.ts';

/** SendGrid's v3 mail send API; the response carries the message id in a header. */
export function sendgridEmailProvider(opts: {
  apiKey: string;
  from: string;
  baseUrl?: string;
  fetchImpl?: typeof fetch;
}): TEmailProvider {
  const doFetch = opts.fetchImpl ?? fetch;
  const { email, name } = parseFrom(opts.from);
  return {
    name: 'sendgrid',
    async send(message) {
      const content = [{ type: 'text/plain', value: message.text }];
      if (message.html) content.push({ type: 'text/html', value: message.html });
      const res = await doFetch(`${opts.baseUrl ?? 'https://api.sendgrid.com'}/v3/mail/send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${opts.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          personalizations: [{ to: [{ email: message.to }] }],
          from: withName(email, message.fromName ?? name),
          subject: message.subject,
          content,
          ...(message.headers ? { headers: message.headers } : {}),
        }),
      }).catch((err) => {
        throw rejectionIfNotConnected(err, 'SendGrid');
      });
      if (!res.ok) {
        throw new ProviderRejection(`SendGrid answered ${res.status}: ${(await res.text()).slice(0, 300)}`, {
          retryable: isRetryableStatus(res.status),
        });
      }
      return { messageId: res.headers.get('x-message-id') ?? 'sendgrid' };
    },
  };
}

/** SendGrid's sender: the address, with a name when there is one (quotes and angle brackets taken out). */
function withName(email: string, name: string | undefined): { email: string; name?: string } {
  const clean = name?.replace(/[<>"\r\n]/g, '').trim();
  return clean ? { email, name: clean } : { email };
}

function parseFrom(from: string): { email: string; name?: string } {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  return m ? { name: m[1] || undefined, email: m[2] } : { email: from.trim() };
}
