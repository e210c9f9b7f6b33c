import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

const SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 10);
/** Scale 10: 1,000,000 accounts, so 8 clients rarely touch one row at once (pgbench -N updates no shared row). */
const SCALE = Number(process.env.BENCH_PGBENCH_SCALE ?? 10);

/** The pgbench to run: BENCH_PGBENCH, else the one on PATH, else a Debian/Ubuntu server package's. */
function pgbenchPath(): string | null {
  if (process.env.BENCH_PGBENCH) return process.env.BENCH_PGBENCH;
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && fs.existsSync(`${dir}/pgbench`)) return `${dir}/pgbench`;
  }
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort().reverse() : [];
  for (const v of versions) {
    if (fs.existsSync(`/usr/lib/postgresql/${v}/bin/pgbench`)) return `/usr/lib/postgresql/${v}/bin/pgbench`;
  }
  return null;
}

export type TPgbench = {
  /** What was run, to print beside its figure. */
  command: string;
  /** Runs pgbench -N once and answers its transactions per second. */
  measure: () => Promise<number>;
  drop: () => Promise<void>;
};

/**
 * PostgreSQL's own speed on the same server in the same run: a scratch database filled by `pgbench -i` (which
 * vacuums what it loads), measured with `pgbench -N` (the simple-update transaction without the shared branch and
 * teller rows) at `clients` (the check-ins' tills). The check-in bench prints its rate as a share of this, a figure that holds on a machine
 * whose speed moves with its other work, as long as both are measured close together. Null (and why, printed) when
 * there is no pgbench.
 */
export async function preparePgbench(adminUrl: string, clients: number): Promise<TPgbench | null> {
  const bin = pgbenchPath();
  if (!bin) {
    console.log('pgbench not found (install postgresql-contrib or set BENCH_PGBENCH): no pgbench -N figure.');
    return null;
  }
  const name = `regulars_pgbench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await run(bin, ['-i', '-q', '-s', String(SCALE), url.toString()]);
  } catch (err) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    throw err;
  }
  const args = ['-N', '-c', String(clients), '-j', '2', '-T', String(SECONDS)];
  return {
    command: `pgbench ${args.join(' ')} (scale ${SCALE})`,
    measure: async () => {
      const { stdout } = await run(bin, [...args, url.toString()]);
      const tps = stdout.match(/tps = ([\d.]+)/);
      if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
      return Number(tps[1]);
    },
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
