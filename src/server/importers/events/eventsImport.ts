import { readFileSync } from 'node:fs';
import { and, inArray } from 'drizzle-orm';
import { isPriceMoving } from '@/common/market/dividends';
import { CORPORATE_EVENT_LABELS, type CorporateEventKind } from '@/common/market/events';
import { vietnamDate } from '@/common/market/tradingCalendar';
import type { Database } from '../../db/client';
import { companies, corporateActions, corporateEvents } from '../../db/schema';
import { chunk, upsertChanged } from '../../db/upsert';
import { runFileImport, type ImportContext, type ImportSummary } from '../framework';
import { checkEventRow, rowNotices, type EventRecord } from './eventRows';
import { EventsFileError, readEventsFile } from './eventsFile';

export const EVENTS_FORMAT = 'corporate-events';

export interface EventsImportOptions {
  /** The Vietnam date entitlements must have gone ex by to become corporate actions (default today). */
  today?: string;
}

async function knownTickers(tx: Database, tickers: readonly string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (const part of chunk([...new Set(tickers)], 1000)) {
    const rows = await tx
      .select({ ticker: companies.ticker })
      .from(companies)
      .where(inArray(companies.ticker, part));
    for (const row of rows) known.add(row.ticker);
  }
  return known;
}

type FreeShareKind = 'stock_dividend' | 'bonus_issue';
const FREE_SHARE_KINDS: readonly CorporateEventKind[] = ['stock_dividend', 'bonus_issue'];

/** The free-share actions already stored on the records' (ticker, ex-date): kind by "ticker|date". */
async function storedFreeShareKinds(
  tx: Database,
  records: readonly EventRecord[],
): Promise<Map<string, FreeShareKind>> {
  const found = new Map<string, FreeShareKind>();
  const tickers = [
    ...new Set(
      records.filter((record) => FREE_SHARE_KINDS.includes(record.kind)).map((record) => record.ticker),
    ),
  ];
  for (const part of chunk(tickers, 1000)) {
    const rows = await tx
      .select({
        ticker: corporateActions.ticker,
        exDate: corporateActions.exDate,
        kind: corporateActions.kind,
      })
      .from(corporateActions)
      .where(
        and(
          inArray(corporateActions.ticker, part),
          inArray(corporateActions.kind, ['stock_dividend', 'bonus_issue']),
        ),
      );
    for (const row of rows) {
      if (row.kind === 'stock_dividend' || row.kind === 'bonus_issue')
        found.set(`${row.ticker}|${row.exDate}`, row.kind);
    }
  }
  return found;
}

/** The rows that pass every check, each key once (a repeated key keeps its first row). */
async function acceptedRecords(ctx: ImportContext, text: string): Promise<EventRecord[]> {
  let file;
  try {
    file = readEventsFile(text);
  } catch (error) {
    if (error instanceof EventsFileError) ctx.fail(error.row, error.reason);
    throw error;
  }
  ctx.read(file.rows.length + file.rejections.length);
  for (const rejection of file.rejections) ctx.reject(rejection.row, rejection.reason);
  if (file.ignoredColumns.length > 0)
    ctx.notice(0, `Bỏ qua các cột không dùng: ${file.ignoredColumns.join(', ')}`);
  const checked: EventRecord[] = [];
  for (const row of file.rows) {
    const result = checkEventRow(row);
    if ('reason' in result) ctx.reject(row.row, result.reason);
    else checked.push(result.record);
  }
  const known = await knownTickers(
    ctx.tx,
    checked.map((record) => record.ticker),
  );
  const firstRow = new Map<string, number>();
  const accepted: EventRecord[] = [];
  for (const record of checked) {
    const key = `${record.ticker}|${record.kind}|${record.eventDate}|${record.source}`;
    const first = firstRow.get(key);
    if (!known.has(record.ticker)) {
      ctx.reject(
        record.row,
        `Mã ${record.ticker} chưa có trong danh sách công ty; nhập danh sách công ty trước`,
      );
    } else if (first !== undefined) {
      ctx.reject(
        record.row,
        `Trùng sự kiện của dòng ${String(first)} (cùng mã, loại, ngày sự kiện và nguồn); giữ dòng đầu`,
      );
    } else {
      firstRow.set(key, record.row);
      for (const notice of rowNotices(record)) ctx.notice(record.row, notice);
      accepted.push(record);
    }
  }
  return accepted;
}

/**
 * Writes the events, and for price-moving entitlements gone ex by `today` the matching corporate
 * action (by ticker, ex-date, kind) that valuation reads: a cash dividend's cash per share, a rights
 * issue's subscription price in cash_per_share, the ratio of share events.
 */
async function writeRecords(
  ctx: ImportContext,
  records: readonly EventRecord[],
  today: string,
): Promise<void> {
  const eventRows = records.map((record) => ({
    ticker: record.ticker,
    kind: record.kind,
    eventDate: record.eventDate,
    title: record.title,
    exDate: record.exDate,
    recordDate: record.recordDate,
    paymentDate: record.paymentDate,
    endDate: record.endDate,
    cashPerShare: record.cashPerShare,
    ratio: record.ratio,
    pricePerShare: record.pricePerShare,
    shares: record.shares,
    fiscalYear: record.fiscalYear,
    note: record.note,
    source: record.source,
  }));
  ctx.wrote(
    await upsertChanged(ctx.tx, corporateEvents, eventRows, {
      target: [
        corporateEvents.ticker,
        corporateEvents.kind,
        corporateEvents.eventDate,
        corporateEvents.source,
      ],
      update: [
        corporateEvents.title,
        corporateEvents.exDate,
        corporateEvents.recordDate,
        corporateEvents.paymentDate,
        corporateEvents.endDate,
        corporateEvents.cashPerShare,
        corporateEvents.ratio,
        corporateEvents.pricePerShare,
        corporateEvents.shares,
        corporateEvents.fiscalYear,
        corporateEvents.note,
      ],
      touch: [corporateEvents.updatedAt],
    }),
  );
  const gone = records.filter(
    (record) => isPriceMoving(record.kind) && record.exDate !== null && record.exDate <= today,
  );
  const freeShareKinds = await storedFreeShareKinds(ctx.tx, gone);
  const actions = new Map<string, typeof corporateActions.$inferInsert>();
  for (const record of gone) {
    if (record.exDate === null || !isPriceMoving(record.kind)) continue;
    // Free shares already stored under the other kind (stock dividend / bonus issue) are the same
    // action: update it rather than add a second share event on that ex-date.
    const stored = FREE_SHARE_KINDS.includes(record.kind)
      ? freeShareKinds.get(`${record.ticker}|${record.exDate}`)
      : undefined;
    const kind = stored ?? record.kind;
    if (kind !== record.kind) {
      ctx.notice(
        record.row,
        `Ngày ${record.exDate} của ${record.ticker} đã có ${CORPORATE_EVENT_LABELS[kind].toLowerCase()}: cập nhật sự kiện đó, không thêm lần chia cổ phiếu thứ hai`,
      );
    }
    actions.set(`${record.ticker}|${record.exDate}|${kind}`, {
      ticker: record.ticker,
      exDate: record.exDate,
      kind,
      ratio: record.kind === 'cash_dividend' ? null : record.ratio,
      cashPerShare:
        record.kind === 'rights_issue'
          ? record.pricePerShare
          : record.kind === 'cash_dividend'
            ? record.cashPerShare
            : null,
      source: record.source,
    });
  }
  ctx.wrote(
    await upsertChanged(ctx.tx, corporateActions, [...actions.values()], {
      target: [corporateActions.ticker, corporateActions.exDate, corporateActions.kind],
      update: [corporateActions.ratio, corporateActions.cashPerShare, corporateActions.source],
    }),
  );
}

/** Imports one events file (CSV or JSON) in one transaction (docs/DATA.md "Corporate events import"). */
export async function importEventsText(
  db: Database,
  file: string,
  text: string,
  options: EventsImportOptions = {},
): Promise<ImportSummary> {
  const today = options.today ?? vietnamDate(new Date());
  return runFileImport(db, EVENTS_FORMAT, file, async (ctx) => {
    const records = await acceptedRecords(ctx, text);
    if (records.length > 0) await writeRecords(ctx, records, today);
  });
}

export async function importEventsFile(db: Database, file: string): Promise<ImportSummary> {
  return importEventsText(db, file, readFileSync(file, 'utf8'));
}
