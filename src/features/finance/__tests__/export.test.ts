import * as XLSX from '@e965/xlsx';
import { exportFileName, exportMatrix, toCsv, toXlsx, UTF8_BOM, type ExportInput } from '../export';
import {
  buildFinanceTable,
  expandedKeysToDepth,
  periodCaption,
  unitCaption,
  visibleRows,
  type FinanceTableOptions,
} from '../financeView';
import { sampleGrowthResponse, sampleResponse } from './fixtures';

function inputFor(
  options: Partial<FinanceTableOptions> & { growthView?: 'yoy' },
  depth = Number.POSITIVE_INFINITY,
): ExportInput {
  const { growthView, ...tableOptions } = options;
  const data = growthView ? sampleGrowthResponse(growthView) : sampleResponse();
  const table = buildFinanceTable(data, { unit: 'billion', numberPeriodShow: 3, ...tableOptions });
  return {
    ticker: 'TCB',
    title: 'Cân đối kế toán',
    unitCaption: unitCaption(table.kind, options.unit ?? 'billion'),
    periodCaption: periodCaption('quarter'),
    growthCaption: growthView === 'yoy' ? 'Tăng trưởng so với cùng kỳ' : undefined,
    kind: table.kind,
    columns: table.columns,
    rows: visibleRows(table.rows, expandedKeysToDepth(table.rows, depth)),
  };
}

describe('export layout', () => {
  it('has a title row, the period header and the visible rows, indented by level', () => {
    const matrix = exportMatrix(inputFor({}, 1));
    expect(matrix[0]).toEqual(['TCB - Cân đối kế toán', 'Đơn vị: Tỷ đồng', 'Kỳ: Quý']);
    expect(matrix[1]).toEqual(['Chỉ tiêu', 'Q2/2024', 'Q1/2024', 'Q4/2023']);
    expect(matrix.slice(2).map((row) => row[0])).toEqual([
      'TỔNG TÀI SẢN',
      '  Tiền mặt, vàng bạc, đá quý',
      '  Cho vay khách hàng',
      'Lãi cơ bản trên cổ phiếu',
    ]);
    expect(matrix[2]).toEqual(['TỔNG TÀI SẢN', 1234.57, 1500, 1300]);
  });

  it('names the file after ticker, statement and period type', () => {
    expect(exportFileName('TCB', 'BALANCE_SHEET', 'quarter', 'value', 'xlsx')).toBe(
      'TCB_can-doi-ke-toan_quy.xlsx',
    );
    expect(exportFileName('FPT', 'CASH_FLOW_INDIRECT', 'year', 'yoy', 'csv')).toBe(
      'FPT_luu-chuyen-tien-te-gian-tiep_nam_yoy.csv',
    );
  });
});

describe('CSV', () => {
  it('starts with a UTF-8 BOM and keeps Vietnamese, units and period headers', () => {
    const csv = toCsv(exportMatrix(inputFor({ unit: 'million' })), 'value');
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('TCB - Cân đối kế toán,Đơn vị: Triệu đồng,Kỳ: Quý');
    expect(lines[1]).toBe('Chỉ tiêu,Q2/2024,Q1/2024,Q4/2023');
    expect(lines[2]).toBe('TỔNG TÀI SẢN,1234567.8,1500000,1300000');
    // A comma inside a name is quoted; a missing figure is a dash; negatives keep their sign.
    expect(lines[3]).toBe('"  Tiền mặt, vàng bạc, đá quý",30000,12345,40000');
    expect(lines).toContain('    Dự phòng rủi ro cho vay,-15432.2,-12345,-10000');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('writes growth as percentages and missing growth as a dash', () => {
    const csv = toCsv(exportMatrix(inputFor({ growthView: 'yoy' })), 'growth');
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('TCB - Cân đối kế toán - Tăng trưởng so với cùng kỳ,Đơn vị: %,Kỳ: Quý');
    expect(lines[2]).toBe('TỔNG TÀI SẢN,12.23%,50%,-');
    expect(lines[3]).toBe('"  Tiền mặt, vàng bạc, đá quý",50%,23.45%,-');
  });
});

describe('CSV injection', () => {
  it('neutralises text cells a spreadsheet would run as a formula, keeping numbers and the dash', () => {
    const csv = toCsv(
      [
        ['=HYPERLINK("http://evil.example","Xem")', '+1+cmd|calc', '-2+3', '@SUM(A1:A2)'],
        ['\tTab', '\rCR', 'Doanh thu (=Tỷ đồng)', '-'],
        ['Lợi nhuận', -12.5, 0, -0.0042],
      ],
      'value',
    );
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(`"'=HYPERLINK(""http://evil.example"",""Xem"")",'+1+cmd|calc,'-2+3,'@SUM(A1:A2)`);
    expect(lines[1]).toBe('\'\tTab,"\'\rCR",Doanh thu (=Tỷ đồng),-');
    expect(lines[2]).toBe('Lợi nhuận,-12.5,0,-0.0042');
    expect(toCsv([['-15%', -0.15]], 'growth').slice(1)).toBe("'-15%,-15%\r\n");
  });
});

describe('xlsx', () => {
  it('reads back with the same title, header, figures and number formats', async () => {
    const bytes = await toXlsx(exportMatrix(inputFor({})), 'value');
    const book = XLSX.read(new Uint8Array(bytes), { type: 'array', cellNF: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(sheet, { header: 1 });
    expect(rows[0]).toEqual(['TCB - Cân đối kế toán', 'Đơn vị: Tỷ đồng', 'Kỳ: Quý']);
    expect(rows[1]).toEqual(['Chỉ tiêu', 'Q2/2024', 'Q1/2024', 'Q4/2023']);
    expect(rows[2]).toEqual(['TỔNG TÀI SẢN', 1234.57, 1500, 1300]);
    expect(rows).toContainEqual(['    Dự phòng rủi ro cho vay', -15.43, -12.35, -10]);
    expect(sheet.B3?.t).toBe('n');
    expect(sheet.B3?.z).toBe('#,##0.00');
  });

  it('stores growth as ratios with a percent format', async () => {
    const bytes = await toXlsx(exportMatrix(inputFor({ growthView: 'yoy' })), 'growth');
    const sheet = XLSX.read(new Uint8Array(bytes), { type: 'array', cellNF: true }).Sheets['Báo cáo']!;
    expect(sheet.C3?.v).toBe(0.5);
    expect(sheet.C3?.z).toBe('0.00%');
    expect(sheet.D4?.v).toBe('-');
  });
});
