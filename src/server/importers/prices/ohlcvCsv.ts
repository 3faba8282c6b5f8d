import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MARKET_INDICES, type MarketIndex } from '@/common/constants/market';
import { normalizeSearchText } from '@/common/text';
import type { Database } from '../../db/client';
import { companies, indexPrices } from '../../db/schema';
import { CsvReadError, readCsvRecords, type CsvRecord } from '../csvRecords';
import { runFileImport, type ImportSummary, type Rejection } from '../framework';
import { upsertChanged } from '../../db/upsert';
import { upsertDailyPrices } from '../../db/dailyPriceWrites';
import { reviewTickerPrices } from './ohlcvReview';

export const OHLCV_FORMAT = 'ohlcv-csv';
export const OHLCV_HEADER = ['Date', 'Open', 'High', 'Low', 'Close', 'Volume'] as const;

/** One accepted row, prices already in the unit stored (VND for tickers, points for indices). */
export interface OhlcvRow {
  /** Line number in the file (the header is line 1). */
  row: number;
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface ParsedOhlcv {
  rows: OhlcvRow[];
  rejections: Rejection[];
  rowsRead: number;
}

/** Thrown for a file that is not OHLCV at all; the importer turns it into ImportFileError. */
export class OhlcvFormatError extends Error {
  constructor(
    readonly row: number | null,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'OhlcvFormatError';
  }
}

const TICKER_PATTERN = /^[A-Z0-9]{2,12}$/;

export function isMarketIndex(code: string): code is MarketIndex {
  return (MARKET_INDICES as readonly string[]).includes(code);
}

/** The ticker a file is about: its name without extension (VNX/FPT.csv -> FPT). */
export function tickerFromFileName(file: string): string {
  return path
    .basename(file)
    .replace(/\.csv$/i, '')
    .trim()
    .toUpperCase();
}

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

const FIELD_NAMES = { open: 'mở cửa', high: 'cao nhất', low: 'thấp nhất', close: 'đóng cửa' } as const;
type PriceField = keyof typeof FIELD_NAMES;
const PRICE_FIELDS: readonly PriceField[] = ['open', 'high', 'low', 'close'];

/**
 * Scales a source price to the stored unit. The source's binary float noise (10.437000000000001)
 * is rounded away at 0.001 of the stored unit, far below any real tick.
 */
function scalePrice(value: number, multiplier: number): number {
  return Math.round(value * multiplier * 1000) / 1000;
}

/** The numbers of one row, or why they are unusable. */
function checkValues(
  cells: readonly string[],
): string | { values: Record<PriceField, number>; volume: number } {
  const values: Record<PriceField, number> = { open: 0, high: 0, low: 0, close: 0 };
  for (const [index, field] of PRICE_FIELDS.entries()) {
    const cell = cells[index] ?? '';
    const value = cell === '' ? Number.NaN : Number(cell);
    if (!Number.isFinite(value)) return `Giá ${FIELD_NAMES[field]} không phải là số: "${cell}"`;
    if (value <= 0) return `Giá ${FIELD_NAMES[field]} phải lớn hơn 0 (đang là ${cell})`;
    values[field] = value;
  }
  const volumeCell = cells[4] ?? '';
  const volume = volumeCell === '' ? Number.NaN : Number(volumeCell);
  if (!Number.isFinite(volume)) return `Khối lượng không phải là số: "${volumeCell}"`;
  if (volume < 0) return `Khối lượng âm: ${volumeCell}`;
  if (!Number.isInteger(volume)) return `Khối lượng không phải số nguyên: ${volumeCell}`;
  const { open, high, low, close } = values;
  if (high < low) return `Giá cao nhất (${high}) nhỏ hơn giá thấp nhất (${low})`;
  if (close < low || close > high)
    return `Giá đóng cửa ${close} nằm ngoài khoảng thấp nhất - cao nhất (${low} - ${high})`;
  if (open < low || open > high)
    return `Giá mở cửa ${open} nằm ngoài khoảng thấp nhất - cao nhất (${low} - ${high})`;
  return { values, volume };
}

/**
 * Validates an OHLCV CSV. Bad rows become rejections with their line number and a Vietnamese reason;
 * of several rows for one date the first valid one is kept and the later ones rejected, because
 * sources that repeat a day repeat it verbatim and the first is the one a reader sees.
 */
export function parseOhlcvCsv(text: string, priceMultiplier: number): ParsedOhlcv {
  let records: CsvRecord[];
  try {
    records = readCsvRecords(text);
  } catch (error) {
    if (error instanceof CsvReadError) throw new OhlcvFormatError(error.row, error.reason);
    throw error;
  }
  const [header, ...body] = records;
  const expected = OHLCV_HEADER.join(',');
  if (!header || header.cells.map((cell) => cell.toLowerCase()).join(',') !== expected.toLowerCase())
    throw new OhlcvFormatError(1, `Dòng tiêu đề không đúng định dạng OHLCV (cần "${expected}")`);

  const result: ParsedOhlcv = { rows: [], rejections: [], rowsRead: body.length };
  const firstRowOfDate = new Map<string, number>();
  for (const { cells: record, line: row } of body) {
    const reject = (reason: string): void => {
      result.rejections.push({ row, reason });
    };
    if (record.length !== OHLCV_HEADER.length) {
      reject(`Số cột là ${record.length}, cần ${OHLCV_HEADER.length}`);
      continue;
    }
    const [date = '', ...cells] = record;
    if (!isCalendarDate(date)) {
      reject(`Ngày không hợp lệ: "${date}" (cần dạng YYYY-MM-DD)`);
      continue;
    }
    const checked = checkValues(cells);
    if (typeof checked === 'string') {
      reject(checked);
      continue;
    }
    const { values, volume } = checked;
    const earlier = firstRowOfDate.get(date);
    if (earlier !== undefined) {
      reject(`Ngày ${date} trùng với dòng ${earlier}; giữ dòng ${earlier}, bỏ dòng này`);
      continue;
    }
    firstRowOfDate.set(date, row);
    result.rows.push({
      row,
      date,
      open: scalePrice(values.open, priceMultiplier),
      high: scalePrice(values.high, priceMultiplier),
      low: scalePrice(values.low, priceMultiplier),
      close: scalePrice(values.close, priceMultiplier),
      volume,
    });
  }
  return result;
}

/** Source prices are in thousand VND; indices are in points and kept as they are. */
export const THOUSAND_VND = 1000;

export interface OhlcvSource {
  /** Shown in summaries and errors. */
  file: string;
  text: string;
  /** Defaults to the file name without extension. */
  ticker?: string;
}

/** Imports one OHLCV text as one transaction (tests pass text; the CLI goes through importOhlcvFile). */
export async function importOhlcvCsv(db: Database, source: OhlcvSource): Promise<ImportSummary> {
  const code = (source.ticker ?? tickerFromFileName(source.file)).toUpperCase();
  return runFileImport(db, OHLCV_FORMAT, source.file, async (ctx) => {
    if (!TICKER_PATTERN.test(code)) ctx.fail(null, `Tên tệp không phải mã chứng khoán hợp lệ: "${code}"`);
    const isIndex = isMarketIndex(code);
    let parsed: ParsedOhlcv;
    try {
      parsed = parseOhlcvCsv(source.text, isIndex ? 1 : THOUSAND_VND);
    } catch (error) {
      if (error instanceof OhlcvFormatError) ctx.fail(error.row, error.reason);
      throw error;
    }
    ctx.read(parsed.rowsRead);
    for (const rejection of parsed.rejections) ctx.reject(rejection.row, rejection.reason);

    if (isIndex) {
      ctx.wrote(
        await upsertChanged(
          ctx.tx,
          indexPrices,
          parsed.rows.map((row) => ({
            indexCode: code,
            date: row.date,
            open: row.open,
            high: row.high,
            low: row.low,
            close: row.close,
            volume: row.volume,
            source: OHLCV_FORMAT,
          })),
          {
            target: [indexPrices.indexCode, indexPrices.date],
            update: [
              indexPrices.open,
              indexPrices.high,
              indexPrices.low,
              indexPrices.close,
              indexPrices.volume,
              indexPrices.source,
            ],
          },
        ),
      );
      return;
    }

    // These files are back-adjusted by their source (splits, stock dividends) to the shares of the
    // file's last day: stored as such, so valuation can bring them to today's basis.
    const adjustedTo = parsed.rows.reduce((last, row) => (row.date > last ? row.date : last), '');
    // A ticker we have never seen still gets its prices: a minimal company row, never overwriting a
    // known company's names. Its type is only a guess ('guessed'): a listing or statement import,
    // or an administrator, replaces it.
    const created = await ctx.tx
      .insert(companies)
      .values({
        ticker: code,
        nameVi: code,
        exchange: null,
        companyType: 'non_financial',
        companyTypeSource: 'guessed',
        searchText: normalizeSearchText(code),
      })
      .onConflictDoNothing()
      .returning({ ticker: companies.ticker });
    ctx.createdCompanies(created.length);
    const kept = await reviewTickerPrices(ctx, code, parsed.rows, THOUSAND_VND);
    ctx.wrote(
      await upsertDailyPrices(
        ctx.tx,
        kept.map((row) => ({
          ticker: code,
          date: row.date,
          open: row.open,
          high: row.high,
          low: row.low,
          close: row.close,
          volume: row.volume,
          adjRatio: 1,
          priceBasis: 'adjusted' as const,
          adjustedTo,
          source: OHLCV_FORMAT,
        })),
      ),
    );
  });
}

export async function importOhlcvFile(db: Database, file: string): Promise<ImportSummary> {
  return importOhlcvCsv(db, { file, text: readFileSync(file, 'utf8') });
}
