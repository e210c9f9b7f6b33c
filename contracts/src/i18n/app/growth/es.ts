import type { TAreaCatalogue } from '../en.ts';
import type { growthEn } from './en.ts';

export const growthEs: TAreaCatalogue<typeof growthEn> = {};
