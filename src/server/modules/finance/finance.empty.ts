import { and, eq, sql } from 'drizzle-orm';
import type { PeriodType } from '@/common/constants/finance';
import type { StatementType } from '@/common/constants/market';
import { periodLabel, type PeriodRef } from '@/common/finance/periods';
import type { Database } from '../../db/client';
import { statementChoices } from '../../db/schema';

/**
 * Why an answer has no period (docs/DATA.md "Empty answers"): the source has nothing for the
 * company, or nothing for this statement or period type, or the periods asked are not published yet
 * or lie before the first one the source has. The plan's limits are the access layer's reason.
 */

const PERIOD_TYPE_WORDS: Record<PeriodType, string> = { year: 'năm', quarter: 'quý', month: 'tháng' };

const STATEMENT_WORDS: Record<StatementType, string> = {
  BALANCE_SHEET: 'bảng cân đối kế toán',
  INCOME_STATEMENT: 'báo cáo kết quả kinh doanh',
  CASH_FLOW_DIRECT: 'báo cáo lưu chuyển tiền tệ (trực tiếp)',
  CASH_FLOW_INDIRECT: 'báo cáo lưu chuyển tiền tệ (gián tiếp)',
  FOOTNOTES: 'thuyết minh báo cáo tài chính',
};

export interface EmptyAsk {
  ticker: string;
  statement: StatementType;
  periodType: PeriodType;
  /** Inclusive year bounds asked, if any. */
  start?: number;
  end?: number;
}

interface Coverage {
  statement: string;
  periodType: PeriodType;
  first: number;
  last: number;
}

/** The first and last period (year * 100 + quarter) of every statement and period type a ticker has. */
async function coverageOf(db: Database, ticker: string): Promise<Coverage[]> {
  return db
    .select({
      statement: statementChoices.statement,
      periodType: statementChoices.periodType,
      first: sql<number>`min(${statementChoices.year} * 100 + ${statementChoices.quarter})::int`,
      last: sql<number>`max(${statementChoices.year} * 100 + ${statementChoices.quarter})::int`,
    })
    .from(statementChoices)
    .where(and(eq(statementChoices.ticker, ticker)))
    .groupBy(statementChoices.statement, statementChoices.periodType);
}

function refOf(periodType: PeriodType, ordinal: number): PeriodRef {
  return { periodType, year: Math.floor(ordinal / 100), sub: ordinal % 100 };
}

/** The Vietnamese reason an answer for `ask` has no period. */
export async function emptyReasonOf(db: Database, ask: EmptyAsk): Promise<string> {
  const coverage = await coverageOf(db, ask.ticker);
  if (coverage.length === 0) {
    return `Nguồn dữ liệu chưa có báo cáo tài chính nào của ${ask.ticker}.`;
  }
  const statementWords = STATEMENT_WORDS[ask.statement];
  const ofStatement = coverage.filter((row) => row.statement === ask.statement);
  if (ofStatement.length === 0) {
    return `Nguồn dữ liệu không có ${statementWords} của ${ask.ticker}.`;
  }
  const own = ofStatement.find((row) => row.periodType === ask.periodType);
  if (!own) {
    const others = ofStatement.map((row) => `theo ${PERIOD_TYPE_WORDS[row.periodType]}`).join(', ');
    return `Nguồn dữ liệu không có ${statementWords} theo ${PERIOD_TYPE_WORDS[ask.periodType]} của ${ask.ticker}; chỉ có số liệu ${others}.`;
  }
  const first = periodLabel(refOf(ask.periodType, own.first));
  const last = periodLabel(refOf(ask.periodType, own.last));
  const range = `số liệu hiện có từ ${first} đến ${last}`;
  if (ask.start !== undefined && ask.start > Math.floor(own.last / 100)) {
    return `Chưa công bố: ${range}.`;
  }
  if (ask.end !== undefined && ask.end < Math.floor(own.first / 100)) {
    return `Nguồn dữ liệu không có số liệu trước ${first} (${range}).`;
  }
  return `Không có kỳ nào trong khoảng đã chọn; ${range}.`;
}
