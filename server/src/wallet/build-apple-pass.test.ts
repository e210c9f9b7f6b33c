import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TCustomerStanding, TProgramStanding } from '@regulars/contracts';
import { unzipSync } from 'fflate';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TAppleWalletConfig } from '../platform/config.ts';
import { buildApplePass, passColors } from './build-apple-pass.ts';
import type { TPassStanding } from './pass-reads.ts';
import { makeTestPki, type TTestPki } from './test-pki.ts';

const PASS_TYPE = 'pass.test.regulars.loyalty';
let pki: TTestPki;
let apple: TAppleWalletConfig;

beforeAll(() => {
  pki = makeTestPki(PASS_TYPE);
  apple = {
    passTypeId: PASS_TYPE,
    teamId: 'TEAM123456',
    signerCert: pki.passCert,
    signerKey: pki.passKey,
    signerKeyPassphrase: undefined,
    wwdr: pki.wwdrCert,
    apnsBase: 'https://127.0.0.1:1',
    apnsCa: undefined,
  };
});

const program = (over: Partial<TProgramStanding>): TProgramStanding => ({
  id: 'p1',
  name: 'Coffee points',
  type: 'points',
  description: 'Earn 1 point per $1',
  pointsBalance: 0,
  totalEarned: 0,
  stampsCurrent: 0,
  stampsRequired: 0,
  lastActivityAt: null,
  catalogue: [],
  discount: null,
  nextEarnAt: null,
  ...over,
});

const standing = (programs: TProgramStanding[], rewards: TCustomerStanding['rewards'] = []): TCustomerStanding => ({
  customer: {
    id: 'c1',
    uniqueCustomerId: 'CUS-000042',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: null,
    email: null,
    totalPoints: 120,
    lifetimePointsEarned: 120,
    totalVisits: 3,
  },
  programs,
  rewards,
  lastAction: null,
  multipliers: null,
  categoryBonuses: [],
  status: null,
});

async function open(s: TPassStanding | null, logoPng: Buffer | null = null) {
  const zip = await buildApplePass({
    apple,
    serial: 'serial-abc',
    authenticationToken: 'token-abcdefghijklmnop',
    webServiceURL: 'http://localhost:3000/api/wallet/apple',
    businessName: 'Bean There',
    brandColor: '#0f766e',
    standing: s,
    logoPng,
  });
  const files = unzipSync(new Uint8Array(zip));
  const text = (name: string) => Buffer.from(files[name]).toString('utf8');
  return { files, pass: JSON.parse(text('pass.json')), manifest: JSON.parse(text('manifest.json')) };
}

describe('an Apple pass', () => {
  it('shows a points program: balance up front, the next reward, rewards ready, the QR key', async () => {
    const points = program({
      pointsBalance: 120,
      catalogue: [
        { name: 'Free coffee', points: 100, affordable: true },
        { name: 'Free lunch', points: 500, affordable: false },
      ],
    });
    const reward = {
      id: 'r1',
      programId: 'p1',
      programName: 'Coffee points',
      name: 'Free coffee',
      description: null,
      type: 'free_item',
      status: 'earned' as const,
      code: 'RW-7K2P9Q',
      earnedAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2026-03-01T00:00:00.000Z',
      redeemedAt: null,
    };
    const { pass } = await open(standing([points], [reward]));
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: PASS_TYPE,
      teamIdentifier: 'TEAM123456',
      serialNumber: 'serial-abc',
      authenticationToken: 'token-abcdefghijklmnop',
      webServiceURL: 'http://localhost:3000/api/wallet/apple',
      organizationName: 'Bean There',
      logoText: 'Bean There',
      backgroundColor: 'rgb(15, 118, 110)',
      foregroundColor: 'rgb(255, 255, 255)',
    });
    expect(pass.voided).toBeUndefined();
    expect(pass.storeCard.headerFields).toEqual([{ key: 'member', label: 'Member', value: 'Ada' }]);
    expect(pass.storeCard.primaryFields).toEqual([{ key: 'balance', label: 'Coffee points', value: '120 points' }]);
    expect(pass.storeCard.secondaryFields[0].value).toBe('Free coffee ready');
    expect(pass.storeCard.auxiliaryFields[0]).toMatchObject({ label: 'Rewards to use', value: '1' });
    expect(pass.storeCard.backFields.map((f: { value: string }) => f.value).join('\n')).toContain('Code RW-7K2P9Q');
    expect(pass.barcodes).toEqual([
      { format: 'PKBarcodeFormatQR', message: 'CUS-000042', messageEncoding: 'iso-8859-1', altText: 'CUS-000042' },
    ]);
  });

  it('shows a stamp card as "7 of 10 stamps" with the stamps still to go', async () => {
    const stamps = program({ name: 'Coffee card', type: 'stamp_card', stampsCurrent: 7, stampsRequired: 10 });
    const { pass } = await open(standing([stamps]));
    expect(pass.storeCard.primaryFields).toEqual([{ key: 'balance', label: 'Coffee card', value: '7 of 10 stamps' }]);
    expect(pass.storeCard.secondaryFields).toEqual([{ key: 'next', label: 'Next reward', value: '3 stamps to go' }]);
    expect(pass.storeCard.auxiliaryFields[0].value).toBe('None yet');
  });

  it('shows the status tier beside the rewards, and the progress to the next on the back', async () => {
    const gold = {
      ...standing([program({ pointsBalance: 160 })]),
      status: {
        tier: { id: 't2', name: 'Silver', factor: 1.5 },
        basis: 'points' as const,
        measure: 160,
        next: { name: 'Gold', threshold: 200, remaining: 40 },
        keepsUntil: null,
        windowText: 'in the last 12 months',
        window: 'rolling' as const,
        windowMonths: 12,
      },
    };
    const { pass } = await open(gold);
    expect(pass.storeCard.auxiliaryFields[1]).toMatchObject({ label: 'Status', value: 'Silver' });
    expect(pass.storeCard.backFields).toContainEqual({
      key: 'status-progress',
      label: 'Your status',
      value: 'Silver · 160 points in the last 12 months · 40 points to Gold',
    });
  });

  it("carries the customer's invitation to friends on the back while refer-a-friend is on", async () => {
    const text = 'Give a friend 100 points. You get Free coffee after their first purchase within 30 days.';
    const invited = { ...standing([program({})]), invite: { text, link: 'https://bean.example/i/K7M2QX9P' } };
    expect((await open(invited)).pass.storeCard.backFields).toContainEqual({
      key: 'invite',
      label: 'Invite a friend',
      value: `${text}\nhttps://bean.example/i/K7M2QX9P`,
    });
    const backKeys = (await open(standing([program({})]))).pass.storeCard.backFields.map((f: { key: string }) => f.key);
    expect(backKeys).not.toContain('invite');
  });

  it('is voided, with nothing of the customer, once they are deleted', async () => {
    const { pass } = await open(null);
    expect(pass.voided).toBe(true);
    expect(pass.barcodes ?? []).toEqual([]);
    expect(JSON.stringify(pass)).not.toContain('Ada');
  });

  it('lists the SHA-1 of every file in manifest.json, and carries the logo when given', async () => {
    const logo = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const { files, manifest } = await open(standing([program({})]), logo);
    const content = Object.keys(files).filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(content.sort()).toEqual(['icon.png', 'icon@2x.png', 'logo.png', 'pass.json']);
    expect(Object.keys(manifest).sort()).toEqual(content.sort());
    for (const name of content) {
      expect(manifest[name]).toBe(createHash('sha1').update(files[name]).digest('hex'));
    }
    expect(Buffer.from(files['logo.png']).equals(logo)).toBe(true);
    // Apple requires the icon; ours stays small.
    expect(files['icon.png'].length + files['icon@2x.png'].length).toBeLessThan(10 * 1024);
  });

  it('is signed: a detached PKCS#7 over manifest.json by the pass certificate, verified against the test CA', async () => {
    const { files } = await open(standing([program({})]));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pkpass-'));
    const write = (name: string, data: Uint8Array | string) => {
      fs.writeFileSync(path.join(dir, name), data);
      return path.join(dir, name);
    };
    const verify = (manifest: Uint8Array) =>
      spawnSync('openssl', [
        'smime',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        write('signature', files.signature),
        '-content',
        write('manifest.json', manifest),
        '-CAfile',
        write('ca.pem', pki.caCert),
        '-purpose',
        'any',
        '-out',
        path.join(dir, 'out'),
      ]);
    try {
      const good = verify(files['manifest.json']);
      expect(good.stderr.toString()).toContain('Verification successful');
      expect(good.status).toBe(0);
      // The signature is over the manifest: a changed manifest fails.
      const forged = Buffer.from(files['manifest.json']);
      forged[forged.length - 3] ^= 1;
      expect(verify(forged).status).not.toBe(0);
      // Detached: the manifest is not inside the signature; the pass certificate signed it.
      const p7 = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(Buffer.from(files.signature).toString('binary')));
      const signed = p7 as forge.pkcs7.PkcsSignedData & { rawCapture: { content?: unknown } };
      expect(signed.rawCapture.content).toBeUndefined();
      const names = signed.certificates.map((c) => c.subject.getField('CN')?.value);
      expect(names).toContain(`Pass Type ID: ${PASS_TYPE}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes a pale brand colour with dark ink, and muted labels between ink and background', () => {
    const pale = passColors('#fef3c7');
    expect(pale.foregroundColor).toBe('rgb(17, 24, 39)');
    expect(pale.labelColor).not.toBe(pale.foregroundColor);
    expect(passColors(null).backgroundColor).toBe('rgb(79, 70, 229)');
  });
});
