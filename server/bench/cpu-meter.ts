import fs from 'node:fs';
import type { TDatabase } from '../src/db/client.ts';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/**
 * CPU milliseconds spent by this process and by the PostgreSQL backends serving the bench database (read from
 * /proc, so only for a server on this machine): unlike a rate, CPU per request barely moves when other work loads
 * the machine. PostgreSQL's share is null on PGlite (it runs in this process) or when /proc cannot be read.
 */
export function cpuMeter(database: TDatabase) {
  const backendsMs = async (): Promise<number | null> => {
    if (database.kind !== 'pg') return null;
    const { rows } = await database.pool.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database()',
    );
    let ticks = 0;
    for (const { pid } of rows) {
      try {
        // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        return null;
      }
    }
    return ticks * TICK_MS;
  };
  return async () => {
    const node = process.cpuUsage();
    const pg = await backendsMs();
    return async () => {
      const nodeUsed = process.cpuUsage(node);
      const pgNow = await backendsMs();
      return {
        nodeMs: (nodeUsed.user + nodeUsed.system) / 1000,
        postgresMs: pg === null || pgNow === null ? null : pgNow - pg,
      };
    };
  };
}
