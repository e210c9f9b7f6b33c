/** The settings domain's public face: other domains import it from here, never from its files (biome.json). */
export { emailProviderFor } from './business-email-provider.ts';
