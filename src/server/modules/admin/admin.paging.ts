import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminPage } from '@/common/contracts/admin';
import { normalizeSearchText } from '@/common/text';

/** Paging and text search shared by the admin lists (users, orders, news, documents). */
export interface Paged<T> {
  rows: T[];
  total: number;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

export function offsetOf(request: PageRequest): number {
  return (request.page - 1) * request.pageSize;
}

/** A LIKE pattern that matches `text` anywhere, with the pattern characters of the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

// Vietnamese letters with diacritics (both cases) and their plain letters, for accent-free matching
// in SQL without the unaccent extension (PGlite and PostgreSQL alike).
const VIETNAMESE_LOWER = 'àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ';
const ACCENTED = VIETNAMESE_LOWER + VIETNAMESE_LOWER.toUpperCase();
const PLAIN = Array.from(ACCENTED, (char) => normalizeSearchText(char)).join('');

/** The column lower-cased and without Vietnamese diacritics, as normalizeSearchText does in JS. */
export function accentFree(column: SQLWrapper): SQL {
  return sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN}))`;
}

/** One page of an admin list as the console receives it. */
export function page<T, R>(paged: Paged<T>, pageNumber: number, map: (row: T) => R): AdminPage<R> {
  return { items: paged.rows.map(map), total: paged.total, page: pageNumber, pageSize: ADMIN_PAGE_SIZE };
}

export function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}
