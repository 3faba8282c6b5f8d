import { z } from 'zod';
import { AppError, type ErrorDetail } from './errors';

// Validation messages are read by users, so zod speaks Vietnamese.
z.config(z.locales.vi());

export function toDetails(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(gốc)',
    message: issue.message,
  }));
}

export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: 'query' | 'body',
): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const details = toDetails(result.error);
    const first = details[0];
    const label = where === 'query' ? 'Tham số' : 'Dữ liệu';
    const message = first ? `${label} không hợp lệ: ${first.path}: ${first.message}` : undefined;
    throw new AppError('VALIDATION', message, { details });
  }
  return result.data;
}
