/** The single-sign-on domain's public face: app.ts mounts its routes. */
export { ssoSettingsRoutes, ssoSignInRoutes } from './routes.ts';
