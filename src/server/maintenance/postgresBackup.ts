import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { AppError } from '../core/errors';
import { backupStamp } from './backupArchive';

/**
 * Backup and restore of a PostgreSQL database (DATABASE_URL) with pg_dump / pg_restore in their
 * custom format. The password never appears on a command line or in output: it goes to the tools
 * as PGPASSWORD and every URL shown has it replaced by ***.
 */

export interface PgTools {
  /** The environment the tools run with (its PATH is searched for them); process.env by default. */
  env?: NodeJS.ProcessEnv;
}

/** The URL as it may be shown: the password replaced by ***. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(DATABASE_URL không hợp lệ)';
  }
}

/** The URL without its password, and the password apart (for PGPASSWORD). */
function splitPassword(url: string): { url: string; password?: string } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  return { url: parsed.toString(), password };
}

/** The full path of a program on the PATH, or null. */
export function findTool(name: string, env: NodeJS.ProcessEnv = process.env): string | null {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** The commands to run by hand when the tools are not installed; the password goes in PGPASSWORD. */
export function documentedPgCommand(kind: 'backup' | 'restore', url: string, file: string): string {
  let shown: string;
  try {
    shown = splitPassword(url).url;
  } catch {
    shown = redactUrl(url);
  }
  return kind === 'backup'
    ? `pg_dump --format=custom --file="${file}" --dbname="${shown}"`
    : `pg_restore --clean --if-exists --no-owner --no-privileges --single-transaction --exit-on-error --dbname="${shown}" "${file}"`;
}

export class ToolMissingError extends AppError {
  readonly command: string;
  constructor(tool: string, command: string) {
    super(
      'SERVICE_UNAVAILABLE',
      `Không tìm thấy ${tool} trong PATH (cài gói postgresql-client cùng phiên bản máy chủ). Lệnh cần chạy:\n  ${command}\n(mật khẩu đặt trong biến môi trường PGPASSWORD).`,
    );
    this.command = command;
  }
}

/** Runs a tool; resolves with its stderr, rejects with a Vietnamese AppError carrying stderr's last lines. */
function run(tool: string, args: string[], env: NodeJS.ProcessEnv, failure: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', (error) => {
      reject(new AppError('INTERNAL', `${failure}: ${error.message}`, { cause: error }));
    });
    child.on('close', (code) => {
      if (code === 0) resolve(stderr);
      else {
        const detail = stderr.trim().split('\n').slice(-3).join(' | ');
        reject(
          new AppError('INTERNAL', `${failure} (${detail || `${path.basename(tool)}: mã ${String(code)}`})`),
        );
      }
    });
  });
}

function toolEnv(base: NodeJS.ProcessEnv, password: string | undefined): NodeJS.ProcessEnv {
  const env = { ...base };
  if (password !== undefined) env.PGPASSWORD = password;
  return env;
}

export function defaultPostgresBackupFile(now = new Date()): string {
  return path.resolve('backups', `${backupStamp(now)}.dump`);
}

/** pg_dump -Fc of the database at `url` into `file` (written aside, then renamed). */
export async function backupPostgres(
  url: string,
  file: string,
  tools: PgTools = {},
): Promise<{ file: string; bytes: number }> {
  const env = tools.env ?? process.env;
  const pgDump = findTool('pg_dump', env);
  if (!pgDump) throw new ToolMissingError('pg_dump', documentedPgCommand('backup', url, file));
  if (existsSync(file)) throw new AppError('CONFLICT', `Tệp ${file} đã tồn tại; hãy chọn tên tệp khác.`);
  const { url: bare, password } = splitPassword(url);
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial-${randomBytes(4).toString('hex')}`;
  try {
    await run(
      pgDump,
      ['--format=custom', `--file=${partial}`, `--dbname=${bare}`],
      toolEnv(env, password),
      `Sao lưu ${redactUrl(url)} thất bại`,
    );
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { file, bytes: statSync(file).size };
}

/** Tables in the database's own schemas (not the system's): a non-empty target needs --force. */
async function userTableCount(url: string): Promise<number> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg\\_%'`,
    );
    return result.rows[0]?.n ?? 0;
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', `Không kết nối được tới ${redactUrl(url)}.`, { cause: error });
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * pg_restore of `file` into the database at `url`: the archive is read whole first (pg_restore
 * --list), a database with tables is refused without `force`, and the restore runs in one
 * transaction (--single-transaction), so a file that breaks half-way changes nothing.
 */
export async function restorePostgres(
  file: string,
  url: string,
  options: { force?: boolean } & PgTools = {},
): Promise<{ tables: number }> {
  const env = options.env ?? process.env;
  const pgRestore = findTool('pg_restore', env);
  if (!pgRestore) throw new ToolMissingError('pg_restore', documentedPgCommand('restore', url, file));
  if (!existsSync(file)) throw new AppError('NOT_FOUND', `Không đọc được tệp sao lưu ${file}.`);
  try {
    await run(pgRestore, ['--list', file], env, 'x');
  } catch {
    throw new AppError(
      'BAD_REQUEST',
      `Tệp ${file} không phải bản sao lưu pg_dump (định dạng custom) hợp lệ. Không có thay đổi nào được thực hiện.`,
    );
  }
  const { url: bare, password } = splitPassword(url);
  const tables = await userTableCount(url);
  if (tables > 0 && !options.force) {
    throw new AppError(
      'CONFLICT',
      `Cơ sở dữ liệu ${redactUrl(url)} đã có ${String(tables)} bảng. Thêm --force để thay thế (các bảng trong bản sao lưu được xoá rồi tạo lại).`,
    );
  }
  try {
    await run(
      pgRestore,
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${bare}`,
        file,
      ],
      toolEnv(env, password),
      'Khôi phục thất bại',
    );
  } catch (error) {
    const detail = error instanceof Error ? error.message : '';
    throw new AppError(
      'BAD_REQUEST',
      `Khôi phục từ ${file} thất bại; tệp có thể bị cắt cụt hoặc hỏng. Toàn bộ thao tác đã được huỷ, cơ sở dữ liệu giữ nguyên. ${detail}`,
      { cause: error },
    );
  }
  return { tables: await userTableCount(url) };
}
