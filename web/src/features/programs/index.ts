/** The programs feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { ProgramIdentity } from './program-identity.tsx';
export { PROGRAM_TYPE_VISUALS, PROGRAM_TYPE_WORDS } from './program-types.ts';
export { ProgramsScreen } from './programs-screen.tsx';
