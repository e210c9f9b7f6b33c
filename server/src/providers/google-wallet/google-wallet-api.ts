import { importPKCS8, SignJWT } from 'jose';
import type { TGoogleWalletConfig } from '../../platform/config.ts';

const SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';
const TIMEOUT_MS = 10_000;
/** Google's Wallet API takes at most 20 requests a second from an issuer: each process keeps under it. */
const MIN_GAP_MS = 50;

type TCachedToken = { value: string; expiresAt: number };
/**
 * Access tokens by service account: a pure cache (any process mints its own from the key), so nothing another process
 * needs lives here. Never logged.
 */
const tokens = new Map<string, TCachedToken>();
type TSigningKey = Awaited<ReturnType<typeof importPKCS8>>;
const keys = new Map<string, Promise<TSigningKey>>();
let nextSlot = 0;

export type TGoogleAnswer = { status: number; body: unknown };

/** The service account's private key, parsed once (RS256). */
function signingKey(google: TGoogleWalletConfig): Promise<TSigningKey> {
  let key = keys.get(google.privateKey);
  if (!key) {
    key = importPKCS8(google.privateKey, 'RS256');
    keys.set(google.privateKey, key);
  }
  return key;
}

/** A signed JWT of the service account (RS256, its key id in the header). */
export async function signAsServiceAccount(
  google: TGoogleWalletConfig,
  claims: Record<string, unknown>,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(google.privateKeyId ? { kid: google.privateKeyId } : {}) })
    .setIssuer(google.clientEmail)
    .setIssuedAt()
    .sign(await signingKey(google));
}

const tokenKey = (google: TGoogleWalletConfig) => `${google.clientEmail} ${google.tokenUri}`;

/** An OAuth access token for the Wallet API: a JWT assertion exchanged at the key's token_uri, kept until near expiry. */
async function accessToken(google: TGoogleWalletConfig): Promise<string> {
  const cached = tokens.get(tokenKey(google));
  if (cached && cached.expiresAt > Date.now() + 60_000) return cached.value;
  const assertion = await new SignJWT({ scope: SCOPE })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(google.privateKeyId ? { kid: google.privateKeyId } : {}) })
    .setIssuer(google.clientEmail)
    .setAudience(google.tokenUri)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await signingKey(google));
  const res = await fetch(google.tokenUri, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
  // The answer's body may carry the token: only the status is told.
  if (!res.ok || !body.access_token) throw new Error(`Google's token endpoint answered ${res.status}`);
  const token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
  tokens.set(tokenKey(google), token);
  return token.value;
}

/** Waits for this process's next request slot: requests go out at most one per MIN_GAP_MS. */
async function pace(): Promise<void> {
  const now = Date.now();
  const at = Math.max(now, nextSlot);
  nextSlot = at + MIN_GAP_MS;
  if (at > now) await new Promise((r) => setTimeout(r, at - now));
}

/**
 * One call of the Wallet REST API (`/walletobjects/v1/<path>`), paced and authorised. Its status is returned (409:
 * exists, 404: unknown); a network failure throws, so the job calling it is retried.
 */
export async function callWalletApi(
  google: TGoogleWalletConfig,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<TGoogleAnswer> {
  const first = await send(google, method, path, body);
  if (first.status !== 401) return first;
  // The token was revoked or expired early: once more with a new one.
  tokens.delete(tokenKey(google));
  return send(google, method, path, body);
}

async function send(google: TGoogleWalletConfig, method: string, path: string, body: unknown): Promise<TGoogleAnswer> {
  const token = await accessToken(google);
  await pace();
  const res = await fetch(`${google.apiBase}/walletobjects/v1/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {}
  return { status: res.status, body: parsed };
}

/** Thrown for an answer a retry may cure (rate limit, Google's side down): the job runs again. */
export function failIfTransient(answer: TGoogleAnswer, what: string): void {
  if (answer.status === 429 || answer.status >= 500) throw new Error(`Google Wallet ${what}: ${answer.status}`);
}
