import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startBalancer, type Balancer } from './balancer';

/**
 * Several production servers on one PostgreSQL behind the balancer (npm run cluster, the cluster
 * browser test; docs/SCALING.md). Each instance is `node dist/server.js` as `npm start` runs it, on
 * a loopback port of its own, with the same DATABASE_URL and secrets, JOBS=on in every one (the job
 * engine runs each job and each cron tick once over the shared database) and TRUST_PROXY=true: the
 * client's address is the one the balancer appends to X-Forwarded-For. The instances listen on
 * 127.0.0.1 only, since they trust that header.
 */

const root = path.resolve(__dirname, '../..');

export const CLUSTER_MESSAGES = {
  noDatabase:
    'Chạy nhiều máy chủ cần PostgreSQL: hãy đặt DATABASE_URL (ví dụ postgres://vnfin:mat-khau@127.0.0.1:5432/vnfin). ' +
    'Cơ sở dữ liệu nhúng (PGlite) chỉ dành cho một tiến trình.',
  noBuild: 'Chưa có bản build: hãy chạy `npm run build` trước khi chạy `npm run cluster`.',
  badCount: 'CLUSTER_INSTANCES phải là một số nguyên từ 1 đến 16.',
} as const;

export interface ClusterOptions {
  databaseUrl: string | undefined;
  /** How many app instances (default 2). */
  instances?: number;
  /** The balancer's port (default 3000); instances take the ports after it unless firstInstancePort. */
  port?: number;
  /** The balancer's interface (default 127.0.0.1). */
  host?: string;
  firstInstancePort?: number;
  /** The environment every instance starts from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Migrate, then seed the demo data when absent (default true); false: migrations only. */
  seed?: boolean;
  /** Instances' own output: shown (default) or dropped. */
  instanceOutput?: 'inherit' | 'ignore';
  log?: (line: string) => void;
}

export interface ClusterInstance {
  readonly index: number;
  readonly port: number;
  readonly url: string;
  readonly child: ChildProcess;
  /** SIGTERM, then SIGKILL after 15 s; resolves once the process is gone. */
  stop(): Promise<void>;
}

export interface Cluster {
  /** The balancer's URL. */
  readonly url: string;
  readonly instances: readonly ClusterInstance[];
  readonly balancer: Balancer;
  stop(): Promise<void>;
}

/** Whether the URL names a PostgreSQL server (the embedded database is one process by construction). */
export function isPostgresUrl(value: string | undefined): value is string {
  return Boolean(value && /^postgres(ql)?:\/\//i.test(value));
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function waitForHealth(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`${what} đã dừng khi khởi động (mã ${String(child.exitCode)}).`);
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${what} không sẵn sàng sau 120 giây.`);
}

/** Runs `npx tsx <script>` in the checkout; rejects naming the script when it fails. */
function runScript(script: string, env: NodeJS.ProcessEnv, output: 'inherit' | 'ignore'): Promise<void> {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [script], { cwd: root, env, stdio: ['ignore', output, output] });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${script} thất bại (mã ${String(code)}).`));
    });
  });
}

/** Applies the migrations, then (unless seed is false) the demo data when it is absent. */
export async function prepareDatabase(
  env: NodeJS.ProcessEnv,
  seed: boolean,
  output: 'inherit' | 'ignore' = 'inherit',
): Promise<void> {
  await runScript('scripts/migrate.ts', env, output);
  if (seed) await runScript('scripts/seed.ts', env, output);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log =
    options.log ??
    ((line: string) => {
      console.log(line);
    });
  if (!isPostgresUrl(options.databaseUrl)) throw new Error(CLUSTER_MESSAGES.noDatabase);
  const count = options.instances ?? 2;
  if (!Number.isInteger(count) || count < 1 || count > 16) throw new Error(CLUSTER_MESSAGES.badCount);
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')) || !existsSync(path.join(root, 'dist', 'server.js')))
    throw new Error(CLUSTER_MESSAGES.noBuild);

  const port = options.port ?? 3000;
  const host = options.host ?? '127.0.0.1';
  const firstPort = options.firstInstancePort ?? port + 1;
  const base: NodeJS.ProcessEnv = { ...(options.env ?? process.env), DATABASE_URL: options.databaseUrl };
  delete base.PGLITE_DIR;
  const publicHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const publicUrl = `http://${publicHost}:${String(port)}`;

  log('Đang áp dụng migration và dữ liệu mẫu (nếu chưa có)...');
  await prepareDatabase(base, options.seed ?? true, options.instanceOutput ?? 'inherit');

  const instances: ClusterInstance[] = [];
  const stopInstances = () => Promise.all(instances.map((instance) => instance.stop()));
  try {
    for (let index = 0; index < count; index += 1) {
      const instancePort = firstPort + index;
      const env: NodeJS.ProcessEnv = {
        ...base,
        PORT: String(instancePort),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        TRUST_PROXY: 'true',
        TRUST_PROXY_HOPS: base.TRUST_PROXY_HOPS ?? '1',
        JOBS: 'on',
        // Links in mails and the payment sandboxes' callbacks go through the balancer.
        PUBLIC_BASE_URL: base.PUBLIC_BASE_URL ?? publicUrl,
        SITE_URL: base.SITE_URL ?? publicUrl,
      };
      const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist', 'server.js')], {
        cwd: root,
        env,
        stdio: ['ignore', options.instanceOutput ?? 'inherit', options.instanceOutput ?? 'inherit'],
      });
      instances.push({
        index,
        port: instancePort,
        url: `http://127.0.0.1:${String(instancePort)}`,
        child,
        stop: () => stopChild(child),
      });
    }
    // Started side by side; each must answer its health check before the balancer opens.
    await Promise.all(
      instances.map((instance) =>
        waitForHealth(instance.url, instance.child, `Máy chủ ${String(instance.index + 1)}`),
      ),
    );
  } catch (error) {
    await stopInstances();
    throw error;
  }

  let balancer: Balancer;
  try {
    balancer = await startBalancer({ targets: instances.map((instance) => instance.url), port, host });
  } catch (error) {
    await stopInstances();
    throw error;
  }
  for (const instance of instances) {
    instance.child.once('exit', (code, signal) => {
      log(
        `Máy chủ ${String(instance.index + 1)} (cổng ${String(instance.port)}) đã dừng (${String(code ?? signal)}).`,
      );
    });
  }
  return {
    url: balancer.url,
    instances,
    balancer,
    stop: async () => {
      await balancer.close();
      await stopInstances();
    },
  };
}
