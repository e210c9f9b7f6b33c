import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './spawn-server.ts';

export type TPgBouncer = { port: number; output: string[]; stop: () => Promise<void> };

/** Where Debian puts it (`apt-get install pgbouncer`): /usr/sbin is not on every user's PATH. */
const CANDIDATES = ['pgbouncer', '/usr/sbin/pgbouncer', '/usr/local/sbin/pgbouncer'];

/** The pgbouncer binary, or a plain sentence saying how to get it: the PostgreSQL pass must not quietly skip it. */
export function pgBouncerBinary(): string {
  for (const candidate of CANDIDATES) {
    try {
      execFileSync(candidate, ['--version'], { stdio: 'ignore' });
      return candidate;
    } catch {}
  }
  throw new Error(
    'pgbouncer is not installed: the PostgreSQL test pass runs the app through it (apt-get install pgbouncer, or run .ci/run)',
  );
}

/**
 * PgBouncer of our own, in transaction pooling mode, on a free port in front of `targetUrl`'s server: every database
 * name a client asks for is passed through, logged in as the target URL's user. `databases` adds entries of its own
 * (an alias with a pool of one server connection). Nothing of the machine's own PgBouncer (config, port) is used.
 */
export async function startPgBouncer(
  targetUrl: string,
  opts: { databases?: Record<string, string> } = {},
): Promise<TPgBouncer> {
  const binary = pgBouncerBinary();
  const target = new URL(targetUrl);
  const server = [
    `host=${target.hostname}`,
    `port=${target.port || '5432'}`,
    `user=${decodeURIComponent(target.username || 'postgres')}`,
    ...(target.password ? [`password=${decodeURIComponent(target.password)}`] : []),
  ].join(' ');
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'regulars-pgbouncer-'));
  const ini = path.join(dir, 'pgbouncer.ini');
  const databases = Object.entries(opts.databases ?? {}).map(([name, params]) => `${name} = ${server} ${params}`);
  fs.writeFileSync(
    ini,
    [
      '[databases]',
      ...databases,
      `* = ${server}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      // The client's user name is not checked: the server login is the one in [databases].
      'auth_type = any',
      'pool_mode = transaction',
      'max_client_conn = 500',
      'default_pool_size = 20',
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root; it reads its config first, then drops to the user given.
  const asUser = process.getuid?.() === 0 ? ['-u', 'nobody'] : [];
  const proc = spawn(binary, [...asUser, ini], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  proc.stdout?.on('data', (d) => output.push(String(d)));
  proc.stderr?.on('data', (d) => output.push(String(d)));
  const stop = async () => {
    await stopProcess(proc);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (proc.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`pgbouncer did not start: ${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { port, output, stop };
}

async function stopProcess(proc: ChildProcess) {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await exited;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
