/** The agency domain (issue 32): client businesses of an agency plan. Mounted by app.ts; no other domain uses it. */

export { LIBRARY_JOBS, libraryJobSpecs } from './library-jobs.ts';
export { agencyLibraryRoutes } from './library-routes.ts';
export { agencyRoutes } from './routes.ts';
export { runLibraryApply } from './run-library-apply.ts';
