import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD, serverEnvironment } from './server-env.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The app for a measuring script, on a throwaway database reached over loopback only, serving `webDist` (the
 * server's default build when not given); `stop` ends it and removes the database.
 */
export async function startMeasuredServer(webDist?: string): Promise<{ baseURL: string; stop: () => void }> {
  const { port, database, baseURL, removeDatabase } = serverEnvironment();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      ...database,
      APP_URL: baseURL,
      ...(webDist ? { WEB_DIST: webDist } : {}),
      SUPER_ADMIN_EMAIL,
      SUPER_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => {
    server.kill();
    removeDatabase();
  };
  for (let i = 0; i < 3000; i++) {
    const up = await fetch(`${baseURL}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('The server did not start within 5 minutes');
}
