import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { freePort } from './spawn-server.ts';

// The compiled server (`npm start`'s server/dist/main.js, built by global-setup.ts) in a process of its own, stopped the
// way a deploy stops it.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
/** A loaded 2-core machine takes a while to start a process; the shutdown itself is held to its 10 s. */
const START_TIMEOUT_MS = 180_000;

type TServer = { port: number; proc: ChildProcess; log: () => string; exited: Promise<number | null> };
const started: TServer[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const s of started) if (s.proc.exitCode === null) s.proc.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

// The three servers are separate processes: they start and stop side by side (the last one waits its 10 s anyway).
it.concurrent(
  'answers the request in flight, refuses new connections and exits 0 on SIGTERM (embedded database)',
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'regulars-shutdown-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    await expectGracefulStop(await startCompiledServer({ DATA_DIR: dataDir }));
  },
  START_TIMEOUT_MS,
);

// Against a PostgreSQL server too when the run has one (its pool and the job queue's connections must close).
if (adminUrl) {
  it.concurrent(
    'answers the request in flight, refuses new connections and exits 0 on SIGTERM (PostgreSQL)',
    async () => {
      // A database of its own: this server's job workers must not take the jobs other test files queue.
      const name = `regulars_shutdown_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      cleanups.push(async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      });
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      await expectGracefulStop(await startCompiledServer({ DATABASE_URL: url.toString() }));
    },
    START_TIMEOUT_MS,
  );
}

it.concurrent(
  'exits 1 with a log line when a request is still unfinished 10 s after SIGTERM',
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'regulars-shutdown-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const server = await startCompiledServer({ DATA_DIR: dataDir });
    // A client that sends half its body and then nothing: the request never completes.
    const request = await startLoginRequest(server.port);
    request.on('error', () => {});
    const signalled = Date.now();
    server.proc.kill('SIGTERM');
    const code = await server.exited;
    const seconds = (Date.now() - signalled) / 1000;
    expect(code, server.log()).toBe(1);
    expect(seconds).toBeGreaterThanOrEqual(10);
    expect(seconds).toBeLessThan(15);
    expect(logMessages(server.log())).toContain(
      'Shutdown did not finish within 10 s (still waiting for requests in flight): exiting anyway',
    );
  },
  START_TIMEOUT_MS,
);

async function expectGracefulStop(server: TServer) {
  const request = await startLoginRequest(server.port);
  const answer = readAnswer(request);
  const signalled = Date.now();
  server.proc.kill('SIGTERM');
  await waitFor(() => logMessages(server.log()).some((m) => m.startsWith('Shutting down')), 10_000, server.log);

  // No new connection once it is stopping (the listening socket closes a moment after the log line is written, so
  // a connection tried in between is still accepted)…
  await waitFor(
    () =>
      connect(server.port).then(
        () => false,
        (err: NodeJS.ErrnoException) => err.code === 'ECONNREFUSED',
      ),
    5_000,
    server.log,
  );
  // …but the request that was already being received gets its real answer, with the connection closed after it.
  request.end(LOGIN_BODY.subarray(HALF));
  const { status, headers, body } = await answer;
  expect(status).toBe(401);
  expect(headers.connection).toBe('close');
  expect(JSON.parse(body)).toMatchObject({
    error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
  });

  const code = await server.exited;
  expect(code, server.log()).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(10_000);
  expect(logMessages(server.log())).toContain('Shut down cleanly');
}

const LOGIN_BODY = Buffer.from(JSON.stringify({ email: 'nobody@regulars.test', password: 'not-the-password' }));
const HALF = Math.floor(LOGIN_BODY.length / 2);

/**
 * A sign-in whose headers and first half of the body have reached the server (it answered `100 Continue`, so the
 * request is in flight there); the caller sends the rest, or never does.
 */
function startLoginRequest(port: number): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/login',
      agent: new http.Agent({ keepAlive: true }),
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(LOGIN_BODY.length),
        Expect: '100-continue',
      },
    });
    request.once('continue', () => {
      request.write(LOGIN_BODY.subarray(0, HALF), () => resolve(request));
    });
    request.once('error', reject);
    request.flushHeaders();
  });
}

function readAnswer(request: http.ClientRequest) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
  });
}

function connect(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

async function startCompiledServer(env: Record<string, string>): Promise<TServer> {
  const port = await freePort();
  const output: string[] = [];
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
    ...env,
  };
  // The test run's own database settings are not this server's.
  delete fullEnv.TEST_DATABASE_URL;
  if (!env.DATABASE_URL) delete fullEnv.DATABASE_URL;
  const proc = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: repoRoot,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d) => output.push(String(d)));
  proc.stderr?.on('data', (d) => output.push(String(d)));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const server = { port, proc, log: () => output.join(''), exited };
  started.push(server);
  await waitFor(
    async () => {
      if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}): ${server.log()}`);
      // Ready once this process says it listens: a health answer alone may come from another test's server that
      // took the same free port meanwhile (a SIGTERM would then find this one still starting, without its handlers).
      if (!logMessages(server.log()).some((m) => m.startsWith('Regulars is running'))) return false;
      return fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
    },
    START_TIMEOUT_MS - 10_000,
    server.log,
  );
  return server;
}

/** The `msg` of each whole JSON log line (the server logs JSON when its output is not a terminal). */
function logMessages(log: string): string[] {
  return log
    .split('\n')
    .filter((line) => line.startsWith('{') && line.endsWith('}'))
    .map((line) => (JSON.parse(line) as { msg?: string }).msg ?? '');
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, log: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${log()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
