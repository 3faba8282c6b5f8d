import { z } from 'zod';
import { AppError, type ErrorDetail } from '../core/errors';
import { issueMessage, plainIssueMessage } from './validationMessages';

// Validation messages are read by users, so zod speaks Vietnamese (plain wording: validationMessages.ts).
z.config(z.locales.vi());

export function toDetails(error: z.ZodError, schema?: z.ZodType): ErrorDetail[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(gốc)',
    message: schema ? issueMessage(schema, issue) : issue.message,
  }));
}

const UNSTORABLE_TEXT_MESSAGE = 'chứa ký tự không hợp lệ (ký tự NUL hoặc mã Unicode không hoàn chỉnh)';
/** NUL, or a UTF-16 surrogate not part of a pair (with the u flag a valid pair is one code point). */
const UNSTORABLE_CHARACTER = /[\0\p{Cs}]/u;
const MAX_TEXT_CHECK_DEPTH = 64;

/**
 * The path of the first string (value or key) PostgreSQL cannot hold: one with a NUL character or an
 * unpaired UTF-16 surrogate (text and jsonb refuse both), or null.
 */
export function findUnstorableText(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return UNSTORABLE_CHARACTER.test(value) ? path.join('.') || '(gốc)' : null;
  if (typeof value !== 'object' || value === null || path.length > MAX_TEXT_CHECK_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = [...path, key];
    if (UNSTORABLE_CHARACTER.test(key)) return itemPath.join('.');
    const found = findUnstorableText(item, itemPath);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The schema's output, or AppError VALIDATION (400) with Vietnamese details. The output must also be
 * text the database can store: refused here rather than failing in a query as a 500.
 */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: 'query' | 'body',
): z.infer<S> {
  const label = where === 'query' ? 'Tham số' : 'Dữ liệu';
  const result = schema.safeParse(input, { error: plainIssueMessage });
  if (!result.success) {
    const details = toDetails(result.error, schema);
    const first = details[0];
    const message = first ? `${label} không hợp lệ: ${first.path}: ${first.message}` : undefined;
    throw new AppError('VALIDATION', message, { details });
  }
  const unstorable = findUnstorableText(result.data);
  if (unstorable !== null) {
    throw new AppError('VALIDATION', `${label} không hợp lệ: ${unstorable}: ${UNSTORABLE_TEXT_MESSAGE}`, {
      details: [{ path: unstorable, message: UNSTORABLE_TEXT_MESSAGE }],
    });
  }
  return result.data;
}
