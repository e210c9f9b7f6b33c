/** The outbox feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { MessageDialog } from './message-dialog.tsx';
export { OutboxTable } from './outbox-table.tsx';
