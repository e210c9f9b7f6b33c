import type { TAreaCatalogue } from '../en.ts';
import type { programsEn } from './en.ts';

export const programsFr: TAreaCatalogue<typeof programsEn> = {};
