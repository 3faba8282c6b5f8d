import { priceHistoryExportQuery, priceHistoryQuery } from '@/common/contracts/priceHistory';
import { requireAccess } from '../../access/guards';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { EXPORT_MIME, exportFileName, exportMatrix, toCsv, toXlsx } from './priceHistory.export';
import { getPriceHistory, getPriceHistoryRange } from './priceHistory.service';

// Reading the price history is public (ENTERPRISE_OVERVIEW_ALL); exporting it needs a signed-in
// account, any plan (docs/ACCESS.md).

/** GET /api/enterprise/price-history?ticket=&from=&to=&page=&pageSize= */
export const priceHistoryRoute = defineRoute({
  GET: method({
    query: priceHistoryQuery,
    encrypt: true,
    cache: true,
    guards: [requireAccess('ENTERPRISE_OVERVIEW_ALL')],
    handler: ({ query }) => getPriceHistory(getDb(), query),
  }),
});

/**
 * GET /api/enterprise/price-history/export?ticket=&from=&to=&format=csv|xlsx: the file itself (not
 * JSON), 401 without a bearer token. The browser fetches it through the app's http client (which
 * sends the token) and hands the bytes to the user as a download.
 */
export const priceHistoryExportRoute = defineRoute({
  GET: method({
    query: priceHistoryExportQuery,
    auth: 'required',
    guards: [requireAccess('ENTERPRISE_OVERVIEW_ALL')],
    handler: async ({ res, query }) => {
      const history = await getPriceHistoryRange(getDb(), query);
      const matrix = exportMatrix({ ...history, from: query.from, to: query.to });
      const body = query.format === 'csv' ? Buffer.from(toCsv(matrix), 'utf8') : await toXlsx(matrix);
      res.statusCode = 200;
      res.setHeader('Content-Type', EXPORT_MIME[query.format]);
      res.setHeader('Content-Length', body.length);
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="${exportFileName({ ticker: history.ticker, from: query.from, to: query.to }, query.format)}"`,
      );
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(body);
    },
  }),
});
