import type pg from 'pg';

const TOP_STATEMENTS = `
  select calls, round(total_exec_time::numeric, 1) as "total ms",
    round((total_exec_time / greatest(calls, 1))::numeric, 3) as "mean ms", toplevel,
    round((shared_blks_hit + shared_blks_read)::numeric / greatest(calls, 1), 1) as "pages/call",
    round(shared_blks_dirtied::numeric / greatest(calls, 1), 1) as "dirtied/call",
    round(wal_bytes / greatest(calls, 1) / 1024, 1) as "WAL KB/call",
    left(regexp_replace(query, '\\s+', ' ', 'g'), 80) as statement
  from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
  order by total_exec_time desc limit 12`;
const WAITS = `
  select coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait, count(*)::int as n
  from pg_stat_activity
  where datname = current_database() and state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()
  group by 1`;

/**
 * With BENCH_STATEMENTS=1 on a PostgreSQL server that loads pg_stat_statements (shared_preload_libraries): where a
 * phase's database time went, statement by statement (nested ones, like triggers', too when
 * pg_stat_statements.track = all), with the pages each call read and dirtied and the WAL it wrote (figures that do not
 * move with the machine's other work), and what its busy backends were doing, sampled every 5 ms (CPU, a lock, the
 * WAL).
 * How this round's check-in changes were found; off by default, as the setting needs a server restart.
 */
export async function statementStats(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select pg_stat_statements_reset()');
  } catch (err) {
    client.release();
    console.log(`BENCH_STATEMENTS: pg_stat_statements is not loaded on this server (${(err as Error).message})`);
    return async () => {};
  }
  const waits = new Map<string, number>();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      for (const row of (await client.query<{ wait: string; n: number }>(WAITS)).rows) {
        waits.set(row.wait, (waits.get(row.wait) ?? 0) + row.n);
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return async () => {
    sampling = false;
    await sampler;
    console.table((await client.query(TOP_STATEMENTS)).rows);
    console.log('busy backends, sampled:', Object.fromEntries([...waits].sort((a, b) => b[1] - a[1])));
    client.release();
  };
}
