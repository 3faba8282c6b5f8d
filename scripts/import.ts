/**
 * npm run import -- <format> <file or folder> [more paths]
 * Imports real data into the configured database; prints a summary per file and in total.
 */
import '../src/server/importers/all';
import { openConfiguredDatabase } from '../src/server/db/client';
import { listImporters } from '../src/server/importers/registry';
import { importPath } from '../src/server/importers/importPath';

async function main(): Promise<void> {
  const [format, ...targets] = process.argv.slice(2);
  if (!format || targets.length === 0) {
    console.log('Usage: npm run import -- <format> <file or folder> [...]\n\nFormats:');
    for (const importer of listImporters())
      console.log(`  ${importer.format.padEnd(22)} ${importer.description}`);
    process.exit(format ? 2 : 0);
  }
  const handle = openConfiguredDatabase();
  let failed = 0;
  try {
    const totals = { files: 0, read: 0, written: 0, rejected: 0 };
    for (const target of targets) {
      const result = await importPath(handle.db, format, target);
      for (const summary of result.summaries) {
        totals.files += 1;
        totals.read += summary.rowsRead;
        totals.written += summary.rowsWritten;
        totals.rejected += summary.rowsRejected;
        console.log(
          `${summary.file}: read ${summary.rowsRead}, written ${summary.rowsWritten}, rejected ${summary.rowsRejected} (${summary.durationMs} ms)`,
        );
        for (const rejection of summary.rejections.slice(0, 20))
          console.log(`  row ${rejection.row}: ${rejection.reason}`);
        if (summary.rejections.length > 20) console.log(`  ... ${summary.rejections.length - 20} more`);
      }
      for (const failure of result.failures) {
        failed += 1;
        console.error(`FAILED ${failure.message} (nothing of this file was written)`);
      }
    }
    console.log(
      `Total: ${totals.files} files, ${totals.read} rows read, ${totals.written} written, ${totals.rejected} rejected, ${failed} files failed.`,
    );
  } finally {
    await handle.close();
  }
  if (failed > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error('Import failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
