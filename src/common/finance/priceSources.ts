/** How pages name the source of a price row (daily_prices.source). */
export const PRICE_SOURCE_LABELS: Record<string, string> = {
  ssi: 'SSI FastConnect Data',
  demo: 'Dữ liệu minh họa (demo)',
  'ohlcv-csv': 'Tệp giá OHLCV (CSV)',
};

export function priceSourceLabel(source: string): string {
  return PRICE_SOURCE_LABELS[source] ?? source;
}
