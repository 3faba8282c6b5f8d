import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { StatementType } from '@/common/constants/market';
import type { DatabaseHandle } from '../../../db/client';
import { companies, statementValues } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { ImportFileError } from '../../framework';
import { getImporter } from '../../registry';
import { importVnstockFile, NO_TEMPLATE_ITEM, VNSTOCK_FORMAT } from '../index';

// Small made-up files in the two vnstock layouts. Figures are invented; ids and names are the
// vendors' structure.

let handle: DatabaseHandle;
let dir: string;

function writeCsv(name: string, lines: string[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, `\uFEFF${lines.join('\n')}\n`);
  return file;
}

const VCI_INCOME = [
  'item,item_en,item_id,2024,2023',
  'Doanh thu bán hàng và cung cấp dịch vụ,Sales,isa1,1000.0,900.0',
  'Các khoản giảm trừ doanh thu,Sales deductions,isa2,-10.0,',
  'Doanh thu thuần,Net sales,isa3,990.0,900.0',
  'Giá vốn hàng bán,Cost of sales,isa4,-600.0,-500.0',
  // An id VCI might add later: matched by its Vietnamese name ("Chi phí bán hàng" is in the template).
  'Chi phí bán hàng,Selling expenses,isa999,-50.0,-40.0',
  // Same name again under another new id: the template item is taken already.
  'Chi phí bán hàng,Selling expenses,isa998,-51.0,-41.0',
  'Dòng không có trong mẫu,Made-up line,isa997,7.0,8.0',
  'Lãi cơ bản trên cổ phiếu (VND),EPS basic (VND),isa23,1234.0,1100.0',
];

async function value(
  ticker: string,
  statement: StatementType,
  itemCode: string,
  year: number,
): Promise<{ value: number | null; source: string } | undefined> {
  const [row] = await handle.db
    .select({ value: statementValues.value, source: statementValues.source })
    .from(statementValues)
    .where(
      and(
        eq(statementValues.ticker, ticker),
        eq(statementValues.statement, statement),
        eq(statementValues.itemCode, itemCode),
        eq(statementValues.periodType, 'year'),
        eq(statementValues.year, year),
        eq(statementValues.quarter, 0),
      ),
    );
  return row;
}

async function countValues(ticker: string): Promise<number> {
  return (await handle.db.select().from(statementValues).where(eq(statementValues.ticker, ticker))).length;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'vnstock-'));
});

afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('importVnstockFile', () => {
  it('imports a VCI statement in VND, by item id then by name, rejecting unmapped rows', async () => {
    const summary = await importVnstockFile(
      handle.db,
      writeCsv('aaa_income_statement_vci_year.csv', VCI_INCOME),
    );
    expect(summary.rowsRead).toBe(8);
    expect(summary.rejections).toEqual([
      { row: 7, reason: 'dòng "Chi phí bán hàng" (isa998) trùng chỉ tiêu SELLING_EXPENSES đã lấy từ dòng 6' },
      {
        row: 8,
        reason: `${NO_TEMPLATE_ITEM} Doanh nghiệp phi tài chính / INCOME_STATEMENT: "Dòng không có trong mẫu" (isa997)`,
      },
    ]);
    // 6 mapped rows x 2 years - 1 empty cell; the new company is counted apart.
    expect(summary.rowsWritten).toBe(12 - 1);
    expect(summary.companiesCreated).toBe(1);
    expect(await value('AAA', 'INCOME_STATEMENT', 'GROSS_REVENUE', 2024)).toEqual({
      value: 1000,
      source: 'vnstock-vci',
    });
    expect((await value('AAA', 'INCOME_STATEMENT', 'COGS', 2023))?.value).toBe(-500);
    expect((await value('AAA', 'INCOME_STATEMENT', 'SELLING_EXPENSES', 2024))?.value).toBe(-50);
    expect(await value('AAA', 'INCOME_STATEMENT', 'REVENUE_DEDUCTIONS', 2023)).toBeUndefined();
    expect((await value('AAA', 'INCOME_STATEMENT', 'EPS_BASIC', 2024))?.value).toBe(1234);
    const [company] = await handle.db.select().from(companies).where(eq(companies.ticker, 'AAA'));
    expect(company).toMatchObject({ nameVi: 'AAA', exchange: null, companyType: 'non_financial' });
  });

  it('writes nothing when the same file is imported again', async () => {
    const file = writeCsv('aaa_income_statement_vci_year.csv', VCI_INCOME);
    const again = await importVnstockFile(handle.db, file);
    expect(again.rowsWritten).toBe(0);
    expect(again.rowsRejected).toBe(2);
  });

  it('converts KBS thousand VND to whole VND, flips expense signs and keeps EPS in VND', async () => {
    const file = writeCsv('bbb_income_statement_kbs_year.csv', [
      'item,item_id,2024,2023',
      '3. Doanh thu thuần về bán hàng và cung cấp dịch vụ,n_3.net_revenue,1234567.891,1.001',
      '4. Giá vốn hàng bán ,n_4.cost_of_goods_sold,700.5,0.0',
      '15. Tổng lợi nhuận kế toán trước thuế,n_15.profit_before_tax,-12.3456,',
      '17. Chi phí thuế TNDN hoãn lại ,n_17.deferred_income_tax_expenses,-2.0,3.0',
      '19. Lãi cơ bản trên cổ phiếu (VNÐ),n_19.earnings_per_share_vnd,4321.0,',
      // KBS income statements are never matched by name (expenses are printed positive there).
      'Chi phí bán hàng,n_99.made_up,5.0,6.0',
    ]);
    const summary = await importVnstockFile(handle.db, file);
    expect(summary.rejections).toEqual([
      {
        row: 7,
        reason: `${NO_TEMPLATE_ITEM} Doanh nghiệp phi tài chính / INCOME_STATEMENT: "Chi phí bán hàng" (n_99.made_up)`,
      },
    ]);
    const stored = async (code: string, year: number): Promise<number | null | undefined> =>
      (await value('BBB', 'INCOME_STATEMENT', code, year))?.value;
    expect(await stored('NET_REVENUE', 2024)).toBe(1_234_567_891);
    // 1.001 * 1000 is 1000.9999999999999 in floating point: rounded to the whole VND.
    expect(await stored('NET_REVENUE', 2023)).toBe(1001);
    expect(await stored('COGS', 2024)).toBe(-700_500);
    expect(await stored('COGS', 2023)).toBe(0);
    expect(Object.is(await stored('COGS', 2023), -0)).toBe(false);
    expect(await stored('PROFIT_BEFORE_TAX', 2024)).toBe(-12_346);
    expect(await stored('DEFERRED_INCOME_TAX', 2024)).toBe(2000);
    expect(await stored('DEFERRED_INCOME_TAX', 2023)).toBe(-3000);
    expect(await stored('EPS_BASIC', 2024)).toBe(4321);
    expect((await value('BBB', 'INCOME_STATEMENT', 'NET_REVENUE', 2024))?.source).toBe('vnstock-kbs');
  });

  it('detects a bank and its direct cash flow, skipping empty section headings', async () => {
    const file = writeCsv('ccc_cash_flow_kbs_year.csv', [
      'item,item_id,2024',
      'Lưu chuyển tiền từ hoạt động kinh doanh,i.cash_flows_from_operating_activities,',
      '1. Thu nhập lãi và các khoản thu nhập tương tự nhận được,n_1.receipts_from_interest_and_similar_income,500.0',
      '2. Chi phí lãi và các chi phí tương tự đã trả,n_2.payments_for_interest_and_similar_expenses,-300.0',
      '12. (Tăng)/Giảm các khoản cho vay khách hàng,n_12.increase_decrease_in_loans_and_advances_to_customers,-50.0',
      '4- Chênh lệch số tiền thực thu/thực chi,n_4.net_cash_inflow_from_trading_activities_in_foreign_currencies_gold_and_securities,',
    ]);
    const summary = await importVnstockFile(handle.db, file);
    expect(summary.rejections).toEqual([
      {
        row: 6,
        reason: `${NO_TEMPLATE_ITEM} Ngân hàng / CASH_FLOW_DIRECT: "4- Chênh lệch số tiền thực thu/thực chi" (n_4.net_cash_inflow_from_trading_activities_in_foreign_currencies_gold_and_securities) (dòng không có số liệu)`,
      },
    ]);
    expect((await value('CCC', 'CASH_FLOW_DIRECT', 'INTEREST_RECEIVED', 2024))?.value).toBe(500_000);
    expect((await value('CCC', 'CASH_FLOW_DIRECT', 'INTEREST_PAID', 2024))?.value).toBe(-300_000);
    expect((await value('CCC', 'CASH_FLOW_DIRECT', 'CHANGE_IN_LOANS', 2024))?.value).toBe(-50_000);
    const [company] = await handle.db.select().from(companies).where(eq(companies.ticker, 'CCC'));
    expect(company?.companyType).toBe('bank');
  });

  it('sends a non-financial VCI cash flow to the indirect template', async () => {
    const file = writeCsv('aaa_cash_flow_vci_year.csv', [
      'item,item_en,item_id,2024',
      'Lợi nhuận/(lỗ) trước thuế,Net profit/(loss) before tax,cfa1,100.0',
      'Tiền lãi vay đã trả,Interest paid,cfa14,-5.0',
    ]);
    const summary = await importVnstockFile(handle.db, file);
    expect(summary.rowsRejected).toBe(0);
    expect((await value('AAA', 'CASH_FLOW_INDIRECT', 'PROFIT_BEFORE_TAX', 2024))?.value).toBe(100);
    expect((await value('AAA', 'CASH_FLOW_INDIRECT', 'INTEREST_PAID', 2024))?.value).toBe(-5);
  });

  it('rejects a row with a text cell whole and keeps the others', async () => {
    const file = writeCsv('ddd_balance_sheet_vci_year.csv', [
      'item,item_en,item_id,2024,2023',
      'TÀI SẢN NGẮN HẠN,CURRENT ASSETS,bsa1,10.0,n/a',
      'TỔNG CỘNG TÀI SẢN,Total Assets,bsa53,30.0,20.0',
    ]);
    const summary = await importVnstockFile(handle.db, file);
    expect(summary.rejections).toEqual([
      { row: 2, reason: 'ô năm 2023 của dòng "TÀI SẢN NGẮN HẠN" (bsa1) không phải số: "n/a"' },
    ]);
    expect(await value('DDD', 'BALANCE_SHEET', 'CURRENT_ASSETS', 2024)).toBeUndefined();
    expect((await value('DDD', 'BALANCE_SHEET', 'TOTAL_ASSETS', 2023))?.value).toBe(20);
  });

  it('fails a file of unknown layout as a whole and writes nothing', async () => {
    const noMarkers = writeCsv('eee_balance_sheet_vci_year.csv', [
      'item,item_en,item_id,2024',
      'TỔNG CỘNG TÀI SẢN,Total Assets,bsa53,30.0',
    ]);
    const attempt = importVnstockFile(handle.db, noMarkers);
    await expect(attempt).rejects.toThrow(ImportFileError);
    await expect(attempt).rejects.toThrow(/eee_balance_sheet_vci_year\.csv: bố cục không nhận ra/);

    const badHeader = writeCsv('eee_income_statement_vci_year.csv', [
      'item,item_id,2024',
      '3. Doanh thu thuần,n_3.net_revenue,1.0',
    ]);
    await expect(importVnstockFile(handle.db, badHeader)).rejects.toThrow(
      'row 1: tên tệp ghi nguồn VCI nhưng tiêu đề theo dạng KBS',
    );

    const badYear = writeCsv('eee_cash_flow_kbs_year.csv', [
      'item,item_id,2024,Q1 2024',
      '1. Lợi nhuận trước thuế,n_1.profit_before_tax,1.0,2.0',
    ]);
    await expect(importVnstockFile(handle.db, badYear)).rejects.toThrow('cột "Q1 2024" không phải năm');

    expect(await handle.db.select().from(companies).where(eq(companies.ticker, 'EEE'))).toEqual([]);
    expect(await countValues('EEE')).toBe(0);
  });

  it('fails a file whose layout clashes with the known company type', async () => {
    await handle.db.insert(companies).values({
      ticker: 'FFF',
      nameVi: 'Ngân hàng F',
      exchange: 'HOSE',
      companyType: 'bank',
      companyTypeSource: 'statements',
    });
    const file = writeCsv('fff_income_statement_vci_year.csv', VCI_INCOME);
    await expect(importVnstockFile(handle.db, file)).rejects.toThrow(
      'mã FFF đã có loại hình "Ngân hàng" (theo báo cáo tài chính) nhưng tệp theo mẫu "Doanh nghiệp phi tài chính"',
    );
    expect(await countValues('FFF')).toBe(0);
  });

  it('refuses KBS ratios files (ratios only) and leaves them out of folder walks', async () => {
    const file = writeCsv('aaa_ratios_kbs_year.csv', ['item,item_id,2024', 'Beta,beta,0.8']);
    await expect(importVnstockFile(handle.db, file)).rejects.toThrow(
      'tệp chỉ số tài chính (ratios) của KBS không có dòng báo cáo tài chính: không nhập dòng nào',
    );
    const importer = getImporter(VNSTOCK_FORMAT);
    expect(importer?.matches('aaa_ratios_kbs_year.csv')).toBe(false);
    expect(importer?.matches('acb_ratios_vci_year.csv')).toBe(true);
    expect(importer?.matches('acb_balance_sheet_vci_year.csv')).toBe(true);
    expect(importer?.matches('ree_cash_flow_kbs_year.csv')).toBe(true);
    expect(importer?.matches('ree_cash_flow_kbs_quarter.csv')).toBe(false);
    expect(importer?.matches('BalanceSheet_REE_0.xlsx')).toBe(false);
  });

  it("imports a bank's deposit lines from a VCI ratios file: one year repeated in blocks of four is its quarters", async () => {
    const quarters = (a: string, b: string, c: string, d: string) => [a, b, c, d, a, b, c, d].join(',');
    const file = writeCsv('bbr_ratios_vci_year.csv', [
      `item,item_en,item_id,${Array(8).fill('2024').join(',')}`,
      `Tiền gửi không kỳ hạn,Current Deposits,nob66,${quarters('10.0', '11.0', '12.0', '13.0')}`,
      `Tiền gửi của khách hàng,Deposits from customers,bsb113,${quarters('100.0', '110.0', '120.0', '130.0')}`,
      `Beta,Beta,beta,${quarters('0.8', '0.8', '0.8', '0.8')}`,
    ]);
    const summary = await importVnstockFile(handle.db, file);
    expect(summary.rejections.map((rejection) => rejection.row)).toEqual([4]);
    const rows = await handle.db
      .select()
      .from(statementValues)
      .where(and(eq(statementValues.ticker, 'BBR'), eq(statementValues.periodType, 'quarter')));
    const byKey = Object.fromEntries(rows.map((row) => [`${row.itemCode}/${row.quarter}`, row.value]));
    expect(byKey).toEqual({
      'DEMAND_DEPOSITS/1': 10,
      'DEMAND_DEPOSITS/2': 11,
      'DEMAND_DEPOSITS/3': 12,
      'DEMAND_DEPOSITS/4': 13,
      'CUSTOMER_DEPOSITS_BY_TYPE/1': 100,
      'CUSTOMER_DEPOSITS_BY_TYPE/2': 110,
      'CUSTOMER_DEPOSITS_BY_TYPE/3': 120,
      'CUSTOMER_DEPOSITS_BY_TYPE/4': 130,
    });
    expect(rows.every((row) => row.statement === 'FOOTNOTES' && row.source === 'vnstock-vci')).toBe(true);
    // The year's balances are the fourth quarter's (built from the quarters, marked as such).
    const year = await handle.db
      .select()
      .from(statementValues)
      .where(and(eq(statementValues.ticker, 'BBR'), eq(statementValues.periodType, 'year')));
    expect(Object.fromEntries(year.map((row) => [row.itemCode, [row.value, row.source]]))).toEqual({
      DEMAND_DEPOSITS: [13, 'derived-quarters'],
      CUSTOMER_DEPOSITS_BY_TYPE: [130, 'derived-quarters'],
    });
    expect((await importVnstockFile(handle.db, file)).rowsWritten).toBe(0);
  });

  it('fails a VCI ratios file whose repeated year columns do not repeat the same four quarters', async () => {
    const file = writeCsv('bbs_ratios_vci_year.csv', [
      `item,item_en,item_id,${Array(8).fill('2024').join(',')}`,
      'Tiền gửi không kỳ hạn,Current Deposits,nob66,1,2,3,4,1,2,3,5',
    ]);
    await expect(importVnstockFile(handle.db, file)).rejects.toThrow('không xác định được kỳ của từng cột');
  });
});
