import forge from 'node-forge';

/**
 * Tests only: a certificate authority made on the spot, standing in for Apple's. It signs a WWDR-like intermediate,
 * which signs a pass certificate (as Apple's does), and a TLS certificate for a local APNs stub. Nothing here is
 * used by the running app.
 */
export type TTestPki = {
  caCert: string;
  wwdrCert: string;
  passCert: string;
  passKey: string;
  /** The stub's certificate (127.0.0.1 and localhost) and key, signed by the CA. */
  serverCert: string;
  serverKey: string;
};

type TSubject = { name: string; value: string }[];

function issue({
  subject,
  issuer,
  signingKey,
  publicKey,
  serial,
  ca,
  altNames,
}: {
  subject: TSubject;
  issuer: TSubject;
  signingKey: forge.pki.rsa.PrivateKey;
  publicKey: forge.pki.rsa.PublicKey;
  serial: string;
  ca: boolean;
  altNames?: { type: number; value?: string; ip?: string }[];
}) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  const extensions: object[] = [
    { name: 'basicConstraints', cA: ca },
    ca
      ? { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true }
      : { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
  ];
  if (altNames) extensions.push({ name: 'subjectAltName', altNames });
  if (!ca) extensions.push({ name: 'extKeyUsage', serverAuth: true, clientAuth: true });
  cert.setExtensions(extensions);
  cert.sign(signingKey, forge.md.sha256.create());
  return cert;
}

/** Made once per test file: RSA key generation takes a moment. */
export function makeTestPki(passTypeId: string): TTestPki {
  const keys = () => forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const caKeys = keys();
  const wwdrKeys = keys();
  const passKeys = keys();
  const serverKeys = keys();
  const caSubject = [{ name: 'commonName', value: 'Regulars Test Root CA' }];
  const wwdrSubject = [{ name: 'commonName', value: 'Regulars Test WWDR' }];
  const ca = issue({
    subject: caSubject,
    issuer: caSubject,
    signingKey: caKeys.privateKey,
    publicKey: caKeys.publicKey,
    serial: '01',
    ca: true,
  });
  const wwdr = issue({
    subject: wwdrSubject,
    issuer: caSubject,
    signingKey: caKeys.privateKey,
    publicKey: wwdrKeys.publicKey,
    serial: '02',
    ca: true,
  });
  const pass = issue({
    subject: [
      { name: 'commonName', value: `Pass Type ID: ${passTypeId}` },
      { name: 'organizationalUnitName', value: 'TEAM123456' },
    ],
    issuer: wwdrSubject,
    signingKey: wwdrKeys.privateKey,
    publicKey: passKeys.publicKey,
    serial: '03',
    ca: false,
  });
  const server = issue({
    subject: [{ name: 'commonName', value: 'localhost' }],
    issuer: caSubject,
    signingKey: caKeys.privateKey,
    publicKey: serverKeys.publicKey,
    serial: '04',
    ca: false,
    altNames: [
      { type: 2, value: 'localhost' },
      { type: 7, ip: '127.0.0.1' },
    ],
  });
  const pem = forge.pki.certificateToPem;
  return {
    caCert: pem(ca),
    wwdrCert: pem(wwdr),
    passCert: pem(pass),
    passKey: forge.pki.privateKeyToPem(passKeys.privateKey),
    serverCert: pem(server),
    serverKey: forge.pki.privateKeyToPem(serverKeys.privateKey),
  };
}
