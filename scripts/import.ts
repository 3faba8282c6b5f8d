/**
 * npm run import -- <format> <file or folder> [more paths]
 * Imports real data into the configured database; prints a summary per file and in total.
 */
import '../src/server/importers/all';
import { openConfiguredDatabase } from '../src/server/db/client';
import { listImporters } from '../src/server/importers/registry';
import { importPath } from '../src/server/importers/importPath';

const ROWS_PRINTED = 20;

function printRows(kind: string, rows: readonly { row: number; reason: string }[], total: number): void {
  for (const item of rows.slice(0, ROWS_PRINTED))
    console.log(`  ${kind}, dòng ${item.row === 0 ? '—' : item.row}: ${item.reason}`);
  if (total > ROWS_PRINTED) console.log(`  ... và ${total - ROWS_PRINTED} dòng ${kind} khác`);
}

async function main(): Promise<void> {
  const [format, ...targets] = process.argv.slice(2);
  if (!format || targets.length === 0) {
    console.log('Cách dùng: npm run import -- <định dạng> <tệp hoặc thư mục> [...]\n\nCác định dạng:');
    for (const importer of listImporters())
      console.log(`  ${importer.format.padEnd(22)} ${importer.description}`);
    process.exit(format ? 2 : 0);
  }
  const handle = openConfiguredDatabase();
  let failed = 0;
  try {
    const totals = { files: 0, read: 0, written: 0, rejected: 0, notices: 0, companies: 0 };
    for (const target of targets) {
      const result = await importPath(handle.db, format, target);
      for (const summary of result.summaries) {
        totals.files += 1;
        totals.read += summary.rowsRead;
        totals.written += summary.rowsWritten;
        totals.rejected += summary.rowsRejected;
        totals.notices += summary.noticesCount;
        totals.companies += summary.companiesCreated;
        const created =
          summary.companiesCreated > 0 ? `, ${summary.companiesCreated} mã mới (chỗ giữ chỗ)` : '';
        console.log(
          `${summary.file}: đọc ${summary.rowsRead} dòng, ghi ${summary.rowsWritten}, bỏ ${summary.rowsRejected}, lưu ý ${summary.noticesCount}${created} (${summary.durationMs} ms)`,
        );
        printRows('bỏ', summary.rejections, summary.rowsRejected);
        printRows('lưu ý', summary.notices, summary.noticesCount);
      }
      for (const failure of result.failures) {
        failed += 1;
        console.error(`LỖI ${failure.message} (không ghi gì từ tệp này)`);
      }
    }
    console.log(
      `Tổng: ${totals.files} tệp, đọc ${totals.read} dòng, ghi ${totals.written}, bỏ ${totals.rejected}, lưu ý ${totals.notices}, ${totals.companies} mã mới, ${failed} tệp lỗi.`,
    );
  } finally {
    await handle.close();
  }
  if (failed > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error('Nhập dữ liệu thất bại:', error instanceof Error ? error.message : error);
  process.exit(1);
});
