import type { StatementPeriodType } from '../constants/market';

/**
 * The sources statement figures come from (statement_values.source). docs/DATA.md "Sources of a
 * statement" explains the priority and derived years.
 */
export const STATEMENT_SOURCES = ['fiintrade', 'vnstock-vci', 'vnstock-kbs', 'demo'] as const;
export type StatementSource = (typeof STATEMENT_SOURCES)[number];

/**
 * A year built from four quarters of one source when no source publishes that year. Not a source an
 * admin can rank: it only exists where no published yearly statement does, so it always comes last.
 */
export const DERIVED_QUARTERS_SOURCE = 'derived-quarters';

export const STATEMENT_SOURCE_LABELS: Record<StatementSource | typeof DERIVED_QUARTERS_SOURCE, string> = {
  fiintrade: 'FiinTrade (Excel)',
  'vnstock-vci': 'vnstock – VCI',
  'vnstock-kbs': 'vnstock – KBS',
  demo: 'Dữ liệu minh họa',
  'derived-quarters': 'Cộng từ 4 quý',
};

/**
 * Built-in priority, first = preferred, the same for every period type: FiinTrade's exports are the
 * vendor's full statements; VCI prints whole VND and more lines than KBS, which rounds to thousand
 * VND; the demo only fills what no real source has.
 */
export const DEFAULT_SOURCE_PRIORITY: readonly StatementSource[] = STATEMENT_SOURCES;

export type SourcePriority = Record<StatementPeriodType, readonly StatementSource[]>;

export const DEFAULT_SOURCE_PRIORITIES: SourcePriority = {
  year: DEFAULT_SOURCE_PRIORITY,
  quarter: DEFAULT_SOURCE_PRIORITY,
  month: DEFAULT_SOURCE_PRIORITY,
};

export function isStatementSource(value: string): value is StatementSource {
  return (STATEMENT_SOURCES as readonly string[]).includes(value);
}

export function sourceLabel(source: string): string {
  return (STATEMENT_SOURCE_LABELS as Record<string, string>)[source] ?? source;
}
