import { formatNumber } from '@/common/format';
import { formatRatio, isPriceMoving, parseRatio } from '@/common/market/dividends';
import {
  CORPORATE_EVENT_KINDS,
  CORPORATE_EVENT_LABELS,
  type CorporateEventKind,
} from '@/common/market/events';
import { normalizeSearchText } from '@/common/text';

/**
 * The rows of the `corporate-events` format (docs/DATA.md "Corporate events import"), read from CSV
 * or JSON into one record shape and checked one by one: a row that fails is rejected with its reason
 * in Vietnamese, the others are kept. Pure; eventsImport.ts writes what passes.
 */

export const EVENT_COLUMNS = [
  'ticker',
  'kind',
  'event_date',
  'title',
  'ex_date',
  'record_date',
  'payment_date',
  'end_date',
  'cash_per_share',
  'ratio',
  'price_per_share',
  'shares',
  'fiscal_year',
  'note',
  'source',
] as const;
export type EventColumn = (typeof EVENT_COLUMNS)[number];

/** One row as read: its line (CSV) or position (JSON, from 1) and its cells by column. */
export interface RawEventRow {
  row: number;
  cells: Partial<Record<EventColumn, string>>;
}

/** A checked row, ready to write. */
export interface EventRecord {
  row: number;
  ticker: string;
  kind: CorporateEventKind;
  eventDate: string;
  title: string;
  exDate: string | null;
  recordDate: string | null;
  paymentDate: string | null;
  endDate: string | null;
  cashPerShare: number | null;
  ratio: number | null;
  pricePerShare: number | null;
  shares: number | null;
  fiscalYear: number | null;
  note: string | null;
  source: string;
}

export const DEFAULT_EVENT_SOURCE = 'import';

const KIND_ALIASES: Record<string, CorporateEventKind> = {
  'co tuc tien mat': 'cash_dividend',
  'tra co tuc bang tien': 'cash_dividend',
  'chia co tuc bang tien': 'cash_dividend',
  'tra co tuc bang co phieu': 'stock_dividend',
  'chia co tuc bang co phieu': 'stock_dividend',
  'phat hanh co phieu thuong': 'bonus_issue',
  'quyen mua': 'rights_issue',
  'quyen mua co phieu': 'rights_issue',
  'chia tach': 'split',
  'dhcd thuong nien': 'agm',
  'dai hoi dong co dong thuong nien': 'agm',
  'dhcd bat thuong': 'egm',
  'dai hoi dong co dong bat thuong': 'egm',
  'niem yet lan dau': 'listing',
  'tam ngung': 'suspension',
  'dinh chi giao dich': 'suspension',
};

/** A kind by its code (cash_dividend) or a Vietnamese name, with or without diacritics. */
export function kindOf(text: string): CorporateEventKind | null {
  const code = text.trim().toLowerCase();
  if ((CORPORATE_EVENT_KINDS as readonly string[]).includes(code)) return code as CorporateEventKind;
  const name = normalizeSearchText(text);
  for (const kind of CORPORATE_EVENT_KINDS) {
    if (normalizeSearchText(CORPORATE_EVENT_LABELS[kind]) === name) return kind;
  }
  return KIND_ALIASES[name] ?? null;
}

/** YYYY-MM-DD from YYYY-MM-DD or DD/MM/YYYY, a real day between 1990 and 2100; else null. */
export function dateOf(text: string): string | null {
  const clean = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(clean);
  const vi = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(clean);
  const parts = iso ? [iso[1], iso[2], iso[3]] : vi ? [vi[3], vi[2], vi[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (year < 1990 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

const NUMBER = /^\d+(\.\d+)?$/;
const LIMITS: Record<'cash_per_share' | 'price_per_share' | 'shares', number> = {
  cash_per_share: 1_000_000,
  price_per_share: 10_000_000,
  shares: 1e12,
};
const COLUMN_NAMES: Record<EventColumn, string> = {
  ticker: 'mã',
  kind: 'loại sự kiện',
  event_date: 'ngày sự kiện',
  title: 'tiêu đề',
  ex_date: 'ngày giao dịch không hưởng quyền',
  record_date: 'ngày đăng ký cuối cùng',
  payment_date: 'ngày thanh toán',
  end_date: 'ngày kết thúc',
  cash_per_share: 'tiền mỗi cổ phiếu',
  ratio: 'tỷ lệ',
  price_per_share: 'giá phát hành',
  shares: 'số cổ phiếu',
  fiscal_year: 'năm tài chính',
  note: 'ghi chú',
  source: 'nguồn',
};

class RowProblem extends Error {}

function problem(message: string): never {
  throw new RowProblem(message);
}

function text(row: RawEventRow, column: EventColumn): string {
  return (row.cells[column] ?? '').trim();
}

function optionalDate(row: RawEventRow, column: EventColumn): string | null {
  const value = text(row, column);
  if (value === '') return null;
  return (
    dateOf(value) ??
    problem(
      `${column} (${COLUMN_NAMES[column]}) "${value}" không phải ngày hợp lệ (YYYY-MM-DD hoặc DD/MM/YYYY)`,
    )
  );
}

function optionalAmount(row: RawEventRow, column: keyof typeof LIMITS): number | null {
  const value = text(row, column);
  if (value === '') return null;
  if (!NUMBER.test(value))
    problem(
      `${column} (${COLUMN_NAMES[column]}) "${value}" không phải số không âm (dấu chấm thập phân, không dấu phẩy)`,
    );
  const amount = Number(value);
  if (amount > LIMITS[column])
    problem(`${column} ${value} quá lớn (tối đa ${formatNumber(LIMITS[column], 0)})`);
  return amount;
}

function optionalRatio(row: RawEventRow, kind: CorporateEventKind): number | null {
  const value = text(row, 'ratio');
  if (value === '') return null;
  const ratio = parseRatio(value, kind);
  if (ratio === null || ratio > 100)
    problem(
      `ratio (tỷ lệ) "${value}" không hợp lệ: cần "100:20" (chia tách: "1:2") hoặc số cổ phiếu sau sự kiện trên một cổ phiếu cũ (1.2)`,
    );
  return ratio;
}

function optionalYear(row: RawEventRow): number | null {
  const value = text(row, 'fiscal_year');
  if (value === '') return null;
  const year = Number(value);
  if (!/^\d{4}$/.test(value) || year < 1990 || year > 2100)
    problem(`fiscal_year (năm tài chính) "${value}" không hợp lệ`);
  return year;
}

/** What each price-moving kind must carry. */
function requireFigures(record: EventRecord): void {
  const { kind, cashPerShare, ratio, pricePerShare } = record;
  if (kind === 'cash_dividend' && !(cashPerShare !== null && cashPerShare > 0))
    problem('Cổ tức bằng tiền cần cash_per_share (đồng trên mỗi cổ phiếu) lớn hơn 0');
  if (
    (kind === 'stock_dividend' || kind === 'bonus_issue' || kind === 'rights_issue') &&
    !(ratio !== null && ratio > 1)
  )
    problem(`${CORPORATE_EVENT_LABELS[kind]} cần ratio lớn hơn 1 (ví dụ "100:20")`);
  if (kind === 'split' && (ratio === null || ratio === 1))
    problem('Chia tách cổ phiếu cần ratio khác 1 (ví dụ 2 hoặc "1:2")');
  if (kind === 'rights_issue' && !(pricePerShare !== null && pricePerShare > 0))
    problem('Phát hành quyền mua cần price_per_share (giá phát hành) lớn hơn 0');
}

/** A title when the file gives none: "Cổ tức bằng tiền năm 2024, 1,500 đồng/cp". */
export function defaultTitle(record: Omit<EventRecord, 'title' | 'row'>): string {
  const parts = [
    `${CORPORATE_EVENT_LABELS[record.kind]}${record.fiscalYear ? ` năm ${String(record.fiscalYear)}` : ''}`,
  ];
  if (record.cashPerShare !== null && record.kind === 'cash_dividend')
    parts.push(`${formatNumber(record.cashPerShare, 0)} đồng/cp`);
  const ratio = formatRatio(record.ratio, record.kind);
  if (ratio && isPriceMoving(record.kind)) parts.push(`tỷ lệ ${ratio}`);
  if (record.pricePerShare !== null && record.kind === 'rights_issue')
    parts.push(`giá ${formatNumber(record.pricePerShare, 0)} đồng`);
  if (record.shares !== null && (record.kind === 'listing' || record.kind === 'additional_listing'))
    parts.push(`${formatNumber(record.shares, 0)} cổ phiếu`);
  return parts.join(', ');
}

/** Notices of a kept row (dates in an unusual order). */
export function rowNotices(record: EventRecord): string[] {
  const notices: string[] = [];
  if (record.exDate && record.recordDate && record.recordDate < record.exDate)
    notices.push(
      `Ngày đăng ký cuối cùng ${record.recordDate} trước ngày giao dịch không hưởng quyền ${record.exDate}`,
    );
  if (record.exDate && record.paymentDate && record.paymentDate < record.exDate)
    notices.push(
      `Ngày thanh toán ${record.paymentDate} trước ngày giao dịch không hưởng quyền ${record.exDate}`,
    );
  return notices;
}

const TICKER = /^[A-Z0-9]{1,10}$/;
const SOURCE = /^[A-Za-z0-9_.-]{1,40}$/;

/** The checked record of a row, or the reason it is rejected. */
export function checkEventRow(row: RawEventRow): { record: EventRecord } | { reason: string } {
  try {
    const ticker = text(row, 'ticker').toUpperCase();
    if (ticker === '') problem('Thiếu mã chứng khoán (ticker)');
    if (!TICKER.test(ticker)) problem(`Mã chứng khoán không hợp lệ: "${ticker}"`);
    const kindText = text(row, 'kind');
    const kind = kindOf(kindText);
    if (kind === null)
      problem(
        kindText === ''
          ? 'Thiếu loại sự kiện (kind)'
          : `Loại sự kiện không hợp lệ: "${kindText}" (cần ${CORPORATE_EVENT_KINDS.join(', ')} hoặc tên tiếng Việt)`,
      );
    const exDateGiven = optionalDate(row, 'ex_date');
    const eventDate = optionalDate(row, 'event_date') ?? (isPriceMoving(kind) ? exDateGiven : null);
    if (eventDate === null) problem('Thiếu ngày sự kiện (event_date)');
    const exDate = exDateGiven ?? (isPriceMoving(kind) ? eventDate : null);
    const source = text(row, 'source') || DEFAULT_EVENT_SOURCE;
    if (!SOURCE.test(source))
      problem(`Nguồn (source) "${source}" không hợp lệ: chữ, số, dấu gạch, tối đa 40 ký tự`);
    const draft: Omit<EventRecord, 'title' | 'row'> = {
      ticker,
      kind,
      eventDate,
      exDate,
      recordDate: optionalDate(row, 'record_date'),
      paymentDate: optionalDate(row, 'payment_date'),
      endDate: optionalDate(row, 'end_date'),
      cashPerShare: optionalAmount(row, 'cash_per_share'),
      ratio: optionalRatio(row, kind),
      pricePerShare: optionalAmount(row, 'price_per_share'),
      shares: optionalAmount(row, 'shares'),
      fiscalYear: optionalYear(row),
      note: text(row, 'note') || null,
      source,
    };
    if (draft.endDate !== null && draft.endDate < eventDate)
      problem(`Ngày kết thúc ${draft.endDate} trước ngày sự kiện ${eventDate}`);
    const title = text(row, 'title') || defaultTitle(draft);
    if (title.length > 500) problem('Tiêu đề dài quá 500 ký tự');
    const record: EventRecord = { row: row.row, title, ...draft };
    requireFigures(record);
    return { record };
  } catch (error) {
    if (error instanceof RowProblem) return { reason: error.message };
    throw error;
  }
}
