/**
 * npm run bench:data (first half): migrates a fresh embedded database in a temporary folder, as
 * `npm run demo` does, seeds the whole demo universe and prints the seconds of each part.
 */
import { prepareEmbeddedDatabase, seconds } from './harness';

async function main(): Promise<void> {
  const prepared = await prepareEmbeddedDatabase('vnfin-bench-seed');
  try {
    const parts = Object.entries(prepared.seed?.seconds ?? {})
      .map(([part, value]) => `${part} ${String(value)} s`)
      .join(', ');
    console.log(`migrate: ${seconds(prepared.migrateMs)} s`);
    console.log(`seed demo universe: ${seconds(prepared.seedMs)} s (${parts}); target 90 s`);
  } finally {
    await prepared.handle.close();
    prepared.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
