import type { TAreaCatalogue } from '../en.ts';
import type { growthEn } from './en.ts';

export const growthPtBR: TAreaCatalogue<typeof growthEn> = {};
