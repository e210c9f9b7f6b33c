// `npm start`: refuses an old Node.js, builds the web app and the server if their sources changed, then runs the
// compiled server in this same process: one Node.js start fewer than `node server/dist/main.js` after it, and
// SIGTERM reaches the server itself (package.json `exec`s this script, with node's --max-semi-space-size=16: see
// server/src/platform/young-generation.ts).
import { nodeVersionProblem } from './check-node.mjs';

const problem = nodeVersionProblem(process.version);
if (problem) {
  console.error(problem);
  process.exit(1);
}
const { buildIfChanged } = await import('./build-if-changed.mjs');
await buildIfChanged('web', false);
await buildIfChanged('server', false);
process.setSourceMapsEnabled(true);
await import('../server/dist/main.js');
