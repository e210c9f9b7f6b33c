import { createHmac } from 'node:crypto';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';

/** Encrypts secrets a business gives us (a SendGrid API key) for storage; only the server can read them back. */
export type TSecretBox = {
  encrypt(plain: string): Promise<string>;
  decrypt(sealed: string): Promise<string>;
};

/**
 * better-auth's symmetric encryption (XChaCha20-Poly1305, the one it uses for OAuth tokens) under a key derived from
 * the app's secret for this one use: a sealed API key cannot be opened with the session-signing key, nor the reverse.
 * Rotating AUTH_SECRET makes saved keys unreadable: the business enters its key again.
 */
export function createSecretBox(secret: string): TSecretBox {
  const key = createHmac('sha256', secret).update('regulars:integration-secrets:v1').digest('hex');
  return {
    encrypt: (plain) => symmetricEncrypt({ key, data: plain }),
    decrypt: (sealed) => symmetricDecrypt({ key, data: sealed }),
  };
}
