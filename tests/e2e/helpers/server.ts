import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/**
 * Starts a production server of a test's own (`dist/server.js`, as `npm start` runs it) with `env`,
 * and waits until `${base}/api/health` answers; throws naming `what` when it does not within 60 s.
 */
export async function startOwnServer(
  env: NodeJS.ProcessEnv,
  base: string,
  what: string,
): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(root, 'dist', 'server.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  server.kill();
  throw new Error(`the ${what} test server did not start`);
}
