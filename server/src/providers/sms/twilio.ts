import twilio from 'twilio';
import { isRetryableStatus, ProviderRejection, rejectionIfNotConnected } from '../provider-rejection.ts';
import type { TSmsProvider, TSmsStatusUpdate } from './types.ts';

export type TTwilioSettings = {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service SID (MG…). */
  from: string;
  /** Where delivery reports arrive: the app's public /webhooks/twilio/status. */
  statusCallbackUrl: string;
  /** Another API host (tests point it at a local stub); Twilio's own when unset. */
  apiBase?: string;
};

/**
 * SMS through Twilio's Messages API with the official SDK. A refusal Twilio answers (a bad number, an opted-out
 * recipient, a 5xx or 429) is a ProviderRejection; a timeout mid-request is left as is (outcome unknown).
 */
export function twilioSmsProvider(settings: TTwilioSettings): TSmsProvider {
  const client = twilio(settings.accountSid, settings.authToken, {
    ...(settings.apiBase ? { httpClient: new RedirectedRequestClient(settings.apiBase) } : {}),
  });
  const sender = settings.from.startsWith('MG') ? { messagingServiceSid: settings.from } : { from: settings.from };
  return {
    name: 'twilio',
    async send(message) {
      const callback = new URL(settings.statusCallbackUrl);
      if (message.reference) callback.searchParams.set('ref', message.reference);
      try {
        const sent = await client.messages.create({
          ...sender,
          to: message.to,
          body: message.body,
          statusCallback: callback.toString(),
        });
        return { providerMessageId: sent.sid };
      } catch (err) {
        if (err instanceof twilio.RestException) {
          const code = err.code ? ` (error ${err.code})` : '';
          throw new ProviderRejection(`Twilio answered ${err.status}${code}: ${err.message}`, {
            retryable: isRetryableStatus(err.status),
            cause: err,
          });
        }
        throw rejectionIfNotConnected(err, 'Twilio');
      }
    },
    parseStatusWebhook({ url, params, signature }) {
      assertSignedByTwilio(settings.authToken, url, params, signature);
      return toStatusUpdate(params, new URL(url).searchParams.get('ref') ?? undefined);
    },
    parseInboundWebhook({ url, params, signature }) {
      assertSignedByTwilio(settings.authToken, url, params, signature);
      return {
        from: params.From ?? '',
        to: params.To ?? '',
        body: params.Body ?? '',
        providerMessageId: params.MessageSid,
      };
    },
    replyTo(text) {
      const twiml = new twilio.twiml.MessagingResponse();
      if (text) twiml.message(text);
      return { contentType: 'text/xml', body: twiml.toString() };
    },
  };
}

/** Throws unless X-Twilio-Signature is Twilio's HMAC of this exact URL and these form parameters. */
export function assertSignedByTwilio(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): void {
  if (!signature || !twilio.validateRequest(authToken, signature, url, params)) {
    throw new Error('Twilio signature does not match');
  }
}

/** Twilio's MessageStatus in our statuses: delivered or sent is 'sent'; undelivered or failed is 'failed'. */
function toStatusUpdate(params: Record<string, string>, reference: string | undefined): TSmsStatusUpdate {
  const status = params.MessageStatus ?? '';
  const providerMessageId = params.MessageSid ?? params.SmsSid ?? '';
  if (status === 'delivered' || status === 'sent') return { providerMessageId, reference, status: 'sent' };
  if (status === 'undelivered' || status === 'failed') {
    const code = params.ErrorCode ? ` (error ${params.ErrorCode})` : '';
    return { providerMessageId, reference, status: 'failed', error: `Twilio reported the message ${status}${code}` };
  }
  return { providerMessageId, reference, status: 'pending' };
}

/** The SDK's HTTP client, sending every request to another host (a local stub of Twilio in tests). */
class RedirectedRequestClient extends twilio.RequestClient {
  readonly #base: URL;
  constructor(base: string) {
    super();
    this.#base = new URL(base);
  }
  override request<T>(opts: Parameters<typeof twilio.RequestClient.prototype.request<T>>[0]) {
    const uri = new URL(opts.uri);
    uri.protocol = this.#base.protocol;
    uri.host = this.#base.host;
    return super.request<T>({ ...opts, uri: uri.toString() });
  }
}
