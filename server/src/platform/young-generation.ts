/**
 * Node's flag that caps V8's young generation at 16 MB a semi-space. Node 24 lets it grow to 128 MB a semi-space, and
 * a big job (the data export: two million rows turned to text) fills it with garbage that shows as resident memory
 * (docs/BENCHMARKS.md, "Export all data"). It can only be given at node's start: every start script passes it.
 */
export const SEMI_SPACE_FLAG = '--max-semi-space-size=16';

/** Whether this process was started with a semi-space cap, on its command line or in NODE_OPTIONS. */
export function youngGenerationCapped(): boolean {
  const flags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  return flags.some((flag) => flag.startsWith('--max-semi-space-size'));
}
