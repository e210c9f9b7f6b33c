/**
 * A provider answered and did not take the message (Twilio's 400 for a bad number, SendGrid's 503, an SMTP 4xx
 * reply, a refused connection): nothing went out, so trying again is safe. `retryable` says whether it is worth it.
 *
 * Any other error from a provider's send (a timeout, a connection reset mid-request) leaves it unknown whether the
 * message went out; the send pipeline then does not try again, so no customer is messaged twice.
 */
export class ProviderRejection extends Error {
  readonly retryable: boolean;
  constructor(message: string, opts: { retryable: boolean; cause?: unknown }) {
    super(message, { cause: opts.cause });
    this.name = 'ProviderRejection';
    this.retryable = opts.retryable;
  }
}

/** HTTP statuses a provider answers when the same request may succeed later. */
export const isRetryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/** Network errors raised before a request reached the provider: nothing was sent. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNECTION', 'EDNS', 'EHOSTUNREACH']);

/** The error as a ProviderRejection when it proves nothing was sent; otherwise unchanged (unknown outcome). */
export function rejectionIfNotConnected(err: unknown, provider: string): unknown {
  const code = errorCode(err) ?? errorCode((err as { cause?: unknown } | null)?.cause);
  if (code && NOT_CONNECTED.has(code)) {
    return new ProviderRejection(`${provider} could not be reached (${code})`, { retryable: true, cause: err });
  }
  return err;
}

function errorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
