import { changesPtBR } from './changes/pt-BR.ts';
import { counterPtBR } from './counter/pt-BR.ts';
import { dashboardPtBR } from './dashboard/pt-BR.ts';
import type { TAppCatalogue } from './en.ts';
import { framePtBR } from './frame/pt-BR.ts';
import { shellPtBR } from './shell/pt-BR.ts';

export const appPtBR: TAppCatalogue = { ...shellPtBR, ...framePtBR, ...dashboardPtBR, ...counterPtBR, ...changesPtBR };
