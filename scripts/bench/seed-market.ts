/** Times generateMarketDemo into a fresh in-memory database: npm run bench:seed-market */
import { openPglite } from '../../src/server/db/client';
import { generateMarketDemo } from '../../src/server/importers/demo/market';
import { DEMO_SEED, createRandom } from '../../src/server/importers/demo/random';

async function main(): Promise<void> {
  const handle = openPglite();
  try {
    await handle.migrate();
    const started = performance.now();
    const counts = await generateMarketDemo(handle.db, createRandom(DEMO_SEED));
    const seconds = (performance.now() - started) / 1000;
    console.log(`Market demo generated in ${seconds.toFixed(2)} s`);
    for (const [table, rows] of Object.entries(counts)) console.log(`  ${table.padEnd(18)} ${rows}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('Benchmark failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
