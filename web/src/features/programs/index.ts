/** The programs feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { CreateProgramDialog } from './create-program-dialog.tsx';
export { DeleteProgramDialog } from './delete-program-dialog.tsx';
export { EditProgramDialog } from './edit-program-dialog.tsx';
export { ProgramCard } from './program-card.tsx';
export { ProgramIdentity } from './program-identity.tsx';
export { atProgramLimit, ProgramLimitNotice } from './program-limit-notice.tsx';
export { PROGRAM_TYPE_VISUALS } from './program-types.ts';
