import type { TAreaCatalogue } from '../en.ts';
import type { companyEn } from './en.ts';

export const companyFr: TAreaCatalogue<typeof companyEn> = {};
