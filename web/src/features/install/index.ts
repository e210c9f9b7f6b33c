/** The install feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { LoopbackLinkNotice } from './loopback-link-notice.tsx';
