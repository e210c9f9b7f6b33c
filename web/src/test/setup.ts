import { cleanup, configure } from '@testing-library/react';
import { twMerge } from 'tailwind-merge';
import { afterEach, vi } from 'vitest';
import { settleClassConflictsWith } from '../lib/cn.ts';

// As in the app (app.tsx); public-pages-classes.test.tsx checks the public pages without it.
settleClassConflictsWith(twMerge);

// findBy/waitFor wait for what the user would see; a loaded CI machine can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});
