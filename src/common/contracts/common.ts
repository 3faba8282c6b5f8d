import { z } from 'zod';

/** A ticker as users type it: trimmed, upper-cased, 1-10 letters or digits ("ticket" in the spec's calls). */
export const tickerSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,10}$/, 'Mã chứng khoán không hợp lệ');

/**
 * A row id in a query or body: a positive integer that fits PostgreSQL's `integer` (a larger one
 * would make the database refuse the query, a 500 instead of a 400).
 */
export const rowIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** A calendar year; the hint leads its validation messages ("start: năm, ví dụ 2020"). */
export const yearSchema = z.coerce.number().int().min(1990).max(2100).describe('năm, ví dụ 2020');
