import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('./job-worker-process.ts', import.meta.url));

/** A job-worker process (job-worker-process.ts) on the app's database and settings; resolves once it is polling. */
export async function startJobWorkerProcess(env: Record<string, string>): Promise<{ stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--max-semi-space-size=16', '--import', 'tsx', ENTRY], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the job worker process ended (${code}) before it was ready`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
  });
  return {
    async stop() {
      child.removeAllListeners('exit');
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
