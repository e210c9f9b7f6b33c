import type { TAreaCatalogue } from '../en.ts';
import type { companyEn } from './en.ts';

export const companyEs: TAreaCatalogue<typeof companyEn> = {};
