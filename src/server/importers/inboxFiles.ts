import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { copyFile, lstat, mkdir, readdir, rename, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The statements inbox's folders (docs: DATA.md "Hộp thư nhập"):
 *
 *   <inbox>/<format>/…                       files dropped here, one folder per registered format
 *   <inbox>/processing/<format>/<claim>/<f>  a file being imported (left visible if the process dies)
 *   <inbox>/done/<YYYY-MM-DD>/<f>            imported, with <f>.result.json beside it
 *   <inbox>/failed/<YYYY-MM-DD>/<f>          refused, with <f>.result.json saying why
 *
 * A claim folder keeps the file's own name intact (importers read tickers and statements from it) and
 * says when it was claimed, which attempt this is and where the file came from.
 */

export const PROCESSING = 'processing';
export const DONE = 'done';
export const FAILED = 'failed';
export const RESERVED_FOLDERS: readonly string[] = [PROCESSING, DONE, FAILED];

/** A file whose size or time changed this recently may still be being copied in. */
export const SETTLE_MS = 5_000;
/** A claim this old belongs to a run that died (a process stop, a crash). */
export const STALE_CLAIM_MS = 60 * 60 * 1000;

export type InboxOrigin = 'inbox' | 'upload';

export interface Claim {
  format: string;
  /** Absolute path of the claimed file. */
  file: string;
  /** The file's own name. */
  name: string;
  claimedAt: number;
  attempt: number;
  origin: InboxOrigin;
}

/** Names a copy or a download in progress leaves, and hidden files (editors' locks, .DS_Store). */
export function isIgnoredName(name: string): boolean {
  return (
    name.startsWith('.') || name.startsWith('~$') || /(\.part|\.tmp|\.crdownload|\.partial|~)$/i.test(name)
  );
}

/** YYYY-MM-DD in Vietnam time: the day an operator looks for in done/ and failed/. */
export function inboxDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(at);
}

const CLAIM_PATTERN = /^(\d{13})-(\d)-(inbox|upload)-[0-9a-f]{6}$/;

export function claimFolderName(claimedAt: number, attempt: number, origin: InboxOrigin): string {
  return `${String(claimedAt)}-${String(attempt)}-${origin}-${randomBytes(3).toString('hex')}`;
}

export function parseClaimFolder(name: string): Pick<Claim, 'claimedAt' | 'attempt' | 'origin'> | null {
  const match = CLAIM_PATTERN.exec(name);
  if (!match) return null;
  return { claimedAt: Number(match[1]), attempt: Number(match[2]), origin: match[3] as InboxOrigin };
}

/** The inbox's fixed folders and one folder per format, so an operator sees where to drop files. */
export async function ensureInboxLayout(inbox: string, formats: readonly string[]): Promise<void> {
  for (const folder of RESERVED_FOLDERS) await mkdir(path.join(inbox, folder), { recursive: true });
  // A format folder the operator replaced with something odd (a dangling link) costs only itself.
  for (const format of formats)
    await mkdir(path.join(inbox, format), { recursive: true }).catch(() => undefined);
}

/** A name not taken yet in `folder`: "Tên.xlsx", then "Tên (2).xlsx", … */
export async function freeName(folder: string, name: string): Promise<string> {
  const extension = path.extname(name);
  const stem = name.slice(0, name.length - extension.length);
  for (let index = 1; ; index += 1) {
    const candidate = index === 1 ? name : `${stem} (${String(index)})${extension}`;
    const taken = await Promise.all([
      exists(path.join(folder, candidate)),
      exists(path.join(folder, `${candidate}.result.json`)),
    ]);
    if (!taken[0] && !taken[1]) return candidate;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    // lstat: a link (even a dangling one) already there is a name taken.
    await lstat(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * rename, or copy and delete when the source is on another file system (a format folder that is a
 * link to a shared drive): rename cannot cross devices (EXDEV).
 */
export async function moveFile(source: string, target: string): Promise<void> {
  try {
    await rename(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(source, target);
    await unlink(source);
  }
}

/**
 * Moves a file into a claim folder under processing/. The rename is the claim: whoever renames
 * first owns the file, and a crash afterwards leaves it where an operator (and the next run) sees it.
 */
export async function claimFile(
  inbox: string,
  format: string,
  source: string,
  attempt: number,
  origin: InboxOrigin,
  now = Date.now(),
): Promise<Claim> {
  const name = path.basename(source);
  const folder = path.join(inbox, PROCESSING, format, claimFolderName(now, attempt, origin));
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, name);
  try {
    await moveFile(source, file);
  } catch (error) {
    await rmdir(folder).catch(() => undefined);
    throw error;
  }
  return { format, file, name, claimedAt: now, attempt, origin };
}

/** Writes new content straight into a claim folder (an upload: nobody else may see a half file). */
export async function claimContent(
  inbox: string,
  format: string,
  name: string,
  content: Buffer,
  now = Date.now(),
): Promise<Claim> {
  const folder = path.join(inbox, PROCESSING, format, claimFolderName(now, 1, 'upload'));
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, name);
  await writeFile(file, content, { flag: 'wx' });
  return { format, file, name, claimedAt: now, attempt: 1, origin: 'upload' };
}

/** The claim a file path under processing/ stands for, or null when it is not one. */
export function claimOfPath(inbox: string, file: string): Claim | null {
  const relative = path.relative(path.join(inbox, PROCESSING), path.resolve(inbox, file));
  const parts = relative.split(path.sep);
  if (parts.length !== 3 || parts.some((part) => part === '..' || part === '')) return null;
  const [format, folder, name] = parts as [string, string, string];
  const parsed = parseClaimFolder(folder);
  if (!parsed) return null;
  return { format, name, file: path.join(inbox, PROCESSING, format, folder, name), ...parsed };
}

/** Every claim under processing/ (a run that died leaves them; an upload's job has not run yet). */
export async function listClaims(inbox: string): Promise<Claim[]> {
  const claims: Claim[] = [];
  const root = path.join(inbox, PROCESSING);
  for (const format of await readdirSafe(root)) {
    if (!format.isDirectory()) continue;
    for (const folder of await readdirSafe(path.join(root, format.name))) {
      if (!folder.isDirectory()) continue;
      for (const entry of await readdirSafe(path.join(root, format.name, folder.name))) {
        if (!isFileLike(entry)) continue;
        const claim = claimOfPath(inbox, path.join(root, format.name, folder.name, entry.name));
        if (claim) claims.push(claim);
      }
    }
  }
  return claims;
}

/** A folder's entries, or none when it is missing or unreadable (the scan goes on with the rest). */
export async function readdirSafe(folder: string) {
  try {
    return (await readdir(folder, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  } catch {
    return [];
  }
}

/** Files and links to them (a link to a folder is refused at import); not FIFOs, sockets, devices. */
export function isFileLike(entry: Dirent): boolean {
  return entry.isFile() || entry.isSymbolicLink();
}

/** Files under a folder, depth first, without hidden folders; unreadable folders are passed over. */
export async function walkFiles(folder: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdirSafe(folder)) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) files.push(...(await walkFiles(full)));
    } else if (isFileLike(entry)) files.push(full);
  }
  return files;
}

/**
 * Whether a file has been left alone long enough to be whole: a copy in progress keeps moving its
 * modification time (and its size with it). Only mtime: a rename into the inbox changes ctime too.
 */
export async function isSettled(file: string, settleMs: number, now = Date.now()): Promise<boolean> {
  const info = await stat(file);
  return now - info.mtimeMs >= settleMs;
}

/**
 * Moves a claimed (or refused) file to done/<day>/ or failed/<day>/ and writes its result beside it.
 * Returns the new path relative to the inbox.
 */
export async function fileAway(
  inbox: string,
  file: string,
  outcome: typeof DONE | typeof FAILED,
  result: object,
  at: Date,
): Promise<string> {
  const folder = path.join(inbox, outcome, inboxDay(at));
  await mkdir(folder, { recursive: true });
  const name = await freeName(folder, path.basename(file));
  const target = path.join(folder, name);
  await moveFile(file, target);
  await writeFile(
    `${target}.result.json`,
    `${JSON.stringify({ ...result, movedTo: path.relative(inbox, target) }, null, 2)}\n`,
  );
  return path.relative(inbox, target);
}

/** Removes a claim folder once its file has left it (a folder that is not empty stays). */
export async function releaseClaimFolder(claim: Claim): Promise<void> {
  await rmdir(path.dirname(claim.file)).catch(() => undefined);
}
