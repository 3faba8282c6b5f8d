import { z } from 'zod';
import { STATEMENT_PERIOD_TYPES, STATEMENT_TYPES } from '../constants/market';
import { STATEMENT_SOURCES } from '../finance/statementSources';
import { tickerSchema } from './common';

/**
 * The console's source priority (docs/DATA.md "Sources of a statement"): which source a company's
 * statements show, per period type, first = preferred; the default applies to every company
 * without its own list.
 */

const sourceList = z
  .array(z.enum(STATEMENT_SOURCES, 'Nguồn dữ liệu không hợp lệ'))
  .min(1, 'Chọn ít nhất một nguồn')
  .refine((list) => new Set(list).size === list.length, 'Mỗi nguồn chỉ được chọn một lần');

export const sourcePriorities = z.object({
  year: z.array(z.enum(STATEMENT_SOURCES)),
  quarter: z.array(z.enum(STATEMENT_SOURCES)),
  month: z.array(z.enum(STATEMENT_SOURCES)),
});
/** PUT /api/admin/statement-sources and /api/admin/companies/[ticker]/sources */
export const sourcePriorityBody = z.object({
  periodType: z.enum(STATEMENT_PERIOD_TYPES, 'Loại kỳ không hợp lệ'),
  /** Null on a company: drop its own list and use the default again. */
  sources: sourceList.nullable(),
});
export type SourcePriorityBody = z.infer<typeof sourcePriorityBody>;

export const adminSourceParams = z.object({ ticker: tickerSchema });

/** How many periods of one statement and period type show each source. */
export const shownSourceRow = z.object({
  statement: z.enum(STATEMENT_TYPES),
  periodType: z.enum(STATEMENT_PERIOD_TYPES),
  source: z.string(),
  periods: z.number(),
  /** "Q1/2015", "2018" */
  first: z.string(),
  last: z.string(),
});

/** GET /api/admin/companies/[ticker]/sources */
export const companySourcesResponse = z.object({
  ticker: z.string(),
  /** The lists in force (the company's own, else the default). */
  effective: sourcePriorities,
  /** The company's own lists; a period type without one uses the default. */
  own: z.object({
    year: z.array(z.string()).nullable(),
    quarter: z.array(z.string()).nullable(),
    month: z.array(z.string()).nullable(),
  }),
  /** Every source stored for the company, per statement and period type, and what is shown. */
  stored: z.array(shownSourceRow.extend({ shown: z.number() })),
});
export type CompanySourcesResponse = z.infer<typeof companySourcesResponse>;

/** GET /api/admin/statement-sources */
export const defaultSourcesResponse = z.object({
  effective: sourcePriorities,
  /** The built-in lists, used where no default row is stored. */
  builtIn: sourcePriorities,
  /** Companies with their own lists. */
  overrides: z.array(z.object({ ticker: z.string(), periodType: z.enum(STATEMENT_PERIOD_TYPES) })),
});
export type DefaultSourcesResponse = z.infer<typeof defaultSourcesResponse>;
