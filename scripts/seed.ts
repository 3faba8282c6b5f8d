/** Seeds the demo universe into the configured database (run db:migrate first). */
import { openConfiguredDatabase } from '../src/server/db/client';
import { seedDemo } from '../src/server/importers/seed';

async function main(): Promise<void> {
  const handle = openConfiguredDatabase();
  try {
    const started = Date.now();
    const summary = await seedDemo(handle.db);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      summary.skipped
        ? `Demo data (version ${summary.seedVersion}) already present; nothing to do.`
        : `Demo data version ${summary.seedVersion} seeded in ${seconds} s (${Object.entries(
            summary.seconds ?? {},
          )
            .map(([part, value]) => `${part} ${value} s`)
            .join(', ')}).`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
