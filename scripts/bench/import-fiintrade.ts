/**
 * npx tsx scripts/bench/import-fiintrade.ts [folder]
 * Imports every FiinTrade export under the folder (default: the shared real data beside the
 * checkout) into a fresh in-memory PGlite and prints files, rows written and seconds.
 */
import path from 'node:path';
import { FIINTRADE_FOLDER, importFiintrade } from './tasks';

async function main(): Promise<void> {
  const folder = path.resolve(process.argv[2] ?? FIINTRADE_FOLDER);
  const result = await importFiintrade(folder);
  if (!result) {
    console.log(`fiintrade-xlsx: skipped, ${folder} is absent (the real data lives beside the checkout)`);
    return;
  }
  for (const failure of result.failures) console.error(`FAILED ${failure}`);
  const seconds = result.ms / 1000;
  console.log(
    `fiintrade-xlsx: ${String(result.files)} files, ${String(result.written)} rows written, ` +
      `${String(result.failures.length)} failed, ${seconds.toFixed(1)} s (${(result.files / seconds).toFixed(1)} files/s)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
