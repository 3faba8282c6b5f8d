/**
 * bench:load against several app instances (LOAD_INSTANCES >= 2, PostgreSQL only): `npm run cluster`
 * started as its own process (its balancer and instances), so the bench client's CPU stays apart
 * from the servers' and the server CPU reading covers the balancer and every instance.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { assertPortFree, ROOT, type RunningServer } from './harness';
import { waitFor } from './load';

/** How many app instances bench:load runs (LOAD_INSTANCES, default 1: one server as `npm start`). */
export function loadInstances(): number {
  const count = Number(process.env.LOAD_INSTANCES ?? 1);
  if (!Number.isInteger(count) || count < 1 || count > 16)
    throw new Error('LOAD_INSTANCES phải là một số nguyên từ 1 đến 16.');
  return count;
}

/** `npm run cluster` (migrations only; the bench seeded the database) on `port`, ready when it answers. */
export async function startClusterServer(
  env: NodeJS.ProcessEnv,
  port: number,
  instances: number,
): Promise<RunningServer> {
  if (!env.DATABASE_URL) throw new Error('LOAD_INSTANCES > 1 cần PostgreSQL (DATABASE_URL).');
  await assertPortFree(port);
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/cluster.ts'],
    {
      cwd: ROOT,
      env: {
        ...env,
        CLUSTER_INSTANCES: String(instances),
        CLUSTER_PORT: String(port),
        CLUSTER_HOST: '127.0.0.1',
        CLUSTER_SEED: 'off',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  try {
    await Promise.race([
      waitFor(`${baseUrl}/api/health`, Date.now() + 180_000),
      exited.then(() => {
        throw new Error(`npm run cluster exited (code ${String(child.exitCode)}) before answering`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop, pid: child.pid };
}
