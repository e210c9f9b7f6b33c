import { importChunkSize, splitValidRows, toImportRows } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { createApp } from '../src/app.ts';
import { refreshCustomerStats } from '../src/customers/refresh-customer-stats.ts';
import { writeOpeningBalances } from '../src/customers/write-opening-balances.ts';
import type { TDatabase } from '../src/db/client.ts';
import type { TDeps } from '../src/platform/context.ts';
import { copyRows } from './copy-rows.ts';

type TApp = ReturnType<typeof createApp>;

const FIRST = ['Ava', 'Ben', 'Chloe', 'Diego', 'Emma', 'Farah', 'Gus', 'Hana', 'Ivan', 'Jade', 'Kofi', 'Lena'];
const LAST = ['Smith', 'Garcia', 'Nguyen', 'Okafor', 'Kowalski', 'Haddad', 'Tanaka', 'Silva', "O'Brien", 'Müller'];

/** A customers CSV like a real export: a BOM, CRLF, a quoted field with a comma, every column filled. */
export function generateCsv(rows: number, seed = 'b'): string {
  const lines = ['\uFEFFfirst_name,last_name,email,phone,birthday'];
  for (let i = 0; i < rows; i++) {
    const first = FIRST[i % FIRST.length];
    const last = LAST[(i * 7) % LAST.length];
    const month = String((i % 12) + 1).padStart(2, '0');
    const day = String((i % 28) + 1).padStart(2, '0');
    const name = i % 50 === 0 ? `"${last}, Jr."` : last;
    // Distinct, well-formed (212) numbers in no relation to the row order, as in a real list: i * 7919 mod 7,000,000
    // is a permutation (7919 is a prime that does not divide 7,000,000).
    const subscriber = String(2_000_000 + ((i * 7_919) % 7_000_000));
    const phone = `(212) ${subscriber.replace(/^(\d{3})(\d{4})$/, '$1-$2')}`;
    lines.push(
      `${first},${name},${first.toLowerCase()}.${seed}${i}@example.com,${phone},19${70 + (i % 30)}-${month}-${day}`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * A business signed up through the API and put on Agency (no customer or program limit): a paid tier starts on Free
 * until its checkout is paid, and the bench pays no checkout.
 */
export async function signUp(
  app: TApp,
  db: TDeps['db'],
  companyName: string,
): Promise<{ cookie: string; businessId: string }> {
  const tiers = (await (await app.request('/api/tiers')).json()) as { tiers: { id: string; name: string }[] };
  const agency = tiers.tiers.find((t) => t.name === 'Agency');
  const res = await app.request('/api/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify({
      companyName,
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`,
      password: 'bench-password-1',
      tierId: agency?.id,
    }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const me = (await call(app, cookie, '/api/me')) as { business: { id: string } };
  await db.execute(
    sql`update businesses set tier_id = (select id from subscription_tiers where name = 'Agency') where id = ${me.business.id}`,
  );
  return { cookie, businessId: me.business.id };
}

export async function call(app: TApp, cookie: string, path: string, body?: unknown, method?: 'PUT') {
  const res = await app.request(path, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * The product path end to end, as the import wizard runs it: parse the CSV (papaparse), validate every row with the
 * shared rules, ask the plan preflight, then POST chunks of up to 5,000 rows to /api/customers/import (batches of 50, each
 * its own transaction). Compared with PostgreSQL COPY of the same rows into a second business on the same database.
 */
export async function benchImport(deps: TDeps & { database: TDatabase }, rows: number) {
  const app = createApp(deps);
  const { cookie } = await signUp(app, deps.db, 'Bench Import Co');
  const { valid, importSeconds } = await importThroughApi(app, cookie, rows);
  // What the queued customer.refresh-stats job does after an import (the bench starts no workers).
  await refreshCustomerStats({ database: deps.database });

  const copy = await signUp(app, deps.db, 'Bench Copy Co');
  const copySeconds = await copyRows(deps.database, copy.businessId, valid);
  // Autovacuum may be off: the search is measured on vacuumed pages, as a live server's would be.
  await deps.db.execute(sql`vacuum analyze customers`);

  return {
    app,
    cookie,
    rows,
    importSeconds,
    importRowsPerSecond: rows / importSeconds,
    copySeconds,
    copyRowsPerSecond: rows / copySeconds,
  };
}

/**
 * The wizard's path for a generated file of `rows` customers: parse, validate, preflight, then the chunks. With
 * `programs`, every row brings a points balance and nine in ten a stamp count (issue 33's balance columns).
 */
async function importThroughApi(app: TApp, cookie: string, rows: number, programs?: { points: string; card: string }) {
  const csv = generateCsv(rows);
  const started = performance.now();
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const { valid, invalid } = splitValidRows(toImportRows(parsed.data));
  if (programs) {
    for (const [i, row] of valid.entries())
      row.balances = { [programs.points]: String(1 + (i % 900)), [programs.card]: String(i % 10) };
  }
  await call(app, cookie, '/api/customers/import/preflight', { validRows: valid.length });
  let imported = 0;
  let importId: string | undefined;
  const size = importChunkSize(valid.length);
  for (let i = 0; i < valid.length; i += size) {
    // The wizard's later requests continue the file's import, as here.
    const res = (await call(app, cookie, '/api/customers/import', {
      rows: valid.slice(i, i + size),
      final: i + size >= valid.length,
      ...(importId ? { importId } : {}),
    })) as { imported: number; importId: string };
    imported += res.imported;
    importId = res.importId;
  }
  const importSeconds = (performance.now() - started) / 1000;
  if (imported !== rows || invalid.length || !importId) throw new Error(`imported ${imported} of ${rows}`);
  return { valid, importSeconds, importId };
}

/** The same import into a business with a points program and a stamp card, every row bringing balances. */
export async function benchBalanceImport(deps: TDeps & { database: TDatabase }, rows: number) {
  const app = createApp(deps);
  const { cookie, businessId } = await signUp(app, deps.db, 'Bench Balances Co');
  const create = async (body: object) => ((await call(app, cookie, '/api/programs', body)) as { id: string }).id;
  const programs = {
    points: await create({ name: 'Bench Points', type: 'points', config: { pointsPerDollar: 1 } }),
    card: await create({ name: 'Bench Card', type: 'stamp_card', config: { stampsRequired: 10 } }),
  };
  const { importSeconds, importId } = await importThroughApi(app, cookie, rows, programs);
  // The job the import queued (the bench runs no workers): the memberships and ledger rows, timed on their own.
  const started = performance.now();
  const balances = await writeOpeningBalances({ db: deps.db, businessId, importId });
  const balanceSeconds = (performance.now() - started) / 1000;
  if (balances < rows) throw new Error(`wrote ${balances} balances for ${rows} rows`);
  return { importSeconds, importRowsPerSecond: rows / importSeconds, balanceSeconds, balances };
}

/**
 * The plain import once more, into a new business after the others: the table is then larger than for the first
 * plain import and the balance import, so the balance import is judged against a plain import on each side of it.
 */
export async function benchPlainImportAgain(deps: TDeps & { database: TDatabase }, rows: number) {
  const app = createApp(deps);
  const { cookie } = await signUp(app, deps.db, 'Bench Import Again Co');
  const { importSeconds } = await importThroughApi(app, cookie, rows);
  return { importSeconds, importRowsPerSecond: rows / importSeconds };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** GET /api/customers?search=… in the business of `rows` customers: names, email and phone fragments, ids, none. */
export async function benchSearch(app: TApp, cookie: string, rows: number, samples: number) {
  const queries = [
    'smith',
    'ava',
    'okafor',
    'müller',
    'chloe.b1234',
    '@example',
    `b${Math.floor(rows / 2)}@`,
    '(212) 20',
    '2002345',
    `CUS0${String(Math.floor(rows / 3)).padStart(5, '0')}`,
    'nobody-matches-this',
    'ga',
    '',
  ];
  for (const q of queries) await call(app, cookie, `/api/customers?search=${encodeURIComponent(q)}`);
  const times: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let i = 0; i < samples; i++) {
    const q = queries[i % queries.length] ?? '';
    const started = performance.now();
    await call(app, cookie, `/api/customers?search=${encodeURIComponent(q)}&page=1&limit=25`);
    const ms = performance.now() - started;
    times.push(ms);
    perQuery.set(q, [...(perQuery.get(q) ?? []), ms]);
  }
  times.sort((a, b) => a - b);
  const slowest = [...perQuery]
    .map(([q, t]) => ({ q: q || '(no search)', ms: t.reduce((a, b) => a + b, 0) / t.length }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3);
  return { samples, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0, slowest };
}
