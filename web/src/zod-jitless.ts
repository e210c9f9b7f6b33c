import { z } from 'zod';

// zod compiles fast parsers with `new Function` after probing whether eval works; our
// Content-Security-Policy (script-src 'self') forbids eval, so the probe is reported as a violation
// on every page. Jitless parsing is plenty fast for our forms and API answers. app.tsx imports
// this first, so it runs before the first schema is parsed.
z.config({ jitless: true });
