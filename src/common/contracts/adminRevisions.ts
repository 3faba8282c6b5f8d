import { z } from 'zod';
import { rowIdSchema, tickerSchema } from './common';

/**
 * The console's "Thay đổi số liệu" screen (issue 30, docs/DATA.md "Revisions and asOf"): figures a
 * later import or feed changed or removed, newest change first, with the value before and after.
 */

export const ADMIN_REVISIONS_PAGE_SIZE = 50;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** GET /api/admin/revisions?ticker=&seriesId=&page= (a filter keeps only that kind of figure). */
export const adminRevisionsQuery = z.object({
  ticker: z.preprocess(emptyToUndefined, tickerSchema.optional()),
  seriesId: z.preprocess(emptyToUndefined, rowIdSchema.optional()),
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
});
export type AdminRevisionsQuery = z.infer<typeof adminRevisionsQuery>;

export type RevisionKind = 'statement' | 'macro';

export interface AdminRevisionRow {
  /** Unique in the list: the kind and the revision's id ("statement-12"). */
  key: string;
  kind: RevisionKind;
  /** Statements: the ticker. */
  ticker: string | null;
  /** Macro figures: the series' id and name. */
  seriesId: number | null;
  seriesName: string | null;
  /** "Báo cáo kết quả kinh doanh"; for macro figures the value type ("So với cùng kỳ"). */
  tableLabel: string;
  /** The template item's code and name ("NET_REVENUE", "Doanh thu thuần"); macro: the value type. */
  itemCode: string;
  itemName: string;
  /** "Q3/2024", "2023", "T7/2024". */
  periodLabel: string;
  /** Statements: VND; macro: the series' unit (or % for a change). */
  unit: string;
  oldValue: number | null;
  /** The value that replaced it; null with `removed` when the figure was deleted. */
  newValue: number | null;
  removed: boolean;
  /** The source of the old value, as the screens name it ("FiinTrade (Excel)"). */
  source: string;
  /** When the old value was stored and when it was replaced (ISO instants). */
  validFrom: string;
  validTo: string;
}

export interface AdminRevisionList {
  items: AdminRevisionRow[];
  total: number;
  page: number;
  pageSize: number;
}
