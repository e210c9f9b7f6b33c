import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import * as betterAuthCrypto from 'better-auth/crypto';

/**
 * How passwords and PINs are hashed: better-auth's scrypt (N=16384, r=16: 80–300 ms of CPU each here, slow on
 * purpose) wherever the app runs, sign-in through better-auth included (platform/better-auth.ts).
 *
 * The API tests alone hash at a low cost (`fast`: N=1024, r=8): they hash and check about 2,500 passwords and PINs,
 * a quarter of their CPU at full cost. The same practice as Laravel's BCRYPT_ROUNDS=4 and Devise's `stretches = 1`
 * under test. It takes NODE_ENV=test (vitest sets it; the app, the end-to-end server included, never runs so) and
 * PASSWORD_HASHING=fast (server/vitest.config.ts). A fast hash carries its own prefix: at full cost none matches.
 */
export type TPasswordHashing = 'standard' | 'fast';

const FAST_PREFIX = 'fast$';
const FAST = { N: 1024, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

export function passwordHashingOf(env: NodeJS.ProcessEnv): TPasswordHashing {
  return env.NODE_ENV === 'test' && env.PASSWORD_HASHING === 'fast' ? 'fast' : 'standard';
}

export function createPasswordHash(hashing: TPasswordHashing) {
  return {
    hashPassword: async (password: string): Promise<string> => {
      if (hashing === 'standard') return betterAuthCrypto.hashPassword(password);
      const salt = randomBytes(16).toString('hex');
      return `${FAST_PREFIX}${salt}:${(await fastKey(password, salt)).toString('hex')}`;
    },
    /** Throws on a hash that does not parse, as better-auth's own check does. */
    verifyPassword: async ({ hash, password }: { hash: string; password: string }): Promise<boolean> => {
      if (!hash.startsWith(FAST_PREFIX)) return betterAuthCrypto.verifyPassword({ hash, password });
      if (hashing === 'standard') return false;
      const [salt, key] = hash.slice(FAST_PREFIX.length).split(':');
      if (!salt || !key) throw new Error('Invalid password hash');
      const expected = Buffer.from(key, 'hex');
      const actual = await fastKey(password, salt);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

function fastKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, FAST, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** This process's hashing: every password and PIN goes through these two. */
export const { hashPassword, verifyPassword } = createPasswordHash(passwordHashingOf(process.env));
