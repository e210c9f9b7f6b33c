import { changesFr } from './changes/fr.ts';
import { counterFr } from './counter/fr.ts';
import { dashboardFr } from './dashboard/fr.ts';
import type { TAppCatalogue } from './en.ts';
import { frameFr } from './frame/fr.ts';
import { shellFr } from './shell/fr.ts';

export const appFr: TAppCatalogue = { ...shellFr, ...frameFr, ...dashboardFr, ...counterFr, ...changesFr };
