import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { StatementType } from '@/common/constants/market';
import type { FinanceDataResponse } from '@/common/contracts/finance';
import { describeWithSharedData } from '../../../../../tests/helpers/sharedData';
import { getDb, setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { statementValues } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { importFiinTradeFile } from '../../../importers/fiintrade';
import type { ImportSummary } from '../../../importers/framework';
import { importVnstockFile } from '../../../importers/vnstock';
import { adminCompanySourcesRoute } from '../../admin/admin.handlers';
import { callAdmin, signedInUser, type SignedInUser } from '../../admin/__tests__/adminTestKit';
import { clearFinanceCache } from '../finance.cache';
import { getFinanceData } from '../finance.service';
import { getRatiosData } from '../../ratios/ratios.service';
import { getTemplate } from '../../../catalog/templates';
import { templateTotals } from '../../../catalog/templates/totals';
import {
  fiinTradeFile,
  fiinTradeLine,
  FIINTRADE_FOLDERS,
  readVnstock,
  vnstockCell,
  vnstockStatementFiles,
  VNSTOCK_ROOT,
  yearsFromQuarters,
} from './sourcesRaw';

jest.setTimeout(300_000);

// ACB and REE have vnstock years from VCI and KBS and FiinTrade quarters; FPT and TCB only
// FiinTrade quarters (like 72 of the 74 FiinTrade tickers).
const FIINTRADE_TICKERS = ['ACB', 'REE', 'FPT', 'TCB'];

async function stored(
  handle: DatabaseHandle,
  ticker: string,
  statement: StatementType,
  source: string,
): Promise<Map<string, number | null>> {
  const rows = await handle.db
    .select()
    .from(statementValues)
    .where(
      and(
        eq(statementValues.ticker, ticker),
        eq(statementValues.statement, statement),
        eq(statementValues.periodType, 'year'),
        eq(statementValues.source, source),
      ),
    );
  return new Map(rows.map((row) => [`${row.itemCode}/${row.year}`, row.value]));
}

function column(data: FinanceDataResponse, key: string): Map<string, number | null> {
  const index = data.periods.findIndex((period) => period.key === key);
  return new Map(data.labels.map((label) => [label.code, data.values[label.code]?.[index] ?? null]));
}

const years = (ticker: string, statement: StatementType) =>
  getFinanceData(getDb(), { ticker, tableName: statement, period: 'year' });

describeWithSharedData('statement sources on the real files: VCI, KBS, FiinTrade and derived years', () => {
  let handle: DatabaseHandle;
  let admin: SignedInUser;
  const summaries = new Map<string, ImportSummary>();
  const files = vnstockStatementFiles();
  const fiinTradeFiles = FIINTRADE_FOLDERS.flatMap(([folder, n]) =>
    FIINTRADE_TICKERS.flatMap((ticker) =>
      (['BalanceSheet', 'IncomeStatement', 'CashFlow'] as const).map((kind) =>
        fiinTradeFile(folder, kind, ticker, n),
      ),
    ),
  );

  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
    admin = await signedInUser(handle.db, { isAdmin: true });
    // VCI first, then KBS over it: before source was in the key, KBS overwrote VCI cell by cell.
    for (const file of files) summaries.set(file, await importVnstockFile(handle.db, file));
    for (const file of fiinTradeFiles) await importFiinTradeFile(handle.db, file);
    await importVnstockFile(handle.db, path.join(VNSTOCK_ROOT, 'acb_ratios_vci_year.csv'));
    clearFinanceCache();
  });

  afterAll(async () => {
    setDatabaseHandle(undefined);
    await handle.close();
  });

  it('keeps every VCI and every KBS figure under its own source, each file complete', async () => {
    expect(files).toHaveLength(12);
    for (const file of files) {
      const name = path.basename(file);
      const [ticker = '', kind] = name.split(/_(balance_sheet|income_statement|cash_flow)_/);
      const source = name.includes('_vci_') ? 'vnstock-vci' : 'vnstock-kbs';
      const statement: StatementType =
        kind === 'balance_sheet'
          ? 'BALANCE_SHEET'
          : kind === 'income_statement'
            ? 'INCOME_STATEMENT'
            : ticker === 'acb'
              ? 'CASH_FLOW_DIRECT'
              : 'CASH_FLOW_INDIRECT';
      const rejected = new Set(summaries.get(file)?.rejections.map((rejection) => rejection.row));
      const raw = readVnstock(file);
      const expected = raw.lines
        .filter((row) => !rejected.has(row.line))
        .reduce((sum, row) => sum + row.cells.filter((cell) => cell !== null).length, 0);
      const rows = await stored(handle, ticker.toUpperCase(), statement, source);
      expect({ name, count: rows.size }).toEqual({ name, count: expected });
    }
  });

  it('shows each ACB and REE statement of each year whole from VCI, which adds up (ACB 2022 direct cash flow)', async () => {
    for (const [ticker, statements] of [
      ['ACB', ['BALANCE_SHEET', 'INCOME_STATEMENT', 'CASH_FLOW_DIRECT']],
      ['REE', ['BALANCE_SHEET', 'INCOME_STATEMENT', 'CASH_FLOW_INDIRECT']],
    ] as const) {
      for (const statement of statements) {
        const data = await years(ticker, statement);
        const vci = await stored(handle, ticker, statement, 'vnstock-vci');
        for (const year of [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]) {
          const key = String(year);
          expect({ ticker, statement, key, source: data.sources?.[key] }).toEqual({
            ticker,
            statement,
            key,
            source: 'vnstock-vci',
          });
          // Every figure is VCI's, and an item VCI lacks stays empty even where KBS has it.
          for (const [code, value] of column(data, key))
            expect({ code, key, value }).toEqual({ code, key, value: vci.get(`${code}/${year}`) ?? null });
        }
      }
    }
    const flow = column(await years('ACB', 'CASH_FLOW_DIRECT'), '2022');
    const breaks = templateTotals(getTemplate('bank', 'CASH_FLOW_DIRECT'), flow).filter(
      (total) => Math.abs(total.stored - total.sum) > 1,
    );
    expect(breaks).toEqual([]);
  });

  it.each([
    ['FPT', 'IncomeStatement', 'INCOME_STATEMENT', 'net sales', 'NET_REVENUE', 'sum'],
    ['FPT', 'BalanceSheet', 'BALANCE_SHEET', 'total assets', 'TOTAL_ASSETS', 'q4'],
    ['TCB', 'IncomeStatement', 'INCOME_STATEMENT', 'net interest income', 'NET_INTEREST_INCOME', 'sum'],
    [
      'TCB',
      'CashFlow',
      'CASH_FLOW_DIRECT',
      'net cash from operating activities',
      'NET_CASH_FROM_OPERATING',
      'sum',
    ],
    ['TCB', 'BalanceSheet', 'BALANCE_SHEET', 'total assets', 'TOTAL_ASSETS', 'q4'],
  ] as const)(
    '%s has yearly %s from its quarters (%s): %s, marked as derived',
    async (ticker, kind, statement, label, code, rule) => {
      const expected = yearsFromQuarters(fiinTradeLine(kind, ticker, label));
      expect(expected.size).toBeGreaterThanOrEqual(8);
      const data = await years(ticker, statement);
      for (const [year, raw] of expected) {
        const key = String(year);
        expect({ key, source: data.sources?.[key], value: column(data, key).get(code) }).toEqual({
          key,
          source: 'derived-quarters',
          value: rule === 'sum' ? raw.sum : raw.q4,
        });
      }
    },
  );

  it('gives a FiinTrade-only company yearly ratios from its derived years (FPT ROE, TCB NIM)', async () => {
    for (const [ticker, code] of [
      ['FPT', 'ROE'],
      ['TCB', 'NIM'],
    ] as const) {
      const data = await getRatiosData(handle.db, { ticker, period: 'year', limit: 20 });
      const years = data.periods.map((period) => period.key);
      expect(years).toEqual(expect.arrayContaining(['2016', '2017', '2018', '2019', '2020', '2021', '2022']));
      const values = data.values[code] ?? [];
      const missing = years.filter((key, index) => Number(key) >= 2016 && (values[index] ?? null) === null);
      expect({ ticker, code, missing }).toEqual({ ticker, code, missing: [] });
    }
  });

  it('prefers a published year: REE 2018-2022 from VCI, 2015-2017 added up from FiinTrade quarters', async () => {
    const data = await years('REE', 'INCOME_STATEMENT');
    const quarters = yearsFromQuarters(
      fiinTradeLine('IncomeStatement', 'REE', 'net profit/(loss) after tax'),
    );
    for (const year of [2015, 2016, 2017]) {
      expect(data.sources?.[String(year)]).toBe('derived-quarters');
      expect(column(data, String(year)).get('NET_PROFIT')).toBe(quarters.get(year)?.sum);
    }
    for (const year of [2018, 2019, 2020, 2021, 2022]) {
      expect(data.sources?.[String(year)]).toBe('vnstock-vci');
      expect(column(data, String(year)).get('NET_PROFIT')).toBe(
        vnstockCell('ree_income_statement_vci_year.csv', 'isa20', year),
      );
    }
  });

  it('writes nothing when every file is imported again', async () => {
    for (const file of [...files, ...fiinTradeFiles]) {
      const again = file.endsWith('.csv')
        ? await importVnstockFile(handle.db, file)
        : await importFiinTradeFile(handle.db, file);
      expect({ file: path.basename(file), written: again.rowsWritten }).toEqual({
        file: path.basename(file),
        written: 0,
      });
    }
  });

  it("follows an administrator's order: KBS first shows ACB's years 2022-2025 whole from KBS, and back", async () => {
    const put = (sources: string[] | null, token = admin.token) =>
      callAdmin(adminCompanySourcesRoute, {
        method: 'PUT',
        token,
        query: { ticker: 'ACB' },
        body: { periodType: 'year', sources },
      });
    expect((await put(['vnstock-kbs', 'vnstock-vci', 'fiintrade', 'demo'])).status).toBe(200);
    const data = await years('ACB', 'BALANCE_SHEET');
    const kbs = await stored(handle, 'ACB', 'BALANCE_SHEET', 'vnstock-kbs');
    const vci = await stored(handle, 'ACB', 'BALANCE_SHEET', 'vnstock-vci');
    for (const year of [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]) {
      const source = year >= 2022 ? kbs : vci;
      expect(data.sources?.[String(year)]).toBe(year >= 2022 ? 'vnstock-kbs' : 'vnstock-vci');
      for (const [code, value] of column(data, String(year)))
        expect({ code, year, value }).toEqual({ code, year, value: source.get(`${code}/${year}`) ?? null });
    }
    expect((await put(null)).status).toBe(200);
    expect((await years('ACB', 'BALANCE_SHEET')).sources?.['2023']).toBe('vnstock-vci');
  });

  it("reads ACB's deposits by type from VCI's ratios file as the four quarters of 2018 (FiinTrade's deposits agree)", async () => {
    const raw = readVnstock(path.join(VNSTOCK_ROOT, 'acb_ratios_vci_year.csv'));
    const fiinTrade = fiinTradeLine('BalanceSheet', 'ACB', 'deposits from customers');
    const rows = await handle.db
      .select()
      .from(statementValues)
      .where(
        and(
          eq(statementValues.ticker, 'ACB'),
          eq(statementValues.statement, 'FOOTNOTES'),
          eq(statementValues.periodType, 'quarter'),
        ),
      );
    const at = (code: string, quarter: number) =>
      rows.find((row) => row.itemCode === code && row.year === 2018 && row.quarter === quarter)?.value;
    for (const quarter of [1, 2, 3, 4]) {
      expect(at('DEMAND_DEPOSITS', quarter)).toBe(raw.rows.get('nob66')?.[quarter - 1]);
      expect(at('MARGIN_DEPOSITS', quarter)).toBe(raw.rows.get('nob69')?.[quarter - 1]);
      expect(at('CUSTOMER_DEPOSITS_BY_TYPE', quarter)).toBe(fiinTrade.get(`2018Q${quarter}`));
    }
  });

  it('gives CASA where a source has the deposits and says why CASA, NPL and coverage are missing elsewhere', async () => {
    const raw = readVnstock(path.join(VNSTOCK_ROOT, 'acb_ratios_vci_year.csv'));
    const data = await getRatiosData(handle.db, { ticker: 'ACB', period: 'quarter', limit: 60 });
    const casa = new Map(data.periods.map((period, index) => [period.key, data.values.CASA_RATIO?.[index]]));
    for (const quarter of [1, 2, 3, 4]) {
      const demand = raw.rows.get('nob66')?.[quarter - 1] ?? Number.NaN;
      const deposits = raw.rows.get('bsb113')?.[quarter - 1] ?? Number.NaN;
      expect(casa.get(`2018Q${quarter}`)).toBeCloseTo(demand / deposits, 12);
    }
    expect(casa.get('2019Q1')).toBeNull();
    expect(data.reasons?.CASA_RATIO).toBe(
      'Nguồn dữ liệu chỉ có số dư tiền gửi không kỳ hạn (thuyết minh tiền gửi của khách hàng theo loại hình) cho Q1/2018 – Q4/2018.',
    );
    expect(data.reasons?.NPL_RATIO).toBe(
      'Nguồn dữ liệu không có phân loại dư nợ cho vay theo nhóm nợ (nợ xấu nhóm 3–5).',
    );
    expect(data.reasons?.LOAN_LOSS_COVERAGE).toMatch(/^Nguồn dữ liệu không có nợ xấu/);
    expect(data.values.NPL_RATIO?.every((value) => value === null)).toBe(true);
    const yearly = await getRatiosData(handle.db, { ticker: 'ACB', period: 'year', limit: 20 });
    const index = yearly.periods.findIndex((period) => period.key === '2018');
    const q4 = (raw.rows.get('nob66')?.[3] ?? Number.NaN) / (raw.rows.get('bsb113')?.[3] ?? Number.NaN);
    expect(yearly.values.CASA_RATIO?.[index]).toBeCloseTo(q4, 12);
  });

  it('says why an answer is empty', async () => {
    const months = await getFinanceData(handle.db, {
      ticker: 'ACB',
      tableName: 'BALANCE_SHEET',
      period: 'month',
    });
    expect(months.periods).toEqual([]);
    expect(months.emptyReason).toMatch(/không có bảng cân đối kế toán theo tháng của ACB/);
    const future = await getFinanceData(handle.db, {
      ticker: 'FPT',
      tableName: 'INCOME_STATEMENT',
      period: 'year',
      start: 2030,
    });
    expect(future.periods).toEqual([]);
    expect(future.emptyReason).toMatch(/^Chưa công bố/);
  });
});
