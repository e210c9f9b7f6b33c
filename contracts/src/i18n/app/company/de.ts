import type { TAreaCatalogue } from '../en.ts';
import type { companyEn } from './en.ts';

export const companyDe: TAreaCatalogue<typeof companyEn> = {};
