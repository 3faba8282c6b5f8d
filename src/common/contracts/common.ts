import { z } from 'zod';

/** A ticker as users type it: trimmed, upper-cased, 1-10 letters or digits ("ticket" in the spec's calls). */
export const tickerSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,10}$/, 'Mã chứng khoán không hợp lệ');

export const yearSchema = z.coerce.number().int().min(1990).max(2100);
