import http2 from 'node:http2';
import tls from 'node:tls';
import type { TAppleWalletConfig } from '../platform/config.ts';

export type TApnsAnswer = { status: number; reason: string | null };

const TIMEOUT_MS = 10_000;

/**
 * One push for a pass over HTTP/2, authenticated by the pass certificate (client TLS): an empty JSON payload, the
 * pass type id as the topic. Apple's wallet answers it by asking our web service what changed. The answer's status
 * is returned (410: the device no longer has the pass); a network failure throws, so the job is retried.
 */
export async function sendApnsPushes(apple: TAppleWalletConfig, pushTokens: string[]): Promise<TApnsAnswer[]> {
  const session = http2.connect(apple.apnsBase, {
    cert: apple.signerCert,
    key: apple.signerKey,
    ...(apple.signerKeyPassphrase ? { passphrase: apple.signerKeyPassphrase } : {}),
    // The system's CAs, plus a test stub's when APPLE_APNS_CA names one: verification is never turned off.
    ...(apple.apnsCa ? { ca: [...tls.rootCertificates, apple.apnsCa] } : {}),
  });
  const failed = new Promise<never>((_, reject) => session.once('error', reject));
  failed.catch(() => {});
  try {
    const answers: TApnsAnswer[] = [];
    for (const token of pushTokens) {
      answers.push(await Promise.race([push(session, apple.passTypeId, token), failed]));
    }
    return answers;
  } finally {
    session.close();
  }
}

function push(session: http2.ClientHttp2Session, topic: string, token: string): Promise<TApnsAnswer> {
  return new Promise((resolve, reject) => {
    const req = session.request({
      ':method': 'POST',
      ':path': `/3/device/${encodeURIComponent(token)}`,
      'apns-topic': topic,
      'apns-push-type': 'background',
      'apns-priority': '5',
      'content-type': 'application/json',
    });
    req.setTimeout(TIMEOUT_MS, () => req.close(http2.constants.NGHTTP2_CANCEL));
    let status = 0;
    let body = '';
    req.on('response', (headers) => {
      status = Number(headers[':status']);
    });
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      if (body.length < 4096) body += chunk;
    });
    req.on('end', () => {
      if (!status) return reject(new Error('APNs closed the request without an answer'));
      let reason: string | null = null;
      try {
        reason = body ? ((JSON.parse(body) as { reason?: string }).reason ?? null) : null;
      } catch {}
      resolve({ status, reason });
    });
    req.on('error', reject);
    req.end('{}');
  });
}
