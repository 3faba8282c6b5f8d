import type {
  ComparePeersQuery,
  ComparePeersResponse,
  PeerCell,
  PeerColumn,
  PeerMedianCell,
  PeerRow,
} from '@/common/contracts/compare';
import { parseMetricKey } from '@/common/contracts/metricKeys';
import { findRatio } from '@/common/finance/ratios';
import {
  medianOf,
  PEER_COLUMNS,
  PEER_MEDIAN_ICB_LEVEL,
  rankValues,
  type PeerDirection,
} from '@/common/market/peers';
import { findCriterion, PRICE_BASED_RATIOS } from '@/common/screener/criteria';
import type { StockFacts } from '@/common/screener/evaluate';
import type { AuthUser } from '../../core/authUser';
import type { Database } from '../../db/client';
import { marketFacts } from '../screener/facts';
import { resolveTickers } from './compareTickers';
import { latestStatementValues, METRIC_COLUMN } from './peerMetric';

/**
 * The peer table (issue 33, docs/DATA.md "Comparison"): the chosen tickers' latest facts read from
 * the screener's market facts (src/server/modules/screener/facts.ts; every figure and every reason
 * for a missing one is defined there), each column ranked among the chosen tickers
 * (src/common/market/peers.ts) and the median of the first ticker's ICB level-2 industry.
 */

const NOT_LISTED = 'Mã không còn niêm yết: không có trong dữ liệu thị trường.';
const NO_DATA = 'Chưa có dữ liệu.';
const NO_INDUSTRY_MEDIAN =
  'Trung vị ngành chỉ có cho các chỉ tiêu của bộ lọc cổ phiếu (chỉ số, giá, định giá).';

function columnOf(key: string, better: PeerDirection | null): PeerColumn | null {
  const criterion = findCriterion(key);
  if (!criterion?.unit) return null;
  return { key, label: criterion.label, unit: criterion.unit, better, help: criterion.help };
}

/** The screener fact of a ratio metric (P/E at today's price, ROE of the latest quarter or year). */
export function ratioFactKey(metric: string, period: 'quarter' | 'year'): string | null {
  const parsed = parseMetricKey(metric);
  if (parsed?.kind !== 'ratio') return null;
  const key = PRICE_BASED_RATIOS.has(parsed.id)
    ? parsed.id
    : `R_${parsed.id}_${period === 'year' ? 'Y' : 'Q'}`;
  return findCriterion(key) ? key : null;
}

function factCell(stock: StockFacts | undefined, key: string): PeerCell {
  if (!stock) return { value: null, rank: null, reason: NOT_LISTED };
  const value = stock.values[key] ?? null;
  return value === null
    ? { value, rank: null, reason: stock.reasons[key] ?? NO_DATA }
    : { value, rank: null };
}

export async function loadComparePeers(
  db: Database,
  user: AuthUser | null,
  query: ComparePeersQuery,
): Promise<ComparePeersResponse> {
  const [resolved, facts] = await Promise.all([resolveTickers(db, query.t), marketFacts(db)]);
  const columns = PEER_COLUMNS.flatMap((column) => columnOf(column.key, column.better) ?? []);
  let metricColumn: string | null = null;
  const factKey = ratioFactKey(query.metric, query.period);
  if (factKey && !columns.some((column) => column.key === factKey)) {
    const better = findRatio(parseMetricKey(query.metric)?.id ?? '')?.better ?? null;
    const column = columnOf(factKey, better);
    if (column) {
      columns.push(column);
      metricColumn = factKey;
    }
  } else if (factKey) metricColumn = factKey;
  const statementValues =
    parseMetricKey(query.metric)?.kind === 'statement'
      ? await latestStatementValues(db, user, resolved.companies, query.metric, query.period)
      : null;
  if (statementValues) {
    columns.push(statementValues.column);
    metricColumn = METRIC_COLUMN;
  }

  const stocks = resolved.companies.map((company) => facts.byTicker.get(company.ticker));
  const industryNames = new Map(facts.industries.map((industry) => [industry.code, industry.name]));
  const level = PEER_MEDIAN_ICB_LEVEL - 1;
  const medianCode = stocks[0]?.icb[level] ?? null;

  const rows: PeerRow[] = resolved.companies.map((company, index) => {
    const stock = stocks[index];
    const industryCode = stock?.icb[level] ?? null;
    const cells: Record<string, PeerCell> = {};
    for (const column of columns) {
      cells[column.key] =
        column.key === METRIC_COLUMN && statementValues
          ? (statementValues.cells.get(company.ticker) ?? { value: null, rank: null, reason: NO_DATA })
          : factCell(stock, column.key);
    }
    return {
      ticker: company.ticker,
      name: stock?.name ?? company.name,
      industryCode,
      industryName: industryCode ? (industryNames.get(industryCode) ?? null) : null,
      inMedianIndustry: medianCode !== null && industryCode === medianCode,
      cells,
    };
  });
  for (const column of columns) {
    const ranks = rankValues(
      rows.map((row) => row.cells[column.key]?.value ?? null),
      column.better,
    );
    rows.forEach((row, index) => {
      const cell = row.cells[column.key];
      if (cell) cell.rank = ranks[index] ?? null;
    });
  }

  let median: ComparePeersResponse['median'] = null;
  if (medianCode) {
    const members = facts.stocks.filter((stock) => stock.icb[level] === medianCode);
    const cells: Record<string, PeerMedianCell> = {};
    for (const column of columns) {
      if (column.key === METRIC_COLUMN) {
        cells[column.key] = { value: null, count: 0, reason: NO_INDUSTRY_MEDIAN };
        continue;
      }
      const values = members.map((stock) => stock.values[column.key] ?? null);
      const count = values.filter((value) => value !== null).length;
      const value = medianOf(values);
      cells[column.key] =
        value === null
          ? { value, count, reason: 'Không doanh nghiệp nào trong ngành có số liệu này.' }
          : { value, count };
    }
    median = {
      industryCode: medianCode,
      industryName: industryNames.get(medianCode) ?? medianCode,
      level: PEER_MEDIAN_ICB_LEVEL,
      members: members.length,
      cells,
    };
  }
  return {
    asOf: facts.asOf,
    columns,
    metricColumn,
    rows,
    median,
    unknown: resolved.unknown,
    dropped: resolved.dropped,
  };
}
