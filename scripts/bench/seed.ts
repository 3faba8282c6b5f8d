/**
 * npm run bench:data (first half): migrates a fresh embedded database in a temporary folder, as
 * `npm run demo` does, seeds the whole demo universe and prints the seconds of each part.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/importers/seed';

async function main(): Promise<void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'vnfin-bench-seed-'));
  const handle = openPglite(path.join(folder, 'pglite'));
  try {
    const migrateStarted = performance.now();
    await handle.migrate();
    const migrateSeconds = (performance.now() - migrateStarted) / 1000;
    const started = performance.now();
    const summary = await seedDemo(handle.db);
    const seconds = (performance.now() - started) / 1000;
    const parts = Object.entries(summary.seconds ?? {})
      .map(([part, value]) => `${part} ${value} s`)
      .join(', ');
    console.log(`migrate: ${migrateSeconds.toFixed(1)} s`);
    console.log(`seed demo universe: ${seconds.toFixed(1)} s (${parts}); target 90 s`);
  } finally {
    await handle.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
