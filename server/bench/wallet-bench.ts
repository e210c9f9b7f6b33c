import type { TCustomerStanding } from '@regulars/contracts';
import { buildApplePass } from '../src/wallet/build-apple-pass.ts';
import { makeTestPki } from '../src/wallet/test-pki.ts';

const TARGET_P95_MS = 50;

/**
 * Building and signing one Apple Wallet pass (pass.json from a standing, images, manifest, PKCS#7 signature, zip),
 * what every download and every device's fetch after a change costs. Signed with a test certificate of the same
 * size as Apple's (RSA 2048); no database: the standing's reads are the counter's, measured by the check-in part.
 */
export async function benchWallet(samples = 300) {
  const pki = makeTestPki('pass.bench.regulars');
  const apple = {
    passTypeId: 'pass.bench.regulars',
    teamId: 'TEAM123456',
    signerCert: pki.passCert,
    signerKey: pki.passKey,
    signerKeyPassphrase: undefined,
    wwdr: pki.wwdrCert,
    apnsBase: 'https://127.0.0.1:1',
    apnsCa: undefined,
  };
  const standing: TCustomerStanding = {
    customer: {
      id: 'c1',
      uniqueCustomerId: 'CUS-000042',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: null,
      email: null,
      totalPoints: 120,
      lifetimePointsEarned: 300,
      totalVisits: 12,
    },
    programs: [
      {
        id: 'p1',
        name: 'Coffee card',
        type: 'stamp_card',
        description: 'Collect 10 stamps for a free coffee',
        pointsBalance: 0,
        totalEarned: 0,
        stampsCurrent: 7,
        stampsRequired: 10,
        lastActivityAt: null,
        catalogue: [],
        discount: null,
        nextEarnAt: null,
      },
    ],
    rewards: [],
    lastAction: null,
  };
  const times: number[] = [];
  for (let i = 0; i < samples + 20; i++) {
    const started = performance.now();
    await buildApplePass({
      apple,
      serial: `serial-${i}`,
      authenticationToken: 'token-abcdefghijklmnop',
      webServiceURL: 'http://localhost:3000/api/wallet/apple',
      businessName: 'Bean There',
      brandColor: '#0f766e',
      standing,
      logoPng: null,
    });
    // The first builds warm the JIT.
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  const p95 = p(0.95);
  console.log('\nApple Wallet pass builds (build + sign + zip, no database)');
  console.log(
    `  p50 ${p(0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target < ${TARGET_P95_MS} ms p95): ${p95 < TARGET_P95_MS ? 'PASS' : 'MISS'}`,
  );
  return { p50: p(0.5), p95 };
}
