// Refuses to go on under a Node.js older than the one Regulars supports, in words a person can act on.
// Run by `npm start` and `npm test` (package.json), which npm starts on scripts/node.sh's choice: a node run by hand
// outside npm gets this message. `nodeVersionProblem` is unit-tested.
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
    'Older versions get no security fixes. Run it through npm (`npm start`, `npm test`, `npm run …`): after `npm install`',
    "npm's scripts run the Node.js 24 that came with it (scripts/node.sh). Or install a current Node.js yourself.",
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problem = nodeVersionProblem(process.version);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
