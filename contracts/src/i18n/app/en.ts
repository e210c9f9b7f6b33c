import { changesEn } from './changes/en.ts';
import { counterEn } from './counter/en.ts';
import { dashboardEn } from './dashboard/en.ts';
import { frameEn } from './frame/en.ts';
import { shellEn } from './shell/en.ts';

/**
 * The owner's app in English (issue 52): the source of its other languages, apart from the customers' catalogue so
 * that the public pages never download the owner's words. One file per area of the app, each in every language.
 */
export const appEn = { ...shellEn, ...frameEn, ...dashboardEn, ...counterEn, ...changesEn } as const;

export type TAppMessageKey = keyof typeof appEn;
/** Every language's app catalogue has exactly the English one's keys (the compiler and catalogues.test.ts check). */
export type TAppCatalogue = Record<TAppMessageKey, string>;
/** One area's catalogue in another language: exactly its English keys. */
export type TAreaCatalogue<T> = Record<keyof T, string>;
