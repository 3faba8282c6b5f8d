import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '../core/errors';
import { openPglite } from '../db/client';
import { assertNotInUse, backupStamp, isEmptyDir, readBackupTar } from './backupArchive';

/**
 * Backup and restore of the embedded database (PGlite under PGLITE_DIR): `npm run db:backup` and
 * `npm run db:restore` (scripts/db). A backup is PGlite's own dumpDataDir tarball (gzip), so it also
 * opens with `new PGlite({ loadDataDir })`. A restore is built in a temporary directory beside the
 * target, checked (it opens, it has the migrations table), and only then swapped in.
 */

/** Drizzle's record of applied migrations; a data directory without it is not this application's. */
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

export interface PgliteBackupResult {
  file: string;
  bytes: number;
  migrations: number;
}

function missingDatabase(dataDir: string): AppError {
  return new AppError(
    'NOT_FOUND',
    `Không có cơ sở dữ liệu tại ${dataDir} (PGLITE_DIR). Chạy "npm run db:migrate" trước hoặc kiểm tra PGLITE_DIR.`,
  );
}

async function migrationCount(handle: ReturnType<typeof openPglite>): Promise<number | null> {
  const found = await handle.executeSql(`select to_regclass('${MIGRATIONS_TABLE}') is not null as present`);
  if (found.rows[0]?.present !== true) return null;
  const counted = await handle.executeSql(`select count(*)::int as n from ${MIGRATIONS_TABLE}`);
  return Number(counted.rows[0]?.n ?? 0);
}

/** The default backup file: backups/vnfin-<timestamp>.tar.gz under the working directory. */
export function defaultPgliteBackupFile(now = new Date()): string {
  return path.resolve('backups', `${backupStamp(now)}.tar.gz`);
}

/**
 * Writes the data directory as one gzip tarball to `file` (written aside, then renamed, so a failed
 * run never leaves a file that looks whole). Refuses a directory another process has open.
 */
export async function backupPglite(
  dataDir: string,
  file: string,
  settings?: Record<string, string>,
): Promise<PgliteBackupResult> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw missingDatabase(dataDir);
  assertNotInUse(dataDir);
  if (existsSync(file)) {
    throw new AppError('CONFLICT', `Tệp ${file} đã tồn tại; hãy chọn tên tệp khác.`);
  }
  const handle = openPglite(dataDir, undefined, settings);
  let dump: Blob | undefined;
  let migrations: number | null;
  try {
    migrations = await migrationCount(handle);
    // Everything written so far into the data files, so a restore starts without replaying WAL.
    await handle.executeSql('checkpoint');
    dump = await handle.dumpDataDir?.('gzip');
  } finally {
    await handle.close();
  }
  if (!dump) throw new AppError('INTERNAL', 'PGlite không tạo được bản sao lưu.');
  const bytes = Buffer.from(await dump.arrayBuffer());
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial-${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { file, bytes: bytes.length, migrations: migrations ?? 0 };
}

export interface PgliteRestoreOptions {
  /** Replace a target that already holds a database (kept aside as `<target>.before-restore-<time>`). */
  force?: boolean;
  /** PGlite start parameters for the check (tests pass smaller buffers). */
  settings?: Record<string, string>;
}

export interface PgliteRestoreResult {
  dataDir: string;
  migrations: number;
  /** Where the database the restore replaced was moved (only with `force` over a non-empty target). */
  previous?: string;
}

/**
 * Restores a backup file into `dataDir`: refused when the file is not a whole PGlite backup, when the
 * target is in use, or when it is not empty and `force` is not given. Nothing is changed until the
 * restored copy has opened and shown its migrations table; then two renames swap it in.
 */
export async function restorePglite(
  file: string,
  dataDir: string,
  options: PgliteRestoreOptions = {},
): Promise<PgliteRestoreResult> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new AppError('NOT_FOUND', `Không đọc được tệp sao lưu ${file}.`);
  }
  const tar = readBackupTar(file, bytes);
  const target = path.resolve(dataDir);
  if (existsSync(target)) assertNotInUse(target);
  if (!isEmptyDir(target) && !options.force) {
    throw new AppError(
      'CONFLICT',
      `Thư mục ${target} đã có dữ liệu. Thêm --force để thay thế (bản cũ được giữ lại bên cạnh).`,
    );
  }

  const parent = path.dirname(target);
  mkdirSync(parent, { recursive: true });
  const suffix = randomBytes(4).toString('hex');
  const staging = path.join(parent, `.${path.basename(target)}.restore-${suffix}`);
  let migrations: number | null = null;
  try {
    const handle = openPglite(
      staging,
      new Blob([new Uint8Array(tar.buffer as ArrayBuffer, tar.byteOffset, tar.length)], {
        type: 'application/x-tar',
      }),
      options.settings,
    );
    try {
      migrations = await migrationCount(handle);
    } finally {
      await handle.close();
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (error instanceof AppError) throw error;
    throw new AppError(
      'BAD_REQUEST',
      `Không mở được cơ sở dữ liệu từ tệp ${file}; tệp có thể bị hỏng. Không có thay đổi nào được thực hiện.`,
      { cause: error },
    );
  }
  if (migrations === null) {
    rmSync(staging, { recursive: true, force: true });
    throw new AppError(
      'BAD_REQUEST',
      `Tệp ${file} không chứa cơ sở dữ liệu của ứng dụng (thiếu bảng migration). Không có thay đổi nào được thực hiện.`,
    );
  }

  let previous: string | undefined;
  if (existsSync(target)) {
    if (isEmptyDir(target)) rmdirSync(target);
    else {
      previous = `${target}.before-restore-${backupStamp().slice('vnfin-'.length)}-${suffix}`;
      renameSync(target, previous);
    }
  }
  try {
    renameSync(staging, target);
  } catch (error) {
    // Put the old database back rather than leave none.
    if (previous) renameSync(previous, target);
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return { dataDir: target, migrations, previous };
}
