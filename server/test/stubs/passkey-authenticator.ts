import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

type TOptions = { challenge: string; rp?: { id?: string }; rpId?: string; user?: { id: string } };
type TCredential = { id: Uint8Array<ArrayBuffer>; privateKey: KeyObject; userHandle: string; counter: number };

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/**
 * A platform authenticator in software, as a phone or a password manager answers WebAuthn: ES256 keys, "none"
 * attestation, the person present and verified (unless `verifyUser` is false), a counter that grows with each use.
 * It answers the JSON options our server sends with the JSON @simplewebauthn/browser would post back, from `origin`.
 */
export function softwareAuthenticator(origin: string) {
  const credentials: TCredential[] = [];
  const rpIdHash = (rpId: string) => createHash('sha256').update(rpId).digest();
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const flagsOf = (verifyUser: boolean) => UP | (verifyUser ? UV : 0);
  const counterBytes = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };

  return {
    credentials,
    /** navigator.credentials.create: a new passkey for the options' user. */
    create(options: TOptions, { verifyUser = true } = {}) {
      const rpId = options.rp?.id ?? new URL(origin).hostname;
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
        [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
      ]);
      const id = Uint8Array.from(randomBytes(16));
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        rpIdHash(rpId),
        Buffer.from([flagsOf(verifyUser) | AT]),
        counterBytes(0),
        Buffer.alloc(16),
        idLength,
        id,
        Buffer.from(isoCBOR.encode(cose)),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as never,
      );
      credentials.push({ id, privateKey, userHandle: options.user?.id ?? '', counter: 0 });
      const rawId = isoBase64URL.fromBuffer(id);
      return {
        id: rawId,
        rawId,
        type: 'public-key' as const,
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(new Uint8Array(clientData('webauthn.create', options.challenge))),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    /** navigator.credentials.get: the answer of `credential` (the newest unless told) to the options' challenge. */
    get(options: TOptions, { credential = credentials.at(-1), verifyUser = true } = {}) {
      if (!credential) throw new Error('no passkey on this authenticator');
      const rpId = options.rpId ?? new URL(origin).hostname;
      credential.counter += 1;
      const authData = Buffer.concat([
        rpIdHash(rpId),
        Buffer.from([flagsOf(verifyUser)]),
        counterBytes(credential.counter),
      ]);
      const data = clientData('webauthn.get', options.challenge);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, createHash('sha256').update(data).digest()]),
        credential.privateKey,
      );
      const rawId = isoBase64URL.fromBuffer(credential.id);
      return {
        id: rawId,
        rawId,
        type: 'public-key' as const,
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(new Uint8Array(data)),
          authenticatorData: isoBase64URL.fromBuffer(new Uint8Array(authData)),
          signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
