import http2 from 'node:http2';
import tls from 'node:tls';
import type { TAppleWalletConfig } from '../../platform/config.ts';

export type TApnsAnswer = { status: number; reason: string | null };

const TIMEOUT_MS = 10_000;
/** An open connection is kept this long after its last push: a drain of thousands reuses it, an idle server holds none. */
const IDLE_MS = 1_000;

/**
 * Open HTTP/2 connections to APNs by host and pass type: Apple asks senders to keep a connection for many pushes
 * rather than open one each (a TLS handshake costs far more than a push). A pure cache: any process opens its own.
 */
const sessions = new Map<string, http2.ClientHttp2Session>();

function sessionFor(apple: TAppleWalletConfig): http2.ClientHttp2Session {
  const key = `${apple.apnsBase} ${apple.passTypeId}`;
  const open = sessions.get(key);
  if (open && !open.closed && !open.destroyed) return open;
  const session = http2.connect(apple.apnsBase, {
    cert: apple.signerCert,
    key: apple.signerKey,
    ...(apple.signerKeyPassphrase ? { passphrase: apple.signerKeyPassphrase } : {}),
    // The system's CAs, plus a test stub's when APPLE_APNS_CA names one: verification is never turned off.
    ...(apple.apnsCa ? { ca: [...tls.rootCertificates, apple.apnsCa] } : {}),
  });
  const forget = () => {
    if (sessions.get(key) === session) sessions.delete(key);
  };
  session.on('close', forget);
  session.on('goaway', forget);
  // A pushing call hears the failure through its own listener; this one keeps an idle session's error from crashing.
  session.on('error', forget);
  session.setTimeout(IDLE_MS, () => session.close());
  // An idle connection never keeps the process from exiting.
  session.unref();
  sessions.set(key, session);
  return session;
}

/**
 * The pushes for a pass over HTTP/2, authenticated by the pass certificate (client TLS): an empty JSON payload, the
 * pass type id as the topic, on a connection kept open between passes. Apple's wallet answers it by asking our web
 * service what changed. The answers' statuses are returned (410: the device no longer has the pass); a network
 * failure throws, so the job is retried.
 */
export async function sendApnsPushes(apple: TAppleWalletConfig, pushTokens: string[]): Promise<TApnsAnswer[]> {
  const session = sessionFor(apple);
  let onError: (err: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => {
    onError = reject;
    session.once('error', onError);
  });
  failed.catch(() => {});
  try {
    const answers: TApnsAnswer[] = [];
    for (const token of pushTokens) {
      answers.push(await Promise.race([push(session, apple.passTypeId, token), failed]));
    }
    return answers;
  } catch (err) {
    // A connection that failed a push is not used again.
    session.destroy();
    throw err;
  } finally {
    session.off('error', onError);
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
