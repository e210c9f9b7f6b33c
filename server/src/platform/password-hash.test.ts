import { scrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPasswordHash, passwordHashingOf } from './password-hash.ts';

/** better-auth's stored form, salt:key, rebuilt here at its full cost (N=16384, r=16), to know what was stored. */
function fullCostKey(password: string, salt: string): Promise<string> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 64, { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 }, (err, key) =>
      err ? reject(err) : resolve(key.toString('hex')),
    ),
  );
}

describe('password hashing', () => {
  it('runs at full cost unless NODE_ENV=test and PASSWORD_HASHING=fast are both set', () => {
    expect(passwordHashingOf({ NODE_ENV: 'test', PASSWORD_HASHING: 'fast' })).toBe('fast');
    expect(passwordHashingOf({ PASSWORD_HASHING: 'fast' })).toBe('standard');
    expect(passwordHashingOf({ NODE_ENV: 'production', PASSWORD_HASHING: 'fast' })).toBe('standard');
    expect(passwordHashingOf({ NODE_ENV: 'test' })).toBe('standard');
  });

  it('stores the app’s hashes as better-auth’s scrypt at N=16384, r=16, and checks them', async () => {
    const standard = createPasswordHash('standard');
    const hash = await standard.hashPassword('correct-horse-1');
    const [salt, key] = hash.split(':');
    expect(await fullCostKey('correct-horse-1', salt ?? '')).toBe(key);
    expect(await standard.verifyPassword({ hash, password: 'correct-horse-1' })).toBe(true);
    expect(await standard.verifyPassword({ hash, password: 'correct-horse-2' })).toBe(false);
  });

  it('checks full-cost hashes under test too, and a fast hash matches nothing at full cost', async () => {
    const standard = createPasswordHash('standard');
    const fast = createPasswordHash('fast');
    const fullCost = await standard.hashPassword('4821');
    expect(await fast.verifyPassword({ hash: fullCost, password: '4821' })).toBe(true);

    const cheap = await fast.hashPassword('4821');
    expect(cheap.startsWith('fast$')).toBe(true);
    expect(await fast.verifyPassword({ hash: cheap, password: '4821' })).toBe(true);
    expect(await fast.verifyPassword({ hash: cheap, password: '4822' })).toBe(false);
    expect(await standard.verifyPassword({ hash: cheap, password: '4821' })).toBe(false);
  });

  it('refuses a stored hash that does not parse', async () => {
    await expect(createPasswordHash('fast').verifyPassword({ hash: 'fast$nokey', password: 'x' })).rejects.toThrow(
      'Invalid password hash',
    );
    await expect(createPasswordHash('standard').verifyPassword({ hash: 'garbage', password: 'x' })).rejects.toThrow();
  });
});
