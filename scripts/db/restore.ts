/**
 * npm run db:restore -- <file> [--force]: restores a db:backup file. PGlite (PGLITE_DIR): the file is
 * checked whole, restored into a temporary directory, opened and checked for the migrations table,
 * then swapped in; a non-empty target needs --force and is kept beside as <dir>.before-restore-<time>.
 * PostgreSQL (DATABASE_URL): pg_restore --clean --if-exists in one transaction. Either way, run
 * `npm run db:migrate` afterwards: a backup older than the code gets the newer migrations then.
 */
import path from 'node:path';
import { AppError } from '../../src/server/core/errors';
import { getEnv } from '../../src/server/env';
import { restorePglite } from '../../src/server/maintenance/pgliteBackup';
import { redactUrl, restorePostgres } from '../../src/server/maintenance/postgresBackup';

const USAGE = 'Cách dùng: npm run db:restore -- <tệp sao lưu> [--force]';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.some((arg) => arg === '--help' || arg === '-h')) {
    console.log(USAGE);
    return;
  }
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  if (rest.length !== 1 || rest[0]?.startsWith('-')) throw new AppError('BAD_REQUEST', USAGE);
  const file = path.resolve(rest[0] ?? '');
  const env = getEnv();
  const started = Date.now();
  if (env.DATABASE_URL) {
    console.log(`Khôi phục ${file} vào PostgreSQL ${redactUrl(env.DATABASE_URL)} bằng pg_restore...`);
    const result = await restorePostgres(file, env.DATABASE_URL, { force });
    console.log(`Đã khôi phục ${String(result.tables)} bảng (${String(Date.now() - started)} ms).`);
  } else {
    const dataDir = path.resolve(env.PGLITE_DIR);
    console.log(`Khôi phục ${file} vào ${dataDir}...`);
    const result = await restorePglite(file, dataDir, { force });
    console.log(
      `Đã khôi phục (${String(result.migrations)} migration, ${String(Date.now() - started)} ms).` +
        (result.previous ? ` Cơ sở dữ liệu cũ được giữ tại ${result.previous}; xoá khi không cần nữa.` : ''),
    );
  }
  console.log('Tiếp theo: chạy "npm run db:migrate" để áp dụng các migration mới hơn bản sao lưu (nếu có).');
}

main().catch((error: unknown) => {
  console.error(
    error instanceof AppError
      ? error.message
      : `Khôi phục thất bại: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
