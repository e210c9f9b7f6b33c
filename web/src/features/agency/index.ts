/** The agency feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { BusinessSwitcher } from './business-switcher.tsx';
export { ClientsScreen } from './clients-screen.tsx';
