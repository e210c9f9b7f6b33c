// Refuses to go on under a Node.js older than the one Regulars supports, in words a person can act on.
// Run before `npm start` and `npm test` (package.json); `nodeVersionProblem` is unit-tested.
import { pathToFileURL } from 'node:url';

// 22.2: zlib.crc32, which the data export's ZIP uses.
export const MINIMUM_NODE = [22, 2];
export const RECOMMENDED_NODE = '24 LTS';

/** The message for a Node.js version Regulars does not run on, or null when `version` ('v24.1.0') is fine. */
export function nodeVersionProblem(version) {
  const found = /^v?(\d+)\.(\d+)\./.exec(version);
  const [major, minor] = [Number(found?.[1]), Number(found?.[2])];
  const [minMajor, minMinor] = MINIMUM_NODE;
  if (found && (major > minMajor || (major === minMajor && minor >= minMinor))) return null;
  return [
    `Regulars needs Node.js ${minMajor}.${minMinor} or newer (${RECOMMENDED_NODE} recommended); this is Node.js ${version}.`,
    'Older versions get no security fixes. Install a current Node.js, then run `npm install` again.',
    'Without root: `bash scripts/ensure-node.sh` installs Node.js 24 into .tools/node and prints the folder to put first on PATH.',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problem = nodeVersionProblem(process.version);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
