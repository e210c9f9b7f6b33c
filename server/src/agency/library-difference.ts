import {
  describeProgram,
  parseProgramConfig,
  type TLibraryDifference,
  type TLibraryProgram,
  type TProgramTypeAndConfig,
} from '@regulars/contracts';

/**
 * How a client's program of the library item's name stands against the library's copy (a pure rule): the type,
 * the description, the rules as a person reads them (`describeProgram`), and, when those read alike, whether any
 * other setting differs. A config is read through its type's schema first, so a field added since reads as its
 * default on both sides.
 */
export function libraryDifference(
  library: TLibraryProgram,
  client: TLibraryProgram | null,
): Pick<TLibraryDifference, 'state' | 'differences'> {
  if (!client) return { state: 'missing', differences: [] };
  if (client.type !== library.type) return { state: 'type_differs', differences: ['type'] };
  const differences: TLibraryDifference['differences'] = [];
  if (client.description.trim() !== library.description.trim()) differences.push('description');
  const ours = readConfig(library);
  const theirs = readConfig(client);
  if (describeProgram(ours) !== describeProgram(theirs)) differences.push('rules');
  else if (!sameJson(ours.config, theirs.config)) differences.push('settings');
  return { state: differences.length > 0 ? 'differs' : 'same', differences };
}

function readConfig(program: TLibraryProgram): TProgramTypeAndConfig {
  const parsed = parseProgramConfig(program.type, program.config);
  return { type: program.type, config: parsed.success ? parsed.data : program.config } as TProgramTypeAndConfig;
}

/** Deep equality of JSON values, whatever the order of an object's keys (a list's order counts). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value, i) => sameJson(value, b[i]));
  }
  const left = Object.entries(a).filter(([, v]) => v !== undefined);
  const right = new Map(Object.entries(b).filter(([, v]) => v !== undefined));
  return left.length === right.size && left.every(([key, value]) => right.has(key) && sameJson(value, right.get(key)));
}
