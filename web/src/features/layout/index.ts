/**
 * The layout feature's public face: pages and other features import it from here, never from its files (biome.json).
 * app.tsx, which composes the routes, loads each shell's own file lazily instead: a chunk each.
 */
export { AdminShell } from './admin-shell.tsx';
export { AppShell } from './app-shell.tsx';
