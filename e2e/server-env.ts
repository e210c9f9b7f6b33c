import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SUPER_ADMIN_EMAIL = 'admin@regulars.test';
export const SUPER_ADMIN_PASSWORD = 'admin-password-123';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** A port nobody listens on right now, found synchronously (the config file cannot await). */
function findFreePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

/**
 * The port and data directory of the server under test. Playwright loads the config in the runner and
 * again in every worker; workers inherit the runner's environment, so the first load decides.
 */
export function serverEnvironment() {
  process.env.E2E_PORT ??= String(findFreePort());
  process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'regulars-e2e-'));
  // Where tests/mailchimp.spec.ts starts its MailChimp stub: the server is told before the spec runs.
  process.env.E2E_MAILCHIMP_PORT ??= String(findFreePort());
  const port = Number(process.env.E2E_PORT);
  const mailchimpApiBase = `http://127.0.0.1:${process.env.E2E_MAILCHIMP_PORT}/3.0`;
  return { port, dataDir: process.env.E2E_DATA_DIR, baseURL: `http://127.0.0.1:${port}`, mailchimpApiBase };
}
