import type { SeriesEvaluateRequest, SeriesEvaluateResponse } from '@/common/contracts/seriesMath';
import {
  aggregateGroup,
  evaluateFormula,
  parseFormula,
  type FormulaInput,
  type InputSeries,
  type SeriesFrequency,
} from '@/common/seriesMath';
import type { AuthUser } from '../../core/authUser';
import { AppError, isAppError } from '../../core/errors';
import type { Database } from '../../db/client';
import { AGGREGATE_PHRASE, groupMembers } from './seriesMath.groups';
import { loadGroupStatementLine, STATEMENT_SOURCE } from './seriesMath.groupStatements';
import {
  isCompanyKind,
  kindOfKey,
  loadCompanySeries,
  loadMacroSeries,
  type LoadedSeries,
} from './seriesMath.sources';

/**
 * POST /api/series/evaluate: loads each input (a company metric of a ticker, a group aggregate, a
 * macro or industry series), then runs the one engine (src/common/seriesMath). A formula the engine
 * cannot evaluate (syntax, unknown name, frequencies that differ ...) is a 400 whose `extra.formulaError`
 * carries the engine's error (code, offset, the frequency to offer).
 */

/** Members are read this many at a time. */
const GROUP_READ_CONCURRENCY = 8;

/**
 * Ratios and prices of a group are read member by member (a ratio needs the member's statements and
 * closes): at most this many members, so one request cannot ask for hundreds of reads.
 */
export const MAX_PER_MEMBER_READS = 60;

interface ResolvedInput extends LoadedSeries {
  label: string;
}

function formulaError(error: {
  code: string;
  message: string;
  at?: number;
  offerFrequency?: string;
}): AppError {
  return new AppError('BAD_REQUEST', error.message, { extra: { formulaError: error } });
}

interface MemberSeries {
  ticker: string;
  data: LoadedSeries | null;
}

/** A statement line of every member in one read (seriesMath.groupStatements.ts). */
async function statementMembers(
  db: Database,
  user: AuthUser | null,
  tickers: readonly string[],
  key: string,
  periodType: 'quarter' | 'year',
  typed: boolean,
): Promise<{ loaded: MemberSeries[]; frequency: SeriesFrequency }> {
  const line = await loadGroupStatementLine(db, user, { tickers, key, periodType });
  if (typed) {
    const unknown = tickers.find((ticker) => !line.known.has(ticker));
    if (unknown !== undefined) throw new AppError('NOT_FOUND', `Không tìm thấy mã chứng khoán ${unknown}.`);
  }
  if (!line.metric) {
    throw new AppError('VALIDATION', `Chỉ tiêu không tồn tại cho các mã của nhóm: ${key}`);
  }
  const { name, unit } = line.metric;
  const loaded = tickers.map((ticker): MemberSeries => {
    const series = line.members.get(ticker) ?? null;
    return {
      ticker,
      data: series
        ? { series, name, unit, source: STATEMENT_SOURCE, ...(line.notice ? { notice: line.notice } : {}) }
        : null,
    };
  });
  return { loaded, frequency: periodType };
}

/** Any other metric: each member through the chart data service, a few at a time. */
async function eachMember(
  db: Database,
  user: AuthUser | null,
  tickers: readonly string[],
  key: string,
  periodType: 'quarter' | 'year',
  typed: boolean,
): Promise<{ loaded: MemberSeries[]; frequency: SeriesFrequency }> {
  if (tickers.length > MAX_PER_MEMBER_READS) {
    throw new AppError(
      'BAD_REQUEST',
      `Nhóm có ${String(tickers.length)} mã: chỉ số và giá chỉ gộp được tối đa ${String(MAX_PER_MEMBER_READS)} mã, hãy chọn ngành cấp thấp hơn.`,
    );
  }
  const loaded: MemberSeries[] = [];
  for (let start = 0; start < tickers.length; start += GROUP_READ_CONCURRENCY) {
    const chunk = tickers.slice(start, start + GROUP_READ_CONCURRENCY);
    loaded.push(
      ...(await Promise.all(
        chunk.map(async (ticker): Promise<MemberSeries> => {
          try {
            return { ticker, data: await loadCompanySeries(db, user, { ticker, key, periodType }) };
          } catch (error) {
            // A listed member the metric does not exist for (NIM of a steel maker) counts as missing;
            // a ticker the caller typed that does not exist is their mistake (404).
            if (isAppError(error) && error.code === 'VALIDATION') return { ticker, data: null };
            if (isAppError(error) && error.code === 'NOT_FOUND' && !typed) return { ticker, data: null };
            throw error;
          }
        }),
      )),
    );
  }
  const first = loaded.find((member) => member.data !== null)?.data;
  return { loaded, frequency: first?.series.frequency ?? periodType };
}

async function loadGroup(
  db: Database,
  user: AuthUser | null,
  input: FormulaInput,
  ownerKey: () => Promise<string | null>,
): Promise<ResolvedInput> {
  const { source } = input;
  const group = source.group;
  if (!group) throw new AppError('INTERNAL');
  const aggregate = source.aggregate ?? 'sum';
  const periodType = source.periodType ?? 'quarter';
  const members = await groupMembers(db, group, ownerKey);
  const { loaded, frequency } =
    kindOfKey(source.key) === 'statement'
      ? await statementMembers(db, user, members.tickers, source.key, periodType, group.kind === 'tickers')
      : await eachMember(db, user, members.tickers, source.key, periodType, group.kind === 'tickers');
  const first = loaded.find((member) => member.data !== null)?.data;
  const empty: InputSeries = { frequency, points: [] };
  const series = aggregateGroup(
    loaded.map(({ ticker, data }) => ({
      ticker,
      series: data && data.series.frequency === frequency ? data.series : empty,
    })),
    aggregate,
    frequency,
  );
  const phrase = `${AGGREGATE_PHRASE[aggregate]} ${String(members.tickers.length)} mã`;
  const name = first?.name ?? source.key;
  const notice = loaded.find((member) => member.data?.notice !== undefined)?.data?.notice;
  return {
    series,
    name,
    unit: first?.unit ?? '',
    source: first?.source ?? '',
    label: `${members.label} (${phrase}), ${name}`,
    ...(notice !== undefined ? { notice } : {}),
  };
}

async function loadInput(
  db: Database,
  user: AuthUser | null,
  input: FormulaInput,
  defaultTicker: string | undefined,
  ownerKey: () => Promise<string | null>,
): Promise<ResolvedInput> {
  const { source } = input;
  const kind = kindOfKey(source.key);
  if (!isCompanyKind(kind)) {
    const loaded = await loadMacroSeries(db, user, source.key);
    return { ...loaded, label: loaded.name };
  }
  if (source.group) return loadGroup(db, user, input, ownerKey);
  const ticker = source.ticker ?? defaultTicker;
  if (ticker === undefined) throw new AppError('BAD_REQUEST', `Chuỗi ${input.name} cần mã chứng khoán.`);
  const loaded = await loadCompanySeries(db, user, {
    ticker,
    key: source.key,
    periodType: source.periodType ?? 'quarter',
  });
  return { ...loaded, label: `${ticker}, ${loaded.name}` };
}

export async function evaluateSeries(
  db: Database,
  user: AuthUser | null,
  request: SeriesEvaluateRequest,
  ownerKey: () => Promise<string | null>,
): Promise<SeriesEvaluateResponse> {
  const { formula, defaultTicker } = request;
  // A formula that cannot parse is refused before anything is read.
  const parsed = parseFormula(
    formula.expression,
    formula.inputs.map((input) => input.name),
  );
  if (!parsed.ok) throw formulaError(parsed.error);
  const loaded: ResolvedInput[] = [];
  for (const input of formula.inputs) loaded.push(await loadInput(db, user, input, defaultTicker, ownerKey));
  const result = evaluateFormula({
    expression: formula.expression,
    inputs: formula.inputs.map((input, index) => ({
      name: input.name,
      series: (loaded[index] as ResolvedInput).series,
      label: (loaded[index] as ResolvedInput).label,
      ...(input.transform ? { transform: input.transform } : {}),
    })),
    ...(formula.movingAverage !== undefined ? { movingAverage: formula.movingAverage } : {}),
    ...(formula.rebaseDate !== undefined ? { rebaseDate: formula.rebaseDate } : {}),
    asOf: new Date().toISOString().slice(0, 10),
  });
  if (!result.ok) throw formulaError(result.error);
  const notices = [
    ...new Set(
      loaded.flatMap((input, index) =>
        input.notice !== undefined ? [`${formula.inputs[index]?.name ?? ''}: ${input.notice}`] : [],
      ),
    ),
  ];
  return {
    series: result.series,
    inputs: formula.inputs.map((input, index) => {
      const { label, unit, source } = loaded[index] as ResolvedInput;
      return { name: input.name, label, unit, source };
    }),
    frequency: result.series.frequency,
    source: [...new Set(loaded.map((input) => input.source).filter((source) => source !== ''))].join('; '),
    ...(notices.length > 0 ? { notices } : {}),
  };
}
