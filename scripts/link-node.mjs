// After `npm install`: node_modules/.bin/node becomes scripts/node.sh, which runs the machine's Node.js when it is
// new enough and the Node.js 24 that came with the install otherwise. npm links the node-linux-<arch> package's
// binary there itself; every npm script finds `node` in node_modules/.bin first, so this one link decides for all of
// them (start, test, bench and every workspace's scripts). Runs on any Node.js, the machine's included.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const binDir = path.join(root, 'node_modules', '.bin');
const link = path.join(binDir, 'node');
fs.mkdirSync(binDir, { recursive: true });
fs.rmSync(link, { force: true });
fs.symlinkSync(path.relative(binDir, path.join(root, 'scripts', 'node.sh')), link);
