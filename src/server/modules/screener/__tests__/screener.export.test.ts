import { columnHeader, exportMatrix, toCsv } from '../screener.export';

const AS_OF = {
  session: '2025-03-14',
  priceDate: '2025-03-14',
  sources: ['ssi'],
  builtAt: '2025-03-14T08:00:00Z',
};

describe('the screener export', () => {
  it('says the date, the criteria, the count and the plan’s cap, then one row per stock', () => {
    const matrix = exportMatrix({
      screen: {
        criteria: [
          { key: 'PE', min: null, max: 10 },
          { key: 'NEW_HIGH_52W', is: true },
        ],
        columns: [],
        sort: null,
      },
      columns: ['PE', 'NEW_HIGH_52W'],
      rows: [
        { ticker: 'AAA', name: '=cmd', exchange: 'HOSE', values: { PE: 8.5, NEW_HIGH_52W: 1 }, reasons: {} },
        {
          ticker: 'BBB',
          name: 'Bình, Bình',
          exchange: 'HNX',
          values: { PE: null, NEW_HIGH_52W: 0 },
          reasons: {},
        },
      ],
      total: 350,
      cap: 2,
      asOf: AS_OF,
    });
    expect(matrix.slice(0, 4)).toEqual([
      ['Bộ lọc cổ phiếu - dữ liệu phiên 2025-03-14, giá đóng cửa đến 2025-03-14, nguồn ssi'],
      ['Tiêu chí: PE~~10, NEW_HIGH_52W~1'],
      ['2 / 350 mã (giới hạn xuất của gói: 2 dòng)'],
      ['Mã', 'Tên', 'Sàn', 'P/E (lần)', 'Lập đỉnh 52 tuần'],
    ]);
    const csv = toCsv(matrix);
    // Formula guard, quoting, missing figures and flags in words.
    expect(csv).toContain("AAA,'=cmd,HOSE,8.5,Có\r\n");
    expect(csv).toContain('BBB,"Bình, Bình",HNX,-,Không\r\n');
    expect(columnHeader('MARKET_CAP')).toBe('Vốn hóa (tỷ đồng)');
  });
});
