/** Times generateStatementsDemo for the whole demo universe into a fresh in-memory database: npm run bench:seed-statements */
import { openPglite } from '../../src/server/db/client';
import { companies } from '../../src/server/db/schema';
import { generateStatementsDemo } from '../../src/server/importers/demo/statements';
import { DEMO_SEED, createRandom } from '../../src/server/importers/demo/random';
import { DEMO_UNIVERSE } from '../../src/server/importers/demo/universe';
import { seedStatementTemplates } from '../../src/server/catalog/templates/seedTemplates';

async function main(): Promise<void> {
  const handle = openPglite();
  try {
    await handle.migrate();
    await seedStatementTemplates(handle.db);
    // Only what the statements need; the market demo would add prices and content around them.
    await handle.db.insert(companies).values(
      DEMO_UNIVERSE.map((spec) => ({
        ticker: spec.ticker,
        nameVi: spec.nameVi,
        companyType: spec.companyType,
        isDemo: true,
      })),
    );
    const started = performance.now();
    const counts = await generateStatementsDemo(handle.db, createRandom(DEMO_SEED));
    const seconds = (performance.now() - started) / 1000;
    console.log(`Demo statements generated in ${seconds.toFixed(2)} s`);
    console.log(`  companies ${counts.companies}`);
    console.log(`  rows      ${counts.rows}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('Benchmark failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
