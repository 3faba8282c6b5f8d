import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../core/errors';

/**
 * The body every route accepts before anyone knows who is calling: Next's default (1 MB), read by the
 * API dispatcher (src/server/web/apiLane.ts) before the handler runs. The largest legitimate body of an
 * ordinary route is a chart section (10 charts with text blocks of up to 20,000 characters: about
 * 600 KB in the worst case). Routes that take more (uploads) read their own body, after
 * authentication and guards (defineRoute's `bodyLimitBytes`).
 */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

export const BODY_MESSAGES = {
  tooLarge: 'Dữ liệu gửi lên quá lớn.',
  badJson: 'Dữ liệu JSON không hợp lệ.',
  cutOff: 'Dữ liệu gửi lên bị ngắt giữa chừng. Vui lòng gửi lại.',
} as const;

function tooLarge(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', BODY_MESSAGES.tooLarge);
}

/** 413 at once when Content-Length already says the body is too big (nothing is read). */
function assertDeclaredSize(req: IncomingMessage, limit: number): void {
  if (Number(req.headers['content-length']) > limit) throw tooLarge();
}

/** A body the client stopped sending before its end (the connection closed or reset). */
function cutOff(): AppError {
  return new AppError('BAD_REQUEST', BODY_MESSAGES.cutOff);
}

/**
 * The whole body in memory, refused with 413 once it passes `limit` bytes, and with a 400 (not a
 * library error that would be logged as a fault) when the client goes away before its end.
 */
export function readBodyBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
  if (Number(req.headers['content-length']) > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let ended = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(tooLarge());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      ended = true;
      resolve(Buffer.concat(chunks));
    });
    req.on('error', () => {
      reject(cutOff());
    });
    req.on('close', () => {
      if (!ended) reject(cutOff());
    });
  });
}

/** Query strings and form bodies as Next parses them: a repeated key becomes an array. */
export function parseFields(text: string): Partial<Record<string, string | string[]>> {
  const fields: Partial<Record<string, string | string[]>> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const previous = fields[key];
    if (previous === undefined) fields[key] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else fields[key] = [previous, value];
  }
  return fields;
}

/** A body as Next's API layer parses it: JSON, form fields, or the text itself. */
export function parseBodyText(raw: string, contentType: string | undefined): unknown {
  const type = (contentType ?? 'text/plain').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json' || type?.endsWith('+json')) {
    if (raw.length === 0) return {};
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      throw new AppError('BAD_REQUEST', BODY_MESSAGES.badJson);
    }
  }
  if (type === 'application/x-www-form-urlencoded') return parseFields(raw);
  return raw;
}

/** Reads and parses a body of at most `limit` bytes in memory (undefined for GET and HEAD). */
export async function parseRequestBody(req: IncomingMessage, limit = API_BODY_LIMIT_BYTES): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const raw = await readBodyBytes(req, limit);
  return parseBodyText(raw.toString('utf8'), req.headers['content-type']);
}

/**
 * Streams the body to a file of a new temporary folder, refused with 413 past `limit` bytes (the
 * partial file is removed). Memory stays at one chunk however large or slow the upload is. The
 * caller removes the folder (`dispose`).
 */
export async function spoolBodyToFile(
  req: IncomingMessage,
  limit: number,
): Promise<{ file: string; bytes: number; dispose: () => Promise<void> }> {
  assertDeclaredSize(req, limit);
  const folder = await mkdtemp(path.join(tmpdir(), 'vnfin-upload-'));
  const dispose = () => rm(folder, { recursive: true, force: true });
  const file = path.join(folder, 'body');
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(bytes > limit ? tooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(req, counter, createWriteStream(file));
  } catch (error) {
    await dispose();
    throw error instanceof AppError ? error : new AppError('BAD_REQUEST');
  }
  return { file, bytes, dispose };
}

/**
 * The one reader of bodies the API dispatcher left unread (routes with `bodyLimitBytes`; Next's
 * body parser is off for every API route): up to the default in memory, beyond it through a
 * temporary file, parsed once it is complete. Runs only after authentication and guards.
 */
export async function readOwnBody(req: IncomingMessage, limit: number): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  if (limit <= API_BODY_LIMIT_BYTES) return parseRequestBody(req, limit);
  const spooled = await spoolBodyToFile(req, limit);
  try {
    const raw = await readFile(spooled.file, 'utf8');
    return parseBodyText(raw, req.headers['content-type']);
  } finally {
    await spooled.dispose();
  }
}
