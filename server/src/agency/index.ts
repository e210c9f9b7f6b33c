/** The agency domain (issue 32): client businesses of an agency plan. Mounted by app.ts; no other domain uses it. */
export { agencyRoutes } from './routes.ts';
