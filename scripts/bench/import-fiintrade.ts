/**
 * npx tsx scripts/bench/import-fiintrade.ts [folder]
 * Imports every FiinTrade export under the folder (default: the shared real data beside the
 * checkout) into a fresh in-memory PGlite and prints files, rows written and seconds.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTestDatabase } from '../../src/server/db/testing';
import '../../src/server/importers/fiintrade';
import { importPath } from '../../src/server/importers/importPath';

const DEFAULT_FOLDER = path.resolve(
  process.cwd(),
  '..',
  'shared',
  'data',
  'tranthanhbinh1__stock-recommendation-system',
  'financial_statements',
);

async function main(): Promise<void> {
  const folder = path.resolve(process.argv[2] ?? DEFAULT_FOLDER);
  if (!existsSync(folder)) {
    console.log(`fiintrade-xlsx: skipped, ${folder} is absent (the real data lives beside the checkout)`);
    return;
  }
  const handle = await createTestDatabase();
  const started = performance.now();
  try {
    const result = await importPath(handle.db, 'fiintrade-xlsx', folder);
    for (const failure of result.failures) console.error(`FAILED ${failure.message}`);
    const files = result.summaries.length + result.failures.length;
    const written = result.summaries.reduce((sum, summary) => sum + summary.rowsWritten, 0);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `fiintrade-xlsx: ${files} files, ${written} rows written, ${result.failures.length} failed, ${seconds.toFixed(1)} s (${(files / seconds).toFixed(1)} files/s)`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
