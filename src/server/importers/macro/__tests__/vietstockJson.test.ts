import { like } from 'drizzle-orm';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { macroSeries } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { ImportFileError } from '../../framework';
import { importVietstockJson } from '../vietstockJson';
import { valuesOf, writeTemp } from './helpers';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

/** 2023-10-02 17:00 UTC is 2023-10-03 in Hanoi. */
const RELEASE = '/Date(1696266000000)/';

function row(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    TermID: 1,
    TermYear: 2023,
    TernDay: RELEASE,
    GroupName: '',
    UnitCode: '%',
    FromSource: 'Tổng cục thống kê',
    ...fields,
  };
}

const json = (rows: Record<string, unknown>[]) => JSON.stringify({ data: rows });

describe('vietstock-json importer on made-up files', () => {
  it('reads CPI as month-on-month changes with the release day in Vietnam time', async () => {
    const file = writeTemp(
      'cpi.json',
      json([
        row({ NormID: 395, NormName: 'Consumer Price Index', NormValue: 1.25, ReportTime: 'Sep-2023' }),
        row({ NormID: 405, NormName: 'Traffic', NormValue: -0.5, ReportTime: 'June-2023' }),
        row({ NormID: 405, NormName: 'Traffic', NormValue: null, ReportTime: 'Jul-2023' }),
      ]),
    );
    const summary = await importVietstockJson(handle.db, file);
    expect(summary.rejections).toEqual([{ row: 3, reason: 'Traffic Jul-2023: không có giá trị' }]);
    expect(await valuesOf(handle.db, 'VS_CPI_%')).toEqual([
      {
        code: 'VS_CPI_CONSUMER_PRICE_INDEX',
        name: 'Chỉ số giá tiêu dùng (Vietstock)',
        unit: 'điểm',
        period: '2023-09-30',
        valueType: 'mom',
        value: 1.25,
        releaseDate: '2023-10-03',
      },
      expect.objectContaining({
        code: 'VS_CPI_TRAFFIC',
        name: 'Giao thông (Vietstock)',
        period: '2023-06-30',
        value: -0.5,
      }),
    ]);
    expect((await importVietstockJson(handle.db, file)).rowsWritten).toBe(0);
  });

  it('reads GDP quarters as values and half-years as year-to-date, growth on the real series', async () => {
    const level = { GroupName: 'GDP value (2010)', UnitCode: 'Billion Dong' };
    const growth = { GroupName: 'Real GDP growth', UnitCode: '%' };
    const file = writeTemp(
      'gdp_growth.json',
      json([
        row({
          ...level,
          NormID: 466,
          NormName: 'GDP at constant prices (2010)',
          NormValue: 1000,
          ReportTime: 'Q2/2022',
        }),
        row({
          ...level,
          NormID: 466,
          NormName: 'GDP at constant prices (2010)',
          NormValue: 1900,
          ReportTime: '6M/2022',
        }),
        row({ ...growth, NormID: 234, NormName: 'Agriculture', NormValue: 3.1, ReportTime: 'Q2/2022' }),
        row({ ...growth, NormID: 233, NormName: 'Total GDP', NormValue: 6.4, ReportTime: '6M/2022' }),
        row({
          ...growth,
          NormID: 999,
          NormName: 'Total GDP',
          NormValue: 1,
          GroupName: 'Unknown',
          ReportTime: 'Q2/2022',
        }),
      ]),
    );
    const summary = await importVietstockJson(handle.db, file);
    expect(summary.rejections).toEqual([{ row: 5, reason: 'Nhóm chỉ tiêu "Unknown" chưa được hỗ trợ' }]);
    const rows = await valuesOf(handle.db, 'VS_GDP_%');
    expect(rows.map((item) => [item.code, item.period, item.valueType, item.value])).toEqual([
      ['VS_GDP_REAL_AGRICULTURE', '2022-06-30', 'yoy', 3.1],
      ['VS_GDP_REAL_TOTAL', '2022-06-30', 'value', 1000],
      ['VS_GDP_REAL_TOTAL', '2022-06-30', 'ytd', 1900],
      ['VS_GDP_REAL_TOTAL', '2022-06-30', 'ytd_yoy', 6.4],
    ]);
  });

  it('keeps the last quoted day of each month as the month-end exchange rate', async () => {
    const rate = (day: string, value: number | null) =>
      row({
        NormID: 499,
        NormName: 'Central rate (from 04/01/2016)',
        UnitCode: 'VND/USD',
        NormValue: value,
        ReportTime: day,
      });
    const file = writeTemp(
      'exchange_rates.json',
      json([
        rate('28/09/2023', 24_080),
        rate('29/09/2023', 24_088),
        rate('30/09/2023', null),
        rate('02/10/2023', 24_100),
      ]),
    );
    const summary = await importVietstockJson(handle.db, file);
    expect(summary).toMatchObject({ rowsRead: 4, rowsRejected: 1 });
    expect(
      (await valuesOf(handle.db, 'VS_FX_%')).map((item) => [item.period, item.value, item.releaseDate]),
    ).toEqual([
      ['2023-09-30', 24_088, '2023-09-29'],
      ['2023-10-31', 24_100, '2023-10-02'],
    ]);
  });

  it('fails a file that is not Vietstock layout and keeps nothing of it', async () => {
    const missingField = writeTemp(
      'population_labor.json',
      json([
        row({ NormID: 245, NormName: 'Population', NormValue: 99, ReportTime: '2022' }),
        row({ NormName: 'Population', NormValue: 100, ReportTime: '2023' }),
      ]),
    );
    await expect(importVietstockJson(handle.db, missingField)).rejects.toThrow(ImportFileError);
    expect(await handle.db.select().from(macroSeries).where(like(macroSeries.code, 'VS_LABOR_%'))).toEqual(
      [],
    );
    await expect(importVietstockJson(handle.db, writeTemp('cpi.json', '{"rows": []}'))).rejects.toThrow(
      'thiếu mảng "data"',
    );
    const cut = importVietstockJson(handle.db, writeTemp('cpi.json', '{"data": [{"NormID": 2'));
    await expect(cut).rejects.toThrow('Không đọc được JSON: tệp bị hỏng hoặc bị cắt cụt');
    // One Vietnamese reason, without the parser's English.
    await expect(cut).rejects.not.toThrow(/Unexpected|Expected|position/);
  });
});
