import { createContext } from 'react';
import type { TScope } from './query-keys.ts';

/**
 * On a counter device nobody is signed in: the counter's queries are keyed by the device instead (its business is the
 * device's), provided around the device's screen. Null everywhere else.
 */
export const CounterDeviceScope = createContext<TScope>(null);
