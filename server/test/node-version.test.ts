import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../scripts/check-node.mjs', import.meta.url));
// A plain .mjs at the repository's root (it must run before anything is installed): typed here by hand.
const { nodeVersionProblem } = (await import(script)) as { nodeVersionProblem: (version: string) => string | null };

describe('the Node.js version check before npm install, start and test', () => {
  it('tells a Node.js 20 user to upgrade, in words they can act on', () => {
    const problem = nodeVersionProblem('v20.20.2');
    expect(problem).toContain('Regulars needs Node.js 22.2 or newer (24 LTS recommended); this is Node.js v20.20.2.');
    expect(problem).toContain('Install a current Node.js, then run `npm install` again.');
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
