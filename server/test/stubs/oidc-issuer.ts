import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

type TGrant = { email: string; nonce: string | null; challenge: string | null; redirectUri: string };

/**
 * A local OpenID Connect issuer, as an agency's Google Workspace, Entra or Okta answers: discovery, JWKS (an RS256
 * key made at start), an authorize endpoint that signs the visitor in at once (as `login_hint`, or `signInAs` when
 * set) and sends them back with a code, a token endpoint that checks the client's secret (Basic or in the form) and
 * the PKCE verifier and answers a signed id_token carrying the nonce, and userinfo. `deny` answers
 * error=access_denied instead, as a provider does when the person cancels or is not assigned to the app; `flaw` puts
 * into the id_tokens what a relying party must refuse.
 */
export async function startOidcIssuer({ clientId, clientSecret }: { clientId: string; clientSecret: string }) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stub-key', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, TGrant>();
  const state = {
    signInAs: null as string | null,
    emailVerified: true as boolean | undefined,
    deny: false,
    /** A flaw in the next id_tokens a relying party must catch: another audience, another nonce, or expired. */
    flaw: null as 'audience' | 'nonce' | 'expired' | null,
    /** Every token request's client id, for the tests to see the secret was sent. */
    tokenRequests: [] as { clientId: string; secretOk: boolean }[],
  };
  let base = '';

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: base,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        userinfo_endpoint: `${base}/userinfo`,
        jwks_uri: `${base}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      if (state.deny || url.searchParams.get('client_id') !== clientId) {
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = randomBytes(16).toString('hex');
        grants.set(code, {
          email: state.signInAs ?? url.searchParams.get('login_hint') ?? '',
          nonce: url.searchParams.get('nonce'),
          challenge: url.searchParams.get('code_challenge'),
          redirectUri: back.origin + back.pathname,
        });
        back.searchParams.set('code', code);
      }
      back.searchParams.set('iss', base);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = new URLSearchParams(raw);
      const basic = req.headers.authorization?.startsWith('Basic ')
        ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString().split(':').map(decodeURIComponent)
        : null;
      const sentId = basic?.[0] ?? form.get('client_id') ?? '';
      const sentSecret = basic?.[1] ?? form.get('client_secret') ?? '';
      const secretOk = sentId === clientId && sentSecret === clientSecret;
      state.tokenRequests.push({ clientId: sentId, secretOk });
      if (!secretOk) return json(401, { error: 'invalid_client' });
      const grant = grants.get(form.get('code') ?? '');
      grants.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get('redirect_uri')) {
        return json(400, { error: 'invalid_grant' });
      }
      const sub = `sub-${createHash('sha256').update(grant.email).digest('hex').slice(0, 16)}`;
      const idToken = await new SignJWT({
        email: grant.email,
        ...(state.emailVerified === undefined ? {} : { email_verified: state.emailVerified }),
        name: grant.email.split('@')[0],
        ...(grant.nonce ? { nonce: state.flaw === 'nonce' ? 'another-nonce' : grant.nonce } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'stub-key' })
        .setIssuer(base)
        .setAudience(state.flaw === 'audience' ? 'another-client' : clientId)
        .setSubject(sub)
        .setIssuedAt(state.flaw === 'expired' ? Math.floor(Date.now() / 1000) - 3600 : undefined)
        .setExpirationTime(state.flaw === 'expired' ? Math.floor(Date.now() / 1000) - 1800 : '5m')
        .sign(privateKey);
      return json(200, { access_token: `access-${sub}`, token_type: 'Bearer', expires_in: 300, id_token: idToken });
    }
    if (url.pathname === '/userinfo') return json(200, { sub: 'unknown' });
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer: base,
    state,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
