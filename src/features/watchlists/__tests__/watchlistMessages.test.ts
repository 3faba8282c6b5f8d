import type { WatchlistBoardRow } from '@/common/contracts/watchlists';
import { compareBy } from '../components/boardColumns';
import { suggestedListName, tickersText, watchlistErrorMessage } from '../watchlistMessages';

describe('watchlist wording', () => {
  it('names a new list after the ones there are', () => {
    expect(suggestedListName([])).toBe('Danh sách theo dõi');
    expect(suggestedListName(['Ngân hàng'])).toBe('Danh sách 2');
    expect(suggestedListName(['Ngân hàng', 'danh sách 3', 'X'])).toBe('Danh sách 4');
  });

  it('writes the tickers of an add, shortening long selections', () => {
    expect(tickersText(['FPT'])).toBe('FPT');
    expect(tickersText(['FPT', 'VNM', 'HPG'])).toBe('FPT, VNM, HPG');
    expect(tickersText(['FPT', 'VNM', 'HPG', 'MWG', 'VCB'])).toBe('FPT, VNM và 3 mã khác');
  });

  it('keeps the server’s sentence and words a missing list its own way', () => {
    expect(watchlistErrorMessage({ kind: 'conflict', message: 'FPT đã có trong danh sách “A”.' })).toBe(
      'FPT đã có trong danh sách “A”.',
    );
    expect(watchlistErrorMessage({ kind: 'notFound', message: 'Không tìm thấy dữ liệu yêu cầu.' })).toBe(
      'Danh sách không còn tồn tại (có thể đã bị xóa ở nơi khác).',
    );
    expect(watchlistErrorMessage(undefined)).toBe('Đã có lỗi xảy ra. Vui lòng thử lại.');
  });
});

describe('board sorting', () => {
  const rows = [{ price: 3 }, { price: null }, { price: 1 }, { price: 2 }] as unknown as WatchlistBoardRow[];
  const byPrice = compareBy((row) => row.price);

  it('puts unknown values last whichever way the column is sorted', () => {
    // antd reverses the comparator's result for 'descend'; the null must still end last.
    const ascending = [...rows].sort((a, b) => byPrice(a, b, 'ascend')).map((row) => row.price);
    expect(ascending).toEqual([1, 2, 3, null]);
    const descending = [...rows].sort((a, b) => -byPrice(a, b, 'descend')).map((row) => row.price);
    expect(descending).toEqual([3, 2, 1, null]);
  });
});
