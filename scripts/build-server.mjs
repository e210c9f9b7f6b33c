// Compiles the server (server/src/main.ts) into one JavaScript file, server/dist/main.js, that plain `node` runs:
// no TypeScript transpiling at start. Run by build-if-changed.mjs (npm start, npm run build).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT_DIR = path.join(root, 'server', 'dist');
export const SERVER_ENTRY = path.join(SERVER_OUT_DIR, 'main.js');

/**
 * Packages that stay in node_modules, loaded by node at run time: each finds files of its own beside its code (PGlite
 * its WebAssembly, pino its worker threads, pg its optional native driver, twilio its lazily required API modules,
 * mjml its config loader and HTML parser, imported only when an email design is first rendered, sharp its native libvips
 * binary, imported only when a logo is resized, square the Square SDK (70 MB with its legacy half) and
 * @shopify/shopify-api, each imported only when a business first touches its till) or is the job queue
 * whose installed version the code checks. Everything else is bundled: node then reads one file
 * instead of about 2,000 (date-fns, stripe, drizzle, zod, better-auth…), which is most of the start-up time.
 */
const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  '@shopify/shopify-api',
  'mjml',
  'pg',
  'pg-native',
  'pg-boss',
  'pino',
  'pino-pretty',
  'sharp',
  'square',
  'twilio',
];

/**
 * Code that finds files relative to itself (`new URL('./migrations', import.meta.url)`, the data folder, the web
 * build, `createRequire(import.meta.url)`) must keep finding them once bundled into server/dist/main.js: each of our
 * modules' `import.meta.url` becomes its source file's address, worked out from the bundle's own location (so the
 * repository can move). The migrations and the rest stay where they are in the source tree. A bundled package that
 * looks for files beside itself fails the build: it belongs in EXTERNAL_PACKAGES.
 */
const sourceLocatedFiles = {
  name: 'source-located-files',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]s$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      const file = path.relative(root, args.path);
      if (args.path.split(path.sep).includes('node_modules')) {
        if (!/\bimport\.meta\.(url|dirname|filename)\b|\b__(dirname|filename)\b/.test(source)) return undefined;
        return { errors: [{ text: `${file} finds files beside itself: add its package to EXTERNAL_PACKAGES` }] };
      }
      // The folder and file names have no bundle-independent equivalent written this way; the URL does.
      if (/\bimport\.meta\.(dirname|filename)\b/.test(source)) {
        return { errors: [{ text: `${file}: use import.meta.url (the server build relocates it)` }] };
      }
      const fromBundle = path.relative(SERVER_OUT_DIR, args.path).split(path.sep).join('/');
      const located = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replace(/\bimport\.meta\.url\b/g, located), loader: 'ts' };
    });
  },
};

/** Builds server/dist/main.js (and its source map), replacing the previous build only once the new one is whole. */
export async function buildServer() {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'server', 'src', 'main.ts')],
    outfile: SERVER_ENTRY,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    tsconfig: path.join(root, 'server', 'tsconfig.json'),
    // Stack traces in the log name the TypeScript file and line (node --enable-source-maps).
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    external: EXTERNAL_PACKAGES.flatMap((p) => [p, `${p}/*`]),
    // Bundled CommonJS packages require node's built-in modules; an ES module has no `require` of its own.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
    },
    logLevel: 'warning',
    plugins: [sourceLocatedFiles],
    write: false,
  });
  fs.mkdirSync(SERVER_OUT_DIR, { recursive: true });
  // A server starting while another build writes (two `npm start`s, an e2e run) sees the old file or the new one.
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
}
