/**
 * npx tsx scripts/bench/import-fiintrade.ts [folder]
 * Imports every FiinTrade export under the folder (default: the shared real data beside the
 * checkout) into a fresh in-memory PGlite and prints files, rows written and seconds.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createTestDatabase } from '../../src/server/db/testing';
import { ImportFileError } from '../../src/server/importers/framework';
import { importFiinTradeFile } from '../../src/server/importers/fiintrade';
import { parseFileName } from '../../src/server/importers/fiintrade/parse';

const DEFAULT_FOLDER = path.resolve(
  process.cwd(),
  '..',
  'shared',
  'data',
  'tranthanhbinh1__stock-recommendation-system',
  'financial_statements',
);

function filesUnder(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) return filesUnder(full);
      return parseFileName(name) ? [full] : [];
    });
}

async function main(): Promise<void> {
  const folder = path.resolve(process.argv[2] ?? DEFAULT_FOLDER);
  if (!existsSync(folder)) {
    console.log(`fiintrade-xlsx: skipped, ${folder} is absent (the real data lives beside the checkout)`);
    return;
  }
  const files = filesUnder(folder);
  const handle = await createTestDatabase();
  const started = performance.now();
  let written = 0;
  let failed = 0;
  try {
    for (const file of files) {
      try {
        written += (await importFiinTradeFile(handle.db, file)).rowsWritten;
      } catch (error) {
        if (!(error instanceof ImportFileError)) throw error;
        failed += 1;
        console.error(`FAILED ${error.message}`);
      }
    }
  } finally {
    await handle.close();
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `fiintrade-xlsx: ${files.length} files, ${written} rows written, ${failed} failed, ${seconds.toFixed(1)} s (${(files.length / seconds).toFixed(1)} files/s)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
