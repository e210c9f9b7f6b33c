/** The agency feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { AddClientDialog } from './add-client-dialog.tsx';
export { BusinessSwitcher } from './business-switcher.tsx';
export { ClientsTable } from './clients-table.tsx';
export { GiveCreditsDialog } from './give-credits-dialog.tsx';
export { InviteOwnerDialog } from './invite-owner-dialog.tsx';
export { useOpenBusiness } from './use-open-business.ts';
