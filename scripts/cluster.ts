/**
 * npm run cluster: several production servers on one PostgreSQL behind a small load balancer
 * (docs/SCALING.md). Run `npm run build` first.
 *
 *   DATABASE_URL        required: the PostgreSQL every instance uses (migrated and seeded if needed)
 *   CLUSTER_INSTANCES   how many instances (default 2)
 *   CLUSTER_PORT        the balancer's port (default 3000); instances take the next ports
 *   CLUSTER_HOST        the balancer's interface (default 0.0.0.0: every interface)
 *   CLUSTER_SEED        off: migrations only, no demo data
 *
 * Every other variable (secrets, DEMO_MODE, PAYMENT_SANDBOX...) reaches every instance unchanged.
 * Ctrl-C stops the balancer and every instance.
 */
import '../src/server/loadEnvFiles';
import { startCluster, type Cluster } from './cluster/cluster';

async function main(): Promise<void> {
  const instances = Number(process.env.CLUSTER_INSTANCES ?? 2);
  const port = Number(process.env.CLUSTER_PORT ?? 3000);
  let cluster: Cluster;
  try {
    cluster = await startCluster({
      databaseUrl: process.env.DATABASE_URL,
      instances,
      port,
      host: process.env.CLUSTER_HOST ?? '0.0.0.0',
      seed: process.env.CLUSTER_SEED !== 'off',
    });
  } catch (error) {
    console.error(
      `Không khởi động được cụm máy chủ: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
  console.log(
    [
      `Cụm ${String(cluster.instances.length)} máy chủ sẵn sàng tại ${cluster.url}`,
      ...cluster.instances.map(
        (instance) => `  máy chủ ${String(instance.index + 1)}: ${instance.url} (chỉ nhận kết nối nội bộ)`,
      ),
      'Nhấn Ctrl-C để dừng tất cả.',
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Đang dừng cụm máy chủ (${signal})...`);
    void cluster.stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', () => {
    stop('SIGINT');
  });
  process.on('SIGTERM', () => {
    stop('SIGTERM');
  });
}

void main();
