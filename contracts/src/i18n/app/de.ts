import { changesDe } from './changes/de.ts';
import { counterDe } from './counter/de.ts';
import { dashboardDe } from './dashboard/de.ts';
import type { TAppCatalogue } from './en.ts';
import { frameDe } from './frame/de.ts';
import { shellDe } from './shell/de.ts';

export const appDe: TAppCatalogue = { ...shellDe, ...frameDe, ...dashboardDe, ...counterDe, ...changesDe };
