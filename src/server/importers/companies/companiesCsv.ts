import { readFileSync } from 'node:fs';
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import { COMPANY_TYPE_SOURCE_LABELS, type CompanyTypeSource } from '@/common/constants/companyTypeSource';
import {
  COMPANY_TYPE_LABELS,
  COMPANY_TYPES,
  EXCHANGES,
  type CompanyType,
  type Exchange,
} from '@/common/constants/market';
import { normalizeSearchText } from '@/common/text';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import { CsvReadError, readCsvRecords, shortRowReason, type CsvRecord } from '../csvRecords';
import { runFileImport, type ImportContext, type ImportSummary, type Rejection } from '../framework';
import { chunk, upsertChanged } from '../../db/upsert';
import { IcbNameIndex, ensureIcbIndustries, type IcbPath } from './icb';

export const COMPANIES_FORMAT = 'companies-csv';
const REQUIRED_COLUMNS = ['ticker', 'name', 'exchange'] as const;
const TICKER_PATTERN = /^[A-Z0-9]{2,12}$/;

/** One listing row as read, before the industry names are resolved to codes. */
export interface ListingRow {
  row: number;
  ticker: string;
  name: string;
  exchange: Exchange;
  /** ICB level-3 sector name as the listing writes it ("industry" column). */
  industry: string;
  /** ICB level-2 super-sector name ("sector" column). */
  sector: string;
}

export interface ParsedListing {
  rows: ListingRow[];
  rejections: Rejection[];
  rowsRead: number;
}

export class ListingFormatError extends Error {
  constructor(
    readonly row: number | null,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'ListingFormatError';
  }
}

// HOSE is still called HSX by some vendors.
const EXCHANGE_ALIASES: Record<string, Exchange> = { HSX: 'HOSE' };

function toExchange(text: string): Exchange | null {
  const upper = text.trim().toUpperCase();
  if ((EXCHANGES as readonly string[]).includes(upper)) return upper as Exchange;
  return EXCHANGE_ALIASES[upper] ?? null;
}

/** Reads a listing CSV (ticker, name, exchange, industry, sector, ...); extra columns are ignored. */
export function parseListingCsv(text: string): ParsedListing {
  let records: CsvRecord[];
  try {
    records = readCsvRecords(text);
  } catch (error) {
    if (error instanceof CsvReadError) throw new ListingFormatError(error.row, error.reason);
    throw error;
  }
  const [header, ...body] = records;
  const columns = (header?.cells ?? []).map((cell) => cell.toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0)
    throw new ListingFormatError(
      1,
      `Dòng tiêu đề thiếu cột: ${missing.join(', ')} (cần ticker, name, exchange)`,
    );
  const at = (record: string[], name: string): string => {
    const index = columns.indexOf(name);
    return index < 0 ? '' : (record[index] ?? '');
  };

  const result: ParsedListing = { rows: [], rejections: [], rowsRead: body.length };
  const firstRowOfTicker = new Map<string, number>();
  for (const { cells: record, line: row } of body) {
    const reject = (reason: string): void => {
      result.rejections.push({ row, reason });
    };
    const short = shortRowReason(record, columns.length);
    if (short !== null) {
      reject(short);
      continue;
    }
    const ticker = at(record, 'ticker').toUpperCase();
    const rawExchange = at(record, 'exchange');
    const exchange = toExchange(rawExchange);
    const name = at(record, 'name');
    if (ticker === '') reject('Thiếu mã chứng khoán');
    else if (!TICKER_PATTERN.test(ticker)) reject(`Mã chứng khoán không hợp lệ: "${ticker}"`);
    else if (exchange === null)
      reject(`Sàn giao dịch không hợp lệ: "${rawExchange}" (cần HOSE, HNX hoặc UPCOM)`);
    else if (name === '') reject(`Thiếu tên công ty của mã ${ticker}`);
    else if (firstRowOfTicker.has(ticker))
      reject(`Mã ${ticker} trùng với dòng ${String(firstRowOfTicker.get(ticker))}; giữ dòng đầu tiên`);
    else {
      firstRowOfTicker.set(ticker, row);
      result.rows.push({
        row,
        ticker,
        name,
        exchange,
        industry: at(record, 'industry'),
        sector: at(record, 'sector'),
      });
    }
  }
  return result;
}

/**
 * The statement template a company needs. Listings carry no company type, so it follows from the
 * ICB super-sector (banks, insurance) and, for securities firms that ICB files under financial
 * services together with finance companies, from the name.
 */
export function inferCompanyType(icb: IcbPath, name: string): CompanyType {
  const normalized = normalizeSearchText(name);
  if (icb.icbCode2 === '8300' || /^ngan hang\b/.test(normalized)) return 'bank';
  if (icb.icbCode2 === '8500' || /\bbao hiem\b/.test(normalized)) return 'insurance';
  if (/\bchung khoan\b/.test(normalized)) return 'securities';
  return 'non_financial';
}

export async function importListingCsv(db: Database, file: string, text: string): Promise<ImportSummary> {
  return runFileImport(db, COMPANIES_FORMAT, file, async (ctx) => {
    let parsed: ParsedListing;
    try {
      parsed = parseListingCsv(text);
    } catch (error) {
      if (error instanceof ListingFormatError) ctx.fail(error.row, error.reason);
      throw error;
    }
    ctx.read(parsed.rowsRead);
    for (const rejection of parsed.rejections) ctx.reject(rejection.row, rejection.reason);
    if (parsed.rows.length === 0) return;

    // The classification is reference data, not demo data: a real-data-only database needs it too.
    await ensureIcbIndustries(ctx.tx);
    const icbIndex = await IcbNameIndex.load(ctx.tx);
    const values = parsed.rows.map((row) => {
      const icb = icbIndex.resolve(row.industry, row.sector);
      return {
        ticker: row.ticker,
        nameVi: row.name,
        exchange: row.exchange,
        companyType: inferCompanyType(icb, row.name),
        companyTypeSource: 'listing' as const,
        icbCode1: icb.icbCode1,
        icbCode2: icb.icbCode2,
        icbCode3: icb.icbCode3,
        searchText: normalizeSearchText(`${row.ticker} ${row.name}`),
      };
    });
    ctx.wrote(
      await upsertChanged(ctx.tx, companies, values, {
        target: [companies.ticker],
        // The type is settled below: a listing only infers it, so it never replaces a type taken
        // from statements or set by an administrator.
        update: [
          companies.nameVi,
          companies.exchange,
          companies.icbCode1,
          companies.icbCode2,
          companies.icbCode3,
          companies.searchText,
        ],
      }),
    );
    await settleListingTypes(ctx, parsed.rows, values);
    // The listing has no level 4; a sub-sector kept from earlier must still belong to the new sector.
    await ctx.tx
      .update(companies)
      .set({ icbCode4: null })
      .where(
        and(
          inArray(
            companies.ticker,
            values.map((value) => value.ticker),
          ),
          isNotNull(companies.icbCode4),
          sql`left(${companies.icbCode4}, 3) is distinct from left(${companies.icbCode3}, 3)`,
        ),
      );
  });
}

/**
 * Replaces a guessed (price import) or earlier listing type with the listing's inference; a type
 * taken from statements or set by an administrator is left alone. Each changed type is reported as
 * a notice on its listing row.
 */
async function settleListingTypes(
  ctx: ImportContext,
  rows: readonly ListingRow[],
  values: readonly { ticker: string; companyType: CompanyType }[],
): Promise<void> {
  const lineOf = new Map(rows.map((row) => [row.ticker, row.row]));
  const current = new Map<string, { companyType: CompanyType; source: CompanyTypeSource }>();
  for (const part of chunk(values, 5000)) {
    const found = await ctx.tx
      .select({
        ticker: companies.ticker,
        companyType: companies.companyType,
        source: companies.companyTypeSource,
      })
      .from(companies)
      .where(
        and(
          inArray(
            companies.ticker,
            part.map((value) => value.ticker),
          ),
          inArray(companies.companyTypeSource, ['guessed', 'listing']),
        ),
      );
    for (const row of found) current.set(row.ticker, row);
  }
  for (const companyType of COMPANY_TYPES) {
    const changed = values.filter((value) => {
      const before = current.get(value.ticker);
      return (
        value.companyType === companyType &&
        before !== undefined &&
        (before.companyType !== companyType || before.source !== 'listing')
      );
    });
    if (changed.length === 0) continue;
    await ctx.tx
      .update(companies)
      .set({ companyType, companyTypeSource: 'listing', updatedAt: new Date() })
      .where(
        inArray(
          companies.ticker,
          changed.map((value) => value.ticker),
        ),
      );
    for (const { ticker } of changed) {
      const before = current.get(ticker);
      if (!before || before.companyType === companyType) continue;
      ctx.notice(
        lineOf.get(ticker) ?? 0,
        `Loại hình của mã ${ticker} đổi từ "${COMPANY_TYPE_LABELS[before.companyType]}" (${COMPANY_TYPE_SOURCE_LABELS[before.source].toLowerCase()}) sang "${COMPANY_TYPE_LABELS[companyType]}" theo danh sách niêm yết`,
      );
    }
  }
}

export async function importListingFile(db: Database, file: string): Promise<ImportSummary> {
  return importListingCsv(db, file, readFileSync(file, 'utf8'));
}
