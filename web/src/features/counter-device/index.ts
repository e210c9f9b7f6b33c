/** The counter-device feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { CounterDeviceBar } from './counter-device-bar.tsx';
export { StaffSignIn } from './staff-sign-in.tsx';
