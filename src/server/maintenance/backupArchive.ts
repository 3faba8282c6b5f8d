import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { AppError } from '../core/errors';

/**
 * What the embedded database's backups share: the data directory's "in use" marker, the check that a
 * file is a whole PGlite data-directory tarball (PGlite's dumpDataDir), and the messages.
 */

/** PGlite writes this file into its data directory while a process has it open, and removes it on close. */
export const IN_USE_MARKER = 'postmaster.pid';

/** Files every PostgreSQL data directory has; a tarball without them is not a database. */
const REQUIRED_ENTRIES = ['PG_VERSION', 'global/pg_control'];

const BLOCK = 512;

/** A directory is empty when it is absent or holds nothing. */
export function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Refuses a data directory another process has open. PGlite lets only one process use a data
 * directory, and writes IN_USE_MARKER while it does; a process that died without closing its
 * database leaves the marker behind too (opening and closing the database once clears it).
 */
export function assertNotInUse(dataDir: string): void {
  if (!existsSync(path.join(dataDir, IN_USE_MARKER))) return;
  throw new AppError(
    'CONFLICT',
    `Cơ sở dữ liệu tại ${dataDir} đang được một tiến trình khác sử dụng (máy chủ, đồng bộ dữ liệu hoặc ` +
      `một lệnh khác). PGlite chỉ cho phép một tiến trình mở thư mục dữ liệu: hãy dừng tiến trình đó rồi ` +
      `chạy lại. Nếu chắc chắn không còn tiến trình nào (máy chủ đã dừng đột ngột), chạy ` +
      `"npm run db:migrate" một lần để đóng cơ sở dữ liệu đúng cách rồi thử lại.`,
  );
}

export function invalidBackup(file: string, reason: string): AppError {
  return new AppError(
    'BAD_REQUEST',
    `Tệp ${file} không phải bản sao lưu hợp lệ (${reason}). Không có thay đổi nào được thực hiện.`,
  );
}

function text(field: Buffer): string {
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? field.length : end).toString('utf8');
}

/** The tar header's checksum: the sum of its bytes with the checksum field read as spaces. */
function checksumOk(header: Buffer): boolean {
  const stored = parseInt(text(header.subarray(148, 156)).trim(), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : (header[i] ?? 0);
  return stored === sum;
}

/** The entry names of a tar archive, or a reason why it is not a whole one. */
function tarEntries(tar: Buffer): string[] | string {
  const names: string[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return names;
    if (!checksumOk(header)) return 'tệp bị hỏng';
    const prefix = text(header.subarray(345, 500));
    const name = text(header.subarray(0, 100));
    const size = parseInt(text(header.subarray(124, 136)).trim() || '0', 8);
    if (!Number.isFinite(size) || size < 0) return 'tệp bị hỏng';
    const next = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (next > tar.length) return 'tệp bị cắt cụt';
    names.push((prefix ? `${prefix}/${name}` : name).replace(/^\.?\/+/, ''));
    offset = next;
  }
  return 'tệp bị cắt cụt';
}

/**
 * The data-directory tarball inside a backup file (gzip or plain tar), checked whole: a truncated
 * or foreign file throws a Vietnamese AppError before anything is written anywhere.
 */
export function readBackupTar(file: string, bytes: Buffer): Buffer {
  if (bytes.length === 0) throw invalidBackup(file, 'tệp rỗng');
  let tar = bytes;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      tar = gunzipSync(bytes);
    } catch {
      throw invalidBackup(file, 'tệp nén bị cắt cụt hoặc hỏng');
    }
  }
  if (tar.length < BLOCK) throw invalidBackup(file, 'tệp quá ngắn');
  const entries = tarEntries(tar);
  if (typeof entries === 'string') throw invalidBackup(file, entries);
  const found = new Set(entries);
  const missing = REQUIRED_ENTRIES.filter((entry) => !found.has(entry));
  if (missing.length > 0) {
    throw invalidBackup(file, 'không chứa thư mục dữ liệu PGlite; bản sao lưu PostgreSQL dùng pg_restore');
  }
  return tar;
}

/** `vnfin-2026-11-28T07-30-05Z` (file names without colons). */
export function backupStamp(now = new Date()): string {
  return `vnfin-${now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')}`;
}
