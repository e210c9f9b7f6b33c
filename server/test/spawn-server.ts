import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type pg from 'pg';
import { expect } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

export type TSpawnedServer = { url: string; proc: ChildProcess; output: string[]; stop: () => Promise<void> };

/**
 * The real server as `npm start` runs it (server/dist/main.js, built by global-setup.ts) in a process of its own on a
 * free port, ready once /api/health answers. Compiled, it is up in a quarter of the time `src/main.ts` through tsx
 * took (1.8 s against 7.4 here).
 */
export async function spawnServer(env: NodeJS.ProcessEnv): Promise<TSpawnedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), APP_URL: url, LOG_LEVEL: 'warn', ...env };
  // Unset keys must be absent, not empty: config reads '' as a value.
  for (const [k, v] of Object.entries(fullEnv)) if (v === undefined) delete fullEnv[k];
  const output: string[] = [];
  const proc = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d) => output.push(String(d)));
  proc.stderr?.on('data', (d) => output.push(String(d)));
  const stop = async () => {
    if (proc.exitCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}): ${output.join('')}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, proc, output, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start: ${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A port nobody listens on right now (the OS picks it), for a process the test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const migrationFiles = fs.readdirSync(path.join(serverDir, 'src/db/migrations')).filter((f) => f.endsWith('.sql'));

/**
 * Servers started at the same moment on one empty database all answer, and the start-up work raced between them was
 * done once: every migration applied once, the tiers seeded once, one auth secret. `db` reads that database directly.
 */
export async function expectStartedOnce(servers: TSpawnedServer[], db: pg.Client): Promise<void> {
  for (const s of servers) {
    const health = await fetch(`${s.url}/api/health`);
    expect(health.status, s.output.join('')).toBe(200);
  }
  const applied = await db.query('select hash from drizzle.__drizzle_migrations');
  expect(applied.rowCount).toBe(migrationFiles.length);
  const tiers = await db.query('select name from subscription_tiers');
  expect(tiers.rows.map((r) => r.name).sort()).toEqual(['Agency', 'Free', 'Pro']);
  const secrets = await db.query(`select value from platform_settings where key = 'auth_secret'`);
  expect(secrets.rowCount).toBe(1);
}
