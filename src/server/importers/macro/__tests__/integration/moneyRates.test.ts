import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { createTestDatabase } from '../../../../db/testing';
import { ImportFileError } from '../../../framework';
import { getImporter } from '../../../registry';
import { importHnxYieldCsv } from '../../hnxYieldCsv';
import { importMofBudgetCsv } from '../../mofBudgetCsv';
import { importSbvRatesCsv } from '../../sbvCsv';
import { valuesOf, writeTemp } from '../helpers';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

const rows = async (pattern: string) =>
  (await valuesOf(handle.db, pattern)).map((row) => [
    row.code,
    row.period,
    row.valueType,
    row.value,
    row.releaseDate,
  ]);

describe('sbv-rates-csv: the State Bank tables', () => {
  it('is registered for sbv-*.csv, like the upload and the inbox see it', () => {
    expect(getImporter('sbv-rates-csv')?.matches('sbv-interbank-2026.csv')).toBe(true);
    expect(getImporter('sbv-rates-csv')?.matches('cpi.csv')).toBe(false);
    expect(getImporter('hnx-yield-csv')?.matches('vbma-yields.csv')).toBe(true);
    expect(getImporter('mof-budget-csv')?.matches('mof-2026.csv')).toBe(true);
  });

  it('averages interbank quotes per month, the last quoted day as release; a second run writes nothing', async () => {
    const file = writeTemp(
      'sbv-interbank.csv',
      [
        'Ngày áp dụng,Thời hạn,Lãi suất BQ liên Ngân hàng (% năm),Doanh số (Tỷ đồng)',
        '02/10/2026,Qua đêm,4.10,250000',
        '02/10/2026,1 Tuần,4.50,12000',
        '05/10/2026,Qua đêm,4.30,240000',
        '30/10/2026,Qua đêm,4.60,230000',
        '02/11/2026,Qua đêm,5.00,200000',
      ].join('\n'),
    );
    const summary = await importSbvRatesCsv(handle.db, file);
    expect(summary).toMatchObject({ rowsRead: 5, rowsRejected: 0 });
    const on = await valuesOf(handle.db, 'SBV_INTERBANK_ON');
    // (4.10 + 4.30 + 4.60) / 3 = 4.333333
    expect(on.map((row) => [row.period, row.value, row.releaseDate, row.unit])).toEqual([
      ['2026-10-31', 4.333333, '2026-10-30', '%'],
      ['2026-11-30', 5, '2026-11-02', '%'],
    ]);
    expect(await rows('SBV_INTERBANK_1W')).toEqual([
      ['SBV_INTERBANK_1W', '2026-10-31', 'value', 4.5, '2026-10-02'],
    ]);
    expect((await importSbvRatesCsv(handle.db, file)).rowsWritten).toBe(0);
  });

  it('rejects a row whose rate is not a number, naming its line, and keeps the others', async () => {
    const file = writeTemp(
      'sbv-interbank-bad.csv',
      [
        'Ngày áp dụng,Thời hạn,Lãi suất BQ liên Ngân hàng (% năm),Doanh số (Tỷ đồng)',
        '01/09/2026,Qua đêm,3.90,1',
        '02/09/2026,Qua đêm,4.1x,1',
        '31/13/2026,Qua đêm,4.00,1',
      ].join('\n'),
    );
    const summary = await importSbvRatesCsv(handle.db, file);
    expect(summary.rejections).toEqual([
      { row: 3, reason: 'Dòng 3, cột "Lãi suất BQ liên Ngân hàng (% năm)": "4.1x" không phải là số' },
      { row: 4, reason: 'Dòng 4: ngày "31/13/2026" không hợp lệ (cần dd/mm/yyyy)' },
    ]);
    expect(
      (await valuesOf(handle.db, 'SBV_INTERBANK_ON')).find((row) => row.period === '2026-09-30')?.value,
    ).toBe(3.9);
  });

  it('fails a cut-off file whole, naming its last line', async () => {
    const file = path.join(path.dirname(writeTemp('x.csv', 'a')), 'sbv-central-cut.csv');
    writeFileSync(file, 'Ngày,Tỷ giá trung tâm (VND/USD)\n01/09/2026,24100\n02/09/2026,241');
    await expect(importSbvRatesCsv(handle.db, file)).rejects.toThrow(/dòng 3|row 3/i);
    await expect(importSbvRatesCsv(handle.db, file)).rejects.toThrow(/cắt cụt/);
    expect(await valuesOf(handle.db, 'SBV_FX_USDVND_CENTRAL')).toEqual([]);
  });

  it('fails a column in the wrong unit before writing anything', async () => {
    const file = writeTemp('sbv-central-usd.csv', 'Ngày,Tỷ giá trung tâm (USD)\n01/09/2026,24100\n');
    const error = await importSbvRatesCsv(handle.db, file).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as ImportFileError).reason).toBe(
      'Cột "Tỷ giá trung tâm (USD)" có đơn vị "USD", không phải VND/USD: có thể sai đơn vị, không nhập',
    );
  });

  it('keeps the central rate of the last quoted day of each month (Excel ; and decimal comma)', async () => {
    const file = writeTemp(
      'sbv-central.csv',
      ['Ngày;Tỷ giá trung tâm (VND/USD)', '29/09/2026;24.120', '30/09/2026;24.135', '01/10/2026;24.140'].join(
        '\n',
      ),
    );
    await importSbvRatesCsv(handle.db, file);
    expect(await rows('SBV_FX_USDVND_CENTRAL')).toEqual([
      ['SBV_FX_USDVND_CENTRAL', '2026-09-30', 'value', 24_135, '2026-09-30'],
      ['SBV_FX_USDVND_CENTRAL', '2026-10-31', 'value', 24_140, '2026-10-01'],
    ]);
  });

  it('turns policy decisions into the rate in force at each month end, up to the last month ended', async () => {
    const file = writeTemp(
      'sbv-policy.csv',
      [
        'Loại lãi suất,Giá trị (%/năm),Văn bản quyết định,Ngày hiệu lực',
        'Lãi suất tái cấp vốn,5.0,1123/QĐ-NHNN,25/05/2026',
        'Lãi suất tái cấp vốn,4.5,1124/QĐ-NHNN,19/07/2026',
        'Lãi suất tái chiết khấu,3.0,1124/QĐ-NHNN,19/07/2026',
      ].join('\n'),
    );
    await importSbvRatesCsv(handle.db, file, { now: new Date('2026-09-15T00:00:00Z') });
    expect(await rows('SBV_POLICY_REFINANCING')).toEqual([
      ['SBV_POLICY_REFINANCING', '2026-05-31', 'value', 5, '2026-05-25'],
      ['SBV_POLICY_REFINANCING', '2026-06-30', 'value', 5, '2026-05-25'],
      ['SBV_POLICY_REFINANCING', '2026-07-31', 'value', 4.5, '2026-07-19'],
      ['SBV_POLICY_REFINANCING', '2026-08-31', 'value', 4.5, '2026-07-19'],
    ]);
    expect((await rows('SBV_POLICY_REDISCOUNT')).map((row) => row[1])).toEqual(['2026-07-31', '2026-08-31']);
  });

  it('reads M2 with its growth since December, scaling nghìn tỷ đồng to tỷ đồng', async () => {
    const file = writeTemp(
      'sbv-m2.csv',
      [
        'Thời điểm,Tổng phương tiện thanh toán (Nghìn tỷ đồng),Tốc độ tăng so với cuối năm trước (%)',
        '08/2026,15200.5,5.12',
        '09/2026,15350,6.04',
      ].join('\n'),
    );
    await importSbvRatesCsv(handle.db, file);
    expect(await rows('SBV_M2%')).toEqual([
      ['SBV_M2', '2026-08-31', 'value', 15_200_500, null],
      ['SBV_M2', '2026-09-30', 'value', 15_350_000, null],
      ['SBV_M2_YTD', '2026-08-31', 'value', 5.12, null],
      ['SBV_M2_YTD', '2026-09-30', 'value', 6.04, null],
    ]);
    expect((await valuesOf(handle.db, 'SBV_M2'))[0]?.unit).toBe('tỷ đồng (số dư cuối kỳ)');
  });
});

describe('hnx-yield-csv and mof-budget-csv', () => {
  it('reads the HNX yield curve (long, decimal comma), month-end per tenor', async () => {
    const file = writeTemp(
      'hnx-curve.csv',
      [
        'Ngày thanh toán;Kỳ hạn còn lại;Lợi suất giao ngay (%)',
        '30/09/2026;1 năm;2,2977',
        '30/09/2026;10 năm;4,7977',
        '29/09/2026;10 năm;4,70',
        '30/09/2026;5 tuần;1,0',
      ].join('\n'),
    );
    const summary = await importHnxYieldCsv(handle.db, file);
    expect(summary.rejections).toEqual([{ row: 5, reason: 'Dòng 5: kỳ hạn "5 tuần" không nhận ra' }]);
    expect(await rows('HNX_GOV_BOND_1Y')).toEqual([
      ['HNX_GOV_BOND_1Y', '2026-09-30', 'value', 2.2977, '2026-09-30'],
    ]);
    expect(await rows('HNX_GOV_BOND_10Y')).toEqual([
      ['HNX_GOV_BOND_10Y', '2026-09-30', 'value', 4.7977, '2026-09-30'],
    ]);
  });

  it('reads the VBMA table (a column per tenor, each with its unit) and refuses a tenor without one', async () => {
    const good = writeTemp(
      'vbma-daily.csv',
      'Ngày,2 năm (%),3 năm (%)\n15/08/2026,2.5,2.8\n31/08/2026,2.6,2.9\n',
    );
    await importHnxYieldCsv(handle.db, good);
    expect(await rows('HNX_GOV_BOND_3Y')).toEqual([
      ['HNX_GOV_BOND_3Y', '2026-08-31', 'value', 2.9, '2026-08-31'],
    ]);
    const bad = writeTemp('vbma-nounit.csv', 'Ngày,2 năm,3 năm (%)\n15/08/2026,2.5,2.8\n');
    await expect(importHnxYieldCsv(handle.db, bad)).rejects.toThrow('Cột "2 năm" không ghi đơn vị; cần %');
  });

  it('reads budget lines with their unit per row; a row in another unit is rejected with its line', async () => {
    const file = writeTemp(
      'mof-2026.csv',
      [
        'Kỳ báo cáo,Chỉ tiêu,Đơn vị,Ước thực hiện tháng,Lũy kế từ đầu năm,So dự toán (%)',
        '09/2026,Tổng thu NSNN,tỷ đồng,150000,1500000,80.1',
        '09/2026,Tổng chi NSNN,nghìn tỷ đồng,160.5,1400.25,70',
        '09/2026,Thu nội địa,triệu USD,5000,50000,80',
        '09/2026,Vay nợ,tỷ đồng,1,2,3',
      ].join('\n'),
    );
    const summary = await importMofBudgetCsv(handle.db, file);
    expect(summary.rejections).toEqual([
      { row: 4, reason: 'Dòng 4 có đơn vị "triệu USD", không phải tỷ đồng: có thể sai đơn vị, không nhập' },
      { row: 5, reason: 'Dòng 5: chỉ tiêu "Vay nợ" không rõ là thu hay chi' },
    ]);
    expect(await rows('MOF_BUDGET_%')).toEqual([
      ['MOF_BUDGET_REVENUE', '2026-09-30', 'value', 150_000, null],
      ['MOF_BUDGET_REVENUE', '2026-09-30', 'ytd', 1_500_000, null],
      ['MOF_BUDGET_SPENDING', '2026-09-30', 'value', 160_500, null],
      ['MOF_BUDGET_SPENDING', '2026-09-30', 'ytd', 1_400_250, null],
    ]);
  });
});
