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
    // Room for the 5 s findBy waits (test/setup.ts) on a loaded machine.
    testTimeout: 15_000,
  },
});
