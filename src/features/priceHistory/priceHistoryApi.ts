import { api } from '@/application/api';
import type { PriceExportFormat, PriceHistoryResponse } from '@/common/contracts/priceHistory';
import { tickerToWire } from '@/common/contracts/wireNames';
import { downloadBlob } from '@/lib/download';
import { http } from '@/lib/http';

export interface PriceHistoryArgs {
  ticker: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** The price history table's pages (src/server/modules/priceHistory). */
export const priceHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPriceHistory: build.query<PriceHistoryResponse, PriceHistoryArgs>({
      query: (args) => ({ url: '/enterprise/price-history', params: tickerToWire(args), silent: true }),
    }),
  }),
});

export const { useGetPriceHistoryQuery } = priceHistoryApi;

const MIME: Record<PriceExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** FPT_lich-su-gia_2024-01-01_2024-12-31.xlsx, as the server names it. */
export function exportFileName(
  args: { ticker: string; from?: string; to?: string },
  format: PriceExportFormat,
): string {
  return `${[args.ticker, 'lich-su-gia', args.from, args.to].filter(Boolean).join('_')}.${format}`;
}

/**
 * Downloads the filtered range as CSV or Excel: the server builds the file for a signed-in caller
 * (the http client sends the token; errors are toasted by it) and the browser saves the bytes.
 */
export async function downloadPriceHistory(
  args: { ticker: string; from?: string; to?: string },
  format: PriceExportFormat,
): Promise<void> {
  const response = await http.request<Blob>({
    url: '/enterprise/price-history/export',
    params: tickerToWire({ ...args, format }),
    responseType: 'blob',
  });
  downloadBlob(response.data, MIME[format], exportFileName(args, format));
}
