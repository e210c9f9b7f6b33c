// Builds the web app (Vite) and the server (build-server.mjs) only when their sources changed since the last build,
// so `npm start` after the first one goes straight to `node`. Usage:
//   node scripts/build-if-changed.mjs [web] [server] [--force]   (no target: both; --force: build even if unchanged)
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where each build's fingerprint is kept: beside the dependencies, outside anything the server serves. */
const STAMP_DIR = path.join(root, 'node_modules', '.cache', 'regulars-build');

/** What each build reads; a change to any of these files (or the lockfile: a new dependency version) rebuilds it. */
const SHARED_INPUTS = ['contracts/src', 'contracts/package.json', 'package-lock.json', 'tsconfig.base.json'];
const TARGETS = {
  web: {
    inputs: [...SHARED_INPUTS, 'web/src', 'web/public', 'web/scripts', 'web/index.html', 'web/package.json'],
    topLevel: { folder: 'web', pattern: /\.config\.[cm]?[jt]s$|^tsconfig.*\.json$/ },
    output: 'web/dist/index.html',
    // The landing page prints the year it was built (vite.config.ts): a new year is a change too.
    extra: () => String(new Date().getFullYear()),
    build: () => execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' }),
  },
  server: {
    inputs: [...SHARED_INPUTS, 'server/src', 'server/package.json', 'server/tsconfig.json', 'scripts/build-server.mjs'],
    output: 'server/dist/main.js',
    extra: () => '',
    build: async () => (await import('./build-server.mjs')).buildServer(),
  },
};

/** Every file under `entry` (a file or a folder), as paths relative to the repository, in a stable order. */
function filesOf(entry) {
  const full = path.join(root, entry);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)).split(path.sep).join('/'));
}

/** One hash of the names and contents of everything a build reads. */
function fingerprint(target) {
  const hash = crypto.createHash('sha256');
  const topLevel = target.topLevel
    ? fs
        .readdirSync(path.join(root, target.topLevel.folder))
        .filter((name) => target.topLevel.pattern.test(name))
        .map((name) => `${target.topLevel.folder}/${name}`)
    : [];
  const files = [...new Set([...target.inputs.flatMap(filesOf), ...topLevel])].sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  hash.update(target.extra());
  return hash.digest('hex');
}

export async function buildIfChanged(name, force) {
  const target = TARGETS[name];
  const stampFile = path.join(STAMP_DIR, `${name}.sha256`);
  const current = fingerprint(target);
  const previous = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : null;
  const built = fs.existsSync(path.join(root, target.output));
  if (!force && built && previous === current) {
    console.log(`${name}: unchanged since the last build`);
    return;
  }
  console.log(`${name}: building (${!built ? 'no build yet' : force ? 'asked to' : 'sources changed'})`);
  const started = performance.now();
  // A failed build leaves no fingerprint, so the next start tries again.
  fs.rmSync(stampFile, { force: true });
  await target.build();
  fs.mkdirSync(STAMP_DIR, { recursive: true });
  fs.writeFileSync(stampFile, current);
  console.log(`${name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const asked = args.filter((a) => a !== '--force');
  const unknown = asked.filter((a) => !(a in TARGETS));
  if (unknown.length > 0) {
    console.error(`Unknown build target: ${unknown.join(', ')} (known: ${Object.keys(TARGETS).join(', ')})`);
    process.exit(2);
  }
  for (const name of asked.length > 0 ? asked : Object.keys(TARGETS)) await buildIfChanged(name, force);
}
