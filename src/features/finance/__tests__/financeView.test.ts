import { HEAT_COLOR_THRESHOLD } from '@/common/constants/app';
import {
  buildFinanceTable,
  expandedKeysToDepth,
  growthViewLabel,
  heatColor,
  statementTitle,
  unitCaption,
  visibleRows,
  type FinanceRow,
  type FinanceTableOptions,
} from '../financeView';
import { sampleGrowthResponse, sampleResponse } from './fixtures';

const defaults: FinanceTableOptions = { unit: 'billion', numberPeriodShow: 20 };

function find(rows: readonly FinanceRow[], key: string): FinanceRow {
  const all = visibleRows(rows, expandedKeysToDepth(rows, Number.POSITIVE_INFINITY));
  const row = all.find((candidate) => candidate.key === key);
  if (!row) throw new Error(`no row ${key}`);
  return row;
}

describe('buildFinanceTable: figures', () => {
  it('shows the newest period first, limited to the number of periods asked for', () => {
    const table = buildFinanceTable(sampleResponse(), { ...defaults, numberPeriodShow: 3 });
    expect(table.columns.map((column) => column.label)).toEqual(['Q2/2024', 'Q1/2024', 'Q4/2023']);
    expect(table.kind).toBe('value');
  });

  it('scales VND to billion, million and thousand dong with two decimals', () => {
    const cellIn = (unit: FinanceTableOptions['unit']) =>
      find(buildFinanceTable(sampleResponse(), { ...defaults, unit }).rows, 'TOTAL_ASSETS').cells['2024Q2'];
    expect(cellIn('billion')).toMatchObject({ text: '1,234.57', value: 1234.5678, negative: false });
    expect(cellIn('million')?.text).toBe('1,234,567.80');
    expect(cellIn('thousand')?.text).toBe('1,234,567,800.00');
  });

  it('leaves per-share items unscaled', () => {
    const table = buildFinanceTable(sampleResponse(), defaults);
    expect(find(table.rows, 'EPS_BASIC').cells['2024Q2']?.text).toBe('1,600.00');
  });

  it('shows a dash for a missing figure and flags negative ones', () => {
    const table = buildFinanceTable(sampleResponse(), defaults);
    expect(find(table.rows, 'CASH').cells['2023Q3']).toEqual({
      value: null,
      text: '-',
      negative: false,
      heat: null,
    });
    expect(find(table.rows, 'LOAN_PROVISION').cells['2024Q1']).toMatchObject({
      text: '-12.35',
      negative: true,
    });
  });

  it('keeps the template tree: depth, totals, children only where there are some', () => {
    const table = buildFinanceTable(sampleResponse(), defaults);
    expect(table.rows.map((row) => row.key)).toEqual(['TOTAL_ASSETS', 'EPS_BASIC']);
    expect(table.maxDepth).toBe(2);
    const loans = find(table.rows, 'LOANS_NET');
    expect(loans).toMatchObject({ depth: 1, isTotal: true });
    expect(loans.children?.map((row) => row.key)).toEqual(['LOANS', 'LOAN_PROVISION']);
    expect(find(table.rows, 'LOANS').children).toBeUndefined();
  });

  it('marks the periods a derived view cannot compute', () => {
    const table = buildFinanceTable(
      sampleResponse({ unavailable: { '2023Q4': 'Thiếu số liệu quý 1/2023' } }),
      defaults,
    );
    expect(table.columns.find((column) => column.key === '2023Q4')?.unavailable).toBe(
      'Thiếu số liệu quý 1/2023',
    );
  });
});

describe('buildFinanceTable: growth answers', () => {
  it('shows a YoY answer (the server compared each quarter with the same quarter a year earlier) as percents', () => {
    const table = buildFinanceTable(sampleGrowthResponse('yoy'), defaults);
    const total = find(table.rows, 'TOTAL_ASSETS');
    expect(table.kind).toBe('growth');
    expect(total.cells['2024Q1']).toMatchObject({ value: 0.5, text: '50.00%' });
    // 2023 quarters have no year-earlier figure: the answer says null.
    expect(total.cells['2023Q4']?.text).toBe('-');
  });

  it('flags a fall in a QoQ answer and shows a missing change as a dash', () => {
    const table = buildFinanceTable(sampleGrowthResponse('qoq'), defaults);
    const total = find(table.rows, 'TOTAL_ASSETS');
    expect(total.cells['2024Q2']?.value).toBeCloseTo(1234.5678 / 1500 - 1, 10);
    expect(total.cells['2024Q2']).toMatchObject({ text: '-17.70%', negative: true });
    const cash = find(table.rows, 'CASH');
    expect(cash.cells['2023Q3']?.text).toBe('-');
    expect(cash.cells['2023Q4']?.text).toBe('-');
  });

  it('shows figures, not percents, while the answer on screen is still a figures answer', () => {
    const table = buildFinanceTable(sampleResponse(), defaults);
    expect(table.kind).toBe('value');
    expect(find(table.rows, 'TOTAL_ASSETS').cells['2024Q2']?.text).toBe('1,234.57');
  });

  it('colours growth cells by heat', () => {
    const total = find(buildFinanceTable(sampleGrowthResponse('yoy'), defaults).rows, 'TOTAL_ASSETS');
    expect(total.cells['2024Q1']?.heat?.intensity).toBe(1);
    const values = find(buildFinanceTable(sampleResponse(), defaults).rows, 'TOTAL_ASSETS');
    expect(values.cells['2024Q1']?.heat).toBeNull();
  });
});

describe('heatColor', () => {
  it('reaches full intensity at the spec threshold (0.5 = a 50% change) either way', () => {
    expect(HEAT_COLOR_THRESHOLD).toBe(0.5);
    expect(heatColor(0.5)).toEqual({ intensity: 1, background: 'rgba(82, 196, 26, 0.45)' });
    expect(heatColor(2)?.intensity).toBe(1);
    expect(heatColor(-0.75)).toEqual({ intensity: 1, background: 'rgba(245, 34, 45, 0.45)' });
  });

  it('is proportional below the threshold', () => {
    expect(heatColor(0.25)).toEqual({ intensity: 0.5, background: 'rgba(82, 196, 26, 0.225)' });
    expect(heatColor(-0.05)?.intensity).toBeCloseTo(0.1, 10);
    expect(heatColor(0.1, 0.2)?.intensity).toBe(0.5);
  });

  it('has no colour for no change or no figure', () => {
    expect(heatColor(0)).toBeNull();
    expect(heatColor(null)).toBeNull();
    expect(heatColor(Number.NaN)).toBeNull();
  });
});

describe('search within items', () => {
  it('keeps the ancestors of a match, accent-insensitively, and only the matching branch', () => {
    const table = buildFinanceTable(sampleResponse(), { ...defaults, search: 'du phong' });
    expect(table.rows.map((row) => row.key)).toEqual(['TOTAL_ASSETS']);
    const total = table.rows[0]!;
    expect(total.children?.map((row) => row.key)).toEqual(['LOANS_NET']);
    expect(total.children?.[0]?.children?.map((row) => row.key)).toEqual(['LOAN_PROVISION']);
  });

  it('keeps the whole subtree of a matching row', () => {
    const table = buildFinanceTable(sampleResponse(), { ...defaults, search: 'Cho vay khách' });
    const loans = find(table.rows, 'LOANS_NET');
    expect(loans.children?.map((row) => row.key)).toEqual(['LOANS', 'LOAN_PROVISION']);
  });

  it('gives no rows when nothing matches', () => {
    expect(buildFinanceTable(sampleResponse(), { ...defaults, search: 'không có' }).rows).toEqual([]);
  });
});

describe('expansion by level', () => {
  const { rows } = buildFinanceTable(sampleResponse(), defaults);
  const keysAt = (depth: number) => visibleRows(rows, expandedKeysToDepth(rows, depth)).map((row) => row.key);

  it('opens rows down to the chosen level', () => {
    expect(expandedKeysToDepth(rows, 0)).toEqual([]);
    expect(keysAt(0)).toEqual(['TOTAL_ASSETS', 'EPS_BASIC']);
    expect(keysAt(1)).toEqual(['TOTAL_ASSETS', 'CASH', 'LOANS_NET', 'EPS_BASIC']);
    expect(keysAt(Number.POSITIVE_INFINITY)).toEqual([
      'TOTAL_ASSETS',
      'CASH',
      'LOANS_NET',
      'LOANS',
      'LOAN_PROVISION',
      'EPS_BASIC',
    ]);
  });

  it('hides the children of a closed row even when deeper rows are open', () => {
    expect(visibleRows(rows, ['LOANS_NET']).map((row) => row.key)).toEqual(['TOTAL_ASSETS', 'EPS_BASIC']);
  });
});

describe('captions', () => {
  it('names the unit, the growth view and the statement in Vietnamese', () => {
    expect(unitCaption('value', 'billion')).toBe('Đơn vị: Tỷ đồng');
    expect(unitCaption('growth', 'million')).toBe('Đơn vị: %');
    expect(growthViewLabel('yoy', 'quarter')).toBe('Tăng trưởng so với cùng kỳ');
    expect(growthViewLabel('qoq', 'quarter')).toBe('Tăng trưởng so với quý trước');
    expect(growthViewLabel('qoq', 'month')).toBe('Tăng trưởng so với tháng trước');
    expect(statementTitle('TRAILING', 'INCOME_STATEMENT')).toBe('Lũy kế 4 quý (Kết quả kinh doanh)');
    expect(statementTitle('BALANCE_SHEET', 'INCOME_STATEMENT')).toBe('Cân đối kế toán');
  });
});
