/**
 * npm run db:backup [file]: one backup file of the configured database. PGlite (PGLITE_DIR): its data
 * directory as a gzip tarball, default backups/vnfin-<time>.tar.gz, refused while another process
 * (the server) has the directory open. PostgreSQL (DATABASE_URL): pg_dump --format=custom, default
 * backups/vnfin-<time>.dump, or the command to run when pg_dump is not installed.
 */
import path from 'node:path';
import { AppError } from '../../src/server/core/errors';
import { getEnv } from '../../src/server/env';
import { backupPglite, defaultPgliteBackupFile } from '../../src/server/maintenance/pgliteBackup';
import {
  backupPostgres,
  defaultPostgresBackupFile,
  redactUrl,
} from '../../src/server/maintenance/postgresBackup';

const USAGE = 'Cách dùng: npm run db:backup [-- <tệp đích>]';

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.some((arg) => arg === '--help' || arg === '-h')) {
    console.log(USAGE);
    return;
  }
  const unknown = args.filter((arg) => arg.startsWith('-'));
  if (unknown.length > 0 || args.length > 1) throw new AppError('BAD_REQUEST', USAGE);
  const env = getEnv();
  const started = Date.now();
  if (env.DATABASE_URL) {
    const file = path.resolve(args[0] ?? defaultPostgresBackupFile());
    console.log(`Sao lưu PostgreSQL ${redactUrl(env.DATABASE_URL)} bằng pg_dump...`);
    const result = await backupPostgres(env.DATABASE_URL, file);
    console.log(
      `Đã sao lưu vào ${result.file} (${megabytes(result.bytes)}, ${String(Date.now() - started)} ms).`,
    );
    return;
  }
  const dataDir = path.resolve(env.PGLITE_DIR);
  const file = path.resolve(args[0] ?? defaultPgliteBackupFile());
  console.log(`Sao lưu cơ sở dữ liệu nhúng ${dataDir}...`);
  const result = await backupPglite(dataDir, file);
  console.log(
    `Đã sao lưu vào ${result.file} (${megabytes(result.bytes)}, ${String(result.migrations)} migration, ${String(Date.now() - started)} ms).`,
  );
}

main().catch((error: unknown) => {
  console.error(
    error instanceof AppError
      ? error.message
      : `Sao lưu thất bại: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
