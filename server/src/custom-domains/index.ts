/** The custom-domains domain's public face: other domains import it from here, never from its files (biome.json). */
export { checkCustomDomain } from './check-custom-domain.ts';
export { CUSTOM_DOMAIN_JOBS, customDomainJobSpecs } from './jobs.ts';
export { recheckPendingDomains } from './recheck-pending.ts';
export { customDomainPublicRoutes, customDomainRoutes } from './routes.ts';
