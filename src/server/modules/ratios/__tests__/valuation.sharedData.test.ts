import { existsSync, readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import type { RatiosDataResponse } from '@/common/contracts/ratios';
import { PRICE_WINDOW_DAYS, daysBeforeDate, viDate } from '@/common/finance/valuation';
import { describeWithSharedData, sharedDataPath } from '../../../../../tests/helpers/sharedData';
import type { DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../db/testing';
import { importListingFile } from '../../../importers/companies/companiesCsv';
import { importFiinTradeFile } from '../../../importers/fiintrade';
import { importOhlcvFile } from '../../../importers/prices';
import { getRatiosData, getSameIndustryData } from '../ratios.service';

/**
 * Valuation on the real files: FiinTrade statements (Q1 2015 - Q2 2023) and the VNX price files,
 * back-adjusted and mostly ending in July 2021. Expected figures are read from the raw files here,
 * independently of the importers and of the ratio code.
 */

const FIIN = 'tranthanhbinh1__stock-recommendation-system';
const VNX = 'zuongthaotn__vn-stock-data';
const FOLDERS = [
  ['15Q3-17Q2', 24],
  ['17Q3-19Q2', 16],
  ['19Q3-21Q2', 8],
  ['21Q3-23Q2', 0],
] as const;
const BANKS = [
  'ACB',
  'BID',
  'CTG',
  'EIB',
  'HDB',
  'MBB',
  'MSB',
  'OCB',
  'SHB',
  'STB',
  'TCB',
  'TPB',
  'VCB',
  'VIB',
  'VPB',
];

type Kind = 'BalanceSheet' | 'IncomeStatement';
const statementFile = (folder: string, kind: Kind, ticker: string, n: number): string =>
  sharedDataPath(FIIN, 'financial_statements', folder, `${kind}_${ticker}_${n}.xlsx`);
const priceFile = (ticker: string): string => sharedDataPath(VNX, 'VNX', `${ticker}.csv`);

/** One line of the raw exports by its exact label (lower case), quarter key "2021Q2" -> value. */
function rawLine(kind: Kind, ticker: string, label: string): Map<string, number> {
  const line = new Map<string, number>();
  for (const [folder, n] of FOLDERS) {
    const workbook = XLSX.read(readFileSync(statementFile(folder, kind, ticker, n)));
    const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
    if (!sheet) throw new Error(`${kind} ${ticker}: no sheet`);
    const cells = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
    const header = cells.find((row) =>
      row.some((cell) => typeof cell === 'string' && /^Q[1-4] \d{4}$/.test(cell)),
    );
    const row = cells.find((r) => typeof r[0] === 'string' && r[0].trim().toLowerCase() === label);
    if (!header || !row) throw new Error(`${kind} ${ticker}: "${label}" not found in ${folder}`);
    header.forEach((cell, column) => {
      const match = typeof cell === 'string' ? /^Q([1-4]) (\d{4})$/.exec(cell) : null;
      const value = row[column];
      const key = match ? `${match[2]}Q${match[1]}` : null;
      if (key && !line.has(key) && typeof value === 'number') line.set(key, value);
    });
  }
  return line;
}

/** The raw daily closes of a VNX file (thousand VND), date order. */
function rawCloses(ticker: string): { date: string; close: number }[] {
  return readFileSync(priceFile(ticker), 'utf8')
    .split('\n')
    .slice(1)
    .map((text) => text.trim().split(','))
    .filter((cells) => cells.length === 6)
    .map(([date = '', , , , close = '']) => ({ date, close: Number(close) }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

function lastCloseOnOrBefore(closes: { date: string; close: number }[], date: string) {
  return closes.filter((row) => row.date <= date).at(-1) ?? null;
}

const previousKey = (key: string, back = 1): string => {
  const ordinal = Number(key.slice(0, 4)) * 4 + Number(key.slice(5)) - 1 - back;
  return `${Math.floor(ordinal / 4)}Q${(ordinal % 4) + 1}`;
};
const ttm = (line: Map<string, number>, key: string): number | null => {
  let sum = 0;
  for (const back of [0, 1, 2, 3]) {
    const value = line.get(previousKey(key, back));
    if (value === undefined) return null;
    sum += value;
  }
  return sum;
};
const periodEnd = (key: string): string =>
  (({ 1: '03-31', 2: '06-30', 3: '09-30', 4: '12-31' }) as Record<string, string>)[key.slice(5)]!.replace(
    /^/,
    `${key.slice(0, 4)}-`,
  );
const at = (data: RatiosDataResponse, code: string, key: string): number | null => {
  const index = data.periods.findIndex((period) => period.key === key);
  return index < 0 ? null : (data.values[code]?.[index] ?? null);
};

describeWithSharedData('valuation on the real FiinTrade statements and VNX prices', () => {
  let handle: DatabaseHandle;
  const withPrices = [...BANKS, 'HPG'].filter((ticker) => existsSync(priceFile(ticker)));

  beforeAll(async () => {
    handle = await createTestDatabase();
    await importListingFile(handle.db, sharedDataPath(VNX, 'VNX.csv'));
    for (const ticker of [...BANKS, 'HPG']) {
      for (const [folder, n] of FOLDERS) {
        for (const kind of ['BalanceSheet', 'IncomeStatement'] as const) {
          await importFiinTradeFile(handle.db, statementFile(folder, kind, ticker, n));
        }
      }
    }
    for (const ticker of withPrices) await importOhlcvFile(handle.db, priceFile(ticker));
  }, 600_000);

  afterAll(async () => {
    await handle.close();
  });

  it("gives TCB no P/E or P/B on Q2/2023 earnings from its last close, and says that close's day", async () => {
    const last = rawCloses('TCB').at(-1)!;
    expect(last.date < daysBeforeDate('2023-06-30', PRICE_WINDOW_DAYS)).toBe(true);
    const data = await getRatiosData(handle.db, { ticker: 'TCB', period: 'quarter', limit: 200 });
    const index = data.periods.findIndex((period) => period.key === '2023Q2');
    expect(index).toBeGreaterThan(0);
    expect(at(data, 'PE', '2023Q2')).toBeNull();
    expect(at(data, 'PB', '2023Q2')).toBeNull();
    expect(at(data, 'EPS', '2023Q2')).not.toBeNull();
    expect(data.valuations?.[index]?.reason).toContain(viDate(last.date));
    // Every period valued at all is valued at a close of its own last 14 days.
    data.periods.forEach((period, i) => {
      const used = data.valuations?.[i]?.priceDate;
      if (!used) return;
      expect([period.key, used >= daysBeforeDate(period.endDate, PRICE_WINDOW_DAYS)]).toEqual([
        period.key,
        true,
      ]);
      expect([period.key, used <= period.endDate]).toEqual([period.key, true]);
    });
  });

  it('keeps HPG per-share figures and P/E continuous across its bonus issues', async () => {
    const capital = rawLine('BalanceSheet', 'HPG', 'paid-in capital');
    const profit = rawLine('IncomeStatement', 'HPG', 'attributable to parent company');
    const closes = rawCloses('HPG');
    const data = await getRatiosData(handle.db, { ticker: 'HPG', period: 'quarter', limit: 200 });
    let bonusQuarters = 0;
    for (const period of data.periods) {
      const key = period.key;
      const before = previousKey(key);
      const grew = (capital.get(key) ?? 0) / (capital.get(before) ?? Number.NaN);
      const [eps, epsBefore] = [at(data, 'EPS', key), at(data, 'EPS', before)];
      const [profitNow, profitBefore] = [ttm(profit, key), ttm(profit, before)];
      if (!(grew > 1.05) || eps === null || epsBefore === null || !profitNow || !profitBefore) continue;
      // Capital grew by a third or more, yet EPS moves only as the trailing profit does.
      expect([key, eps / epsBefore]).toEqual([key, expect.closeTo(profitNow / profitBefore, 9)]);
      const [pe, peBefore] = [at(data, 'PE', key), at(data, 'PE', before)];
      const [close, closeBefore] = [
        lastCloseOnOrBefore(closes, period.endDate),
        lastCloseOnOrBefore(closes, periodEnd(before)),
      ];
      if (pe !== null && peBefore !== null && close && closeBefore) {
        // The adjusted closes already carry the bonus: P/E moves with price and profit only.
        expect([key, pe / peBefore]).toEqual([
          key,
          expect.closeTo((close.close / closeBefore.close) * (profitBefore / profitNow), 9),
        ]);
      }
      bonusQuarters += 1;
    }
    expect(bonusQuarters).toBeGreaterThanOrEqual(6);
  });

  it('values HPG in 2015-2017 at the adjusted close times the shares the file is adjusted to', async () => {
    const capital = rawLine('BalanceSheet', 'HPG', 'paid-in capital');
    const profit = rawLine('IncomeStatement', 'HPG', 'attributable to parent company');
    const closes = rawCloses('HPG');
    const basisDay = closes.at(-1)!.date;
    // The capital of the quarter holding the file's last day (changes are dated the day after the
    // previous quarter's end: docs/DATA.md "Valuation basis").
    const basisQuarter = `${basisDay.slice(0, 4)}Q${Math.ceil(Number(basisDay.slice(5, 7)) / 3)}`;
    const sharesThen = capital.get(basisQuarter)! / 10_000;
    const data = await getRatiosData(handle.db, { ticker: 'HPG', period: 'quarter', limit: 200 });
    for (const key of ['2015Q4', '2016Q4', '2017Q4']) {
      const close = lastCloseOnOrBefore(closes, periodEnd(key))!;
      const expected = (close.close * 1000 * sharesThen) / ttm(profit, key)!;
      expect([key, at(data, 'PE', key)]).toEqual([key, expect.closeTo(expected, 6)]);
      // Not the ~1 of the adjusted close over the shares of the time.
      expect(expected).toBeGreaterThan(4);
    }
  });

  it('ranks the banks at Q2/2023 on no close older than 14 days, and at Q2/2021 on their June closes', async () => {
    const late = await getSameIndustryData(
      handle.db,
      { ticker: 'TCB', period: 'quarter', date: '2023-06-30', metrics: ['PE', 'PB', 'ROE'] },
      null,
    );
    expect(late.period?.key).toBe('2023Q2');
    expect(late.rows.length).toBeGreaterThanOrEqual(10);
    const earliest = daysBeforeDate('2023-06-30', PRICE_WINDOW_DAYS);
    for (const row of late.rows) {
      const used = row.valuation?.priceDate ?? null;
      expect([row.ticker, used === null || used >= earliest]).toEqual([row.ticker, true]);
      if (existsSync(priceFile(row.ticker))) {
        const last = rawCloses(row.ticker).at(-1)!;
        if (last.date < earliest) {
          expect([row.ticker, row.values.PE, row.ranks.PE]).toEqual([row.ticker, null, null]);
          expect(row.valuation?.reason).toContain(viDate(last.date));
        }
      }
    }
    expect(late.rows.filter((row) => row.values.ROE !== null).length).toBeGreaterThanOrEqual(10);

    const june = await getSameIndustryData(
      handle.db,
      { ticker: 'TCB', period: 'quarter', date: '2021-06-30', metrics: ['PE', 'PB', 'ROE'] },
      null,
    );
    const priced = june.rows.filter((row) => existsSync(priceFile(row.ticker)));
    expect(priced.length).toBeGreaterThanOrEqual(8);
    for (const row of priced) {
      const expected = lastCloseOnOrBefore(rawCloses(row.ticker), '2021-06-30')!;
      expect([row.ticker, row.valuation?.priceDate]).toEqual([row.ticker, expected.date]);
      expect(row.valuation?.close).toBeCloseTo(expected.close * 1000, 3);
      expect(row.valuation?.basis).toBe('adjusted');
    }
    expect(june.counts.PE).toBeGreaterThanOrEqual(8);
  });
});
