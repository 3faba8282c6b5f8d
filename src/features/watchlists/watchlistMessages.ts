import type { DescribedError } from '@/lib/httpErrors';

/** What the watchlist screens say when a call fails: the server's own sentence where it has one. */
export function watchlistErrorMessage(error: unknown): string {
  const described = error as Partial<DescribedError> | undefined;
  if (described?.kind === 'notFound') return 'Danh sách không còn tồn tại (có thể đã bị xóa ở nơi khác).';
  if (described?.kind === 'unauthorized') return 'Vui lòng đăng nhập để dùng thêm danh sách theo dõi.';
  return described?.message ?? 'Đã có lỗi xảy ra. Vui lòng thử lại.';
}

/** "FPT", "FPT, VNM" or "FPT, VNM và 3 mã khác". */
export function tickersText(tickers: readonly string[]): string {
  if (tickers.length <= 3) return tickers.join(', ');
  return `${tickers.slice(0, 2).join(', ')} và ${String(tickers.length - 2)} mã khác`;
}

/** A new list's suggested name: "Danh sách theo dõi", then "Danh sách 2", "Danh sách 3" ... */
export function suggestedListName(existing: readonly string[]): string {
  if (existing.length === 0) return 'Danh sách theo dõi';
  const taken = new Set(existing.map((name) => name.toLocaleLowerCase('vi')));
  for (let index = existing.length + 1; ; index += 1) {
    const name = `Danh sách ${String(index)}`;
    if (!taken.has(name.toLocaleLowerCase('vi'))) return name;
  }
}
