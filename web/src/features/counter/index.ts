/** The counter feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { CounterDevicesCard } from './counter-devices-card.tsx';
export { CounterRulesCard } from './counter-rules-card.tsx';
export { CounterStaffCard } from './counter-staff-card.tsx';
