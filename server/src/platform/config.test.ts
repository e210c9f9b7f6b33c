import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('JOB_WORKERS', () => {
  it('works the job queue unless told off, and says what it takes', () => {
    expect(loadConfig({}).jobWorkers).toBe(true);
    expect(loadConfig({ JOB_WORKERS: 'off' }).jobWorkers).toBe(false);
    expect(() => loadConfig({ JOB_WORKERS: 'no' })).toThrow('JOB_WORKERS must be on or off');
  });
});
