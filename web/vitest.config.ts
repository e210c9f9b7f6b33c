import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    // The contracts' pure rules (money) are tested here too: the contracts workspace has no runner of its own.
    include: ['src/**/*.test.{ts,tsx}', '../contracts/src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // One module graph and one happy-dom per worker, not per file: setting them up again for each of ~90 files was
    // three quarters of the phase (204 s → 55 s). No test mocks a module; setup.ts cleans the DOM, the stubbed
    // globals and sessionStorage after each test.
    isolate: false,
    // Room for the 5 s findBy waits (test/setup.ts) on a loaded machine.
    testTimeout: 15_000,
  },
});
