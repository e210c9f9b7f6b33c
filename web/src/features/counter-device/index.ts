/** The counter-device feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { CounterDeviceScreen } from './counter-device-screen.tsx';
