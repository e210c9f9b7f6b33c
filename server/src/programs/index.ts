/** The programs domain's public face: other domains import it from here, never from its files (biome.json). */

export { createProgram } from './create-program.ts';
export { findProgram, findProgramNamed, findProgramsNamed, hasProgramNamed } from './find-program.ts';
export { listActivePrograms } from './list-active-programs.ts';
export { listPrograms } from './list-programs.ts';
export { toProgram } from './to-program.ts';
export { updateProgram } from './update-program.ts';
