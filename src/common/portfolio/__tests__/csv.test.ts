import { parsePortfolioCsv } from '../csv';

describe('portfolio CSV', () => {
  it('reads a Vietnamese header with diacritics and Vietnamese kinds', () => {
    const parsed = parsePortfolioCsv(
      'Ngày;Loại;Mã;Số lượng;Giá;Số tiền;Phí;Thuế;Ghi chú\n2025-01-02;Nạp tiền;;;;1000000;;;"lương, thưởng"\n\n2025-01-03;mua;aaa;100;20000;;;;\n',
    );
    expect(parsed).toEqual({
      ok: true,
      records: [
        { row: 2, values: { date: '2025-01-02', kind: 'deposit', amount: '1000000', note: 'lương, thưởng' } },
        {
          row: 4,
          values: { date: '2025-01-03', kind: 'buy', ticker: 'aaa', quantity: '100', price: '20000' },
        },
      ],
    });
  });

  it('reads an English header', () => {
    const parsed = parsePortfolioCsv('date,kind,ticker,quantity,price\n2025-01-03,sell,AAA,10,21000');
    expect(parsed.ok && parsed.records[0]?.values).toEqual({
      date: '2025-01-03',
      kind: 'sell',
      ticker: 'AAA',
      quantity: '10',
      price: '21000',
    });
  });

  it('names unknown header columns', () => {
    const parsed = parsePortfolioCsv('ngay,loai,gia_von\n2025-01-03,mua,1');
    expect(parsed).toEqual({ ok: false, message: expect.stringContaining('gia_von') as string });
  });
});
