import { like } from 'drizzle-orm';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { macroSeries } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { ImportFileError } from '../../framework';
import { getImporter } from '../../registry';
import { importGsoCsv } from '../gsoCsv';
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

describe('gso-csv importer on made-up files', () => {
  it('is registered and recognises the GSO file names', () => {
    const importer = getImporter('gso-csv');
    expect(importer?.matches('cpi.csv')).toBe(true);
    expect(importer?.matches('VNM.csv')).toBe(false);
  });

  it('reads CPI changes per basket group, on month ends, with the publication day as release date', async () => {
    const file = writeTemp(
      'cpi.csv',
      [
        ',Hàng hóa,YOY,MOM,YTD-YOY,Date',
        '0,CHỈ SỐ GIÁ TIÊU DÙNG,3.5,0.2,3.1,2023-02-28',
        '1,Giáo dục,7.25,,6.5,2023-02-28',
        '2,CHỈ SỐ GIÁ TIÊU DÙNG,4.1,0.5,4.1,2023-01-29',
      ].join('\n'),
    );
    const summary = await importGsoCsv(handle.db, file);
    expect(summary).toMatchObject({ rowsRead: 3, rowsRejected: 0 });
    const rows = await valuesOf(handle.db, 'GSO_CPI_%');
    expect(rows).toContainEqual(
      expect.objectContaining({
        code: 'GSO_CPI_CHI_SO_GIA_TIEU_DUNG',
        name: 'Chỉ số giá tiêu dùng',
        period: '2023-02-28',
        valueType: 'yoy',
        value: 3.5,
        releaseDate: '2023-02-28',
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        code: 'GSO_CPI_CHI_SO_GIA_TIEU_DUNG',
        period: '2023-01-31',
        valueType: 'yoy_avg',
        value: 4.1,
      }),
    );
    // An empty cell is "not published": no MOM row for education.
    expect(rows.filter((row) => row.code === 'GSO_CPI_GIAO_DUC').map((row) => row.valueType)).toEqual([
      'yoy',
      'yoy_avg',
    ]);
    expect(rows).toHaveLength(8);
    expect((await importGsoCsv(handle.db, file)).rowsWritten).toBe(0);
  });

  it('turns retail "same period last year = 100" indices into percent changes and falls back to estimates', async () => {
    const file = writeTemp(
      'tongmuc.csv',
      [
        ',Phân Loại,Pre-M,E-M,YTD,M-YOY,YTD-YOY,E-MOM,Date,Month,PreMonth,M,MOM',
        '0,TỔNG SỐ,,500.5,1000,108.5,109,-2,2024-02-29,2024-02,2024-01,,',
      ].join('\n'),
    );
    await importGsoCsv(handle.db, file);
    const rows = await valuesOf(handle.db, 'GSO_TONGMUC_%');
    const byType = Object.fromEntries(rows.map((row) => [row.valueType, row.value]));
    expect(byType).toEqual({ value: 500.5, ytd: 1000, yoy: 8.5, ytd_yoy: 9, mom: -2 });
    expect(rows[0]?.unit).toBe('tỷ đồng');
  });

  it('rejects rows with bad numbers or periods and reports duplicates, keeping the latest release', async () => {
    const file = writeTemp(
      'xk.csv',
      [
        ',Ngành,Total-M,Total-YOY,YOY,YTD-YOY,Date,Month,PreMonth,MOM',
        '0,Gạo,100,300,5,6,2024-03-29,2024-03,2024-02,1',
        '1,Cà phê,abc,300,5,6,2024-03-29,2024-03,2024-02,1',
        '2,Gạo,90,290,4,5,2024-03-20,2024-03,2024-02,0.5',
        '3,Gạo,95,295,4,5,2024-04-01,2024-03,2024-02,0.7',
        '4,Chè,10,20,1,2,2024-03-29,2024-13,2024-02,1',
        '5,Gạo,101,301,5,6,2024-03-29,2024-03,2024-02,1',
      ].join('\n'),
    );
    const summary = await importGsoCsv(handle.db, file);
    expect(summary.rowsRead).toBe(6);
    expect(summary.rejections).toEqual([
      { row: 3, reason: 'Cột "Total-M": "abc" không phải là số' },
      { row: 4, reason: 'Trùng "Gạo" kỳ 2024-03-31 với dòng 2: giữ bản công bố mới nhất (dòng 2)' },
      { row: 2, reason: 'Trùng "Gạo" kỳ 2024-03-31 với dòng 5: giữ bản công bố mới nhất (dòng 5)' },
      { row: 6, reason: 'Tháng "2024-13" không hợp lệ' },
      { row: 7, reason: 'Trùng "Gạo" kỳ 2024-03-31 với dòng 5: giữ bản công bố mới nhất (dòng 5)' },
    ]);
    const rice = await valuesOf(handle.db, 'GSO_XK_GAO');
    expect(rice.find((row) => row.valueType === 'value')).toMatchObject({
      value: 95,
      releaseDate: '2024-04-01',
    });
    expect(await valuesOf(handle.db, 'GSO_XK_CA_PHE')).toEqual([]);
  });

  it('puts quarterly GDP on quarter ends', async () => {
    const file = writeTemp(
      'gdp_ss.csv',
      [',Ngành,Tổng số,YOY,Date,Percent', '0,TỔNG SỐ,1500000,6.5,2024-09-29,1.0'].join('\n'),
    );
    await importGsoCsv(handle.db, file);
    expect(await valuesOf(handle.db, 'GSO_GDP_SS_%')).toEqual([
      expect.objectContaining({ period: '2024-09-30', valueType: 'value', value: 1_500_000 }),
      expect.objectContaining({ period: '2024-09-30', valueType: 'yoy', value: 6.5 }),
    ]);
  });

  it('fails a file whose layout it does not know and keeps nothing of it', async () => {
    const file = writeTemp(
      'iip.csv',
      [',Ngành,MOM,Date,Month', '0,Toàn ngành công nghiệp,1.5,2024-03-29,2024-03'].join('\n'),
    );
    await expect(importGsoCsv(handle.db, file)).rejects.toThrow(ImportFileError);
    await expect(importGsoCsv(handle.db, file)).rejects.toThrow('thiếu cột YOY');
    expect(await handle.db.select().from(macroSeries).where(like(macroSeries.code, 'GSO_IIP_%'))).toEqual([]);
    const unknown = writeTemp('khac.csv', 'a,b\n1,2\n');
    await expect(importGsoCsv(handle.db, unknown)).rejects.toThrow('Không nhận ra bố cục tệp');
  });

  it('splits FDI rows into provinces and partner countries, the total going to both', async () => {
    const header =
      ',Phân Loại,Số dự án,Vốn đăng ký,Date,Month,Trong Nước,Số dự án trong tháng,Vốn đăng ký trong tháng,Vốn đăng ký trong tháng - YOY';
    const file = writeTemp(
      'fdi.csv',
      [
        header,
        '0,TỔNG SỐ,20,300,2024-02-29,2024-02,TỔNG SỐ,8,120,10',
        '1,Hà Nội,5,50,2024-02-29,2024-02,Trong Nước,2,20,',
        '2,Nhật Bản,4,80,2024-02-29,2024-02,Nước Ngoài,1,30,-5',
      ].join('\n'),
    );
    await importGsoCsv(handle.db, file);
    const codes = [...new Set((await valuesOf(handle.db, 'GSO_FDI_%')).map((row) => row.code))].sort();
    expect(codes).toEqual([
      'GSO_FDI_COUNTRY_SO_DU_AN_NHAT_BAN',
      'GSO_FDI_COUNTRY_SO_DU_AN_TONG_SO',
      'GSO_FDI_COUNTRY_VON_DANG_KY_NHAT_BAN',
      'GSO_FDI_COUNTRY_VON_DANG_KY_TONG_SO',
      'GSO_FDI_PROVINCE_SO_DU_AN_HA_NOI',
      'GSO_FDI_PROVINCE_SO_DU_AN_TONG_SO',
      'GSO_FDI_PROVINCE_VON_DANG_KY_HA_NOI',
      'GSO_FDI_PROVINCE_VON_DANG_KY_TONG_SO',
    ]);
    const hanoi = await valuesOf(handle.db, 'GSO_FDI_PROVINCE_VON_DANG_KY_HA_NOI');
    expect(hanoi.map((row) => [row.valueType, row.value, row.unit, row.name])).toEqual([
      ['value', 20, 'triệu USD', 'Hà Nội - Vốn đăng ký'],
      ['ytd', 50, 'triệu USD', 'Hà Nội - Vốn đăng ký'],
    ]);
  });
});
