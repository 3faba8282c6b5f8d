/** Applies the drizzle migrations to the configured database (PGlite under PGLITE_DIR, or DATABASE_URL). */
import { openConfiguredDatabase } from '../src/server/db/client';

async function main(): Promise<void> {
  const handle = openConfiguredDatabase();
  try {
    const started = Date.now();
    await handle.migrate();
    console.log(`Migrations applied to ${handle.kind} in ${Date.now() - started} ms.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('Migration failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
