import { changesEs } from './changes/es.ts';
import { counterEs } from './counter/es.ts';
import { dashboardEs } from './dashboard/es.ts';
import type { TAppCatalogue } from './en.ts';
import { frameEs } from './frame/es.ts';
import { shellEs } from './shell/es.ts';

export const appEs: TAppCatalogue = { ...shellEs, ...frameEs, ...dashboardEs, ...counterEs, ...changesEs };
