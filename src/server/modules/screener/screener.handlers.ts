import {
  savedScreenBody,
  savedScreenIdQuery,
  screenerExportQuery,
  screenerRunQuery,
  screenShareBody,
  sharedScreenQuery,
} from '@/common/contracts/screener';
import { investorLimitsOf } from '../../access/investorLimits';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { EXPORT_MIME, exportFileName, exportMatrix, toCsv, toXlsx } from './screener.export';
import { runScreener, screenAll, screenerOptions } from './screener.service';
import {
  createScreen,
  deleteScreen,
  listScreens,
  sharedScreen,
  shareScreen,
  updateScreen,
} from './screens.service';

// Access (docs/ACCESS.md "The investor's tools"): running a screen and reading a shared one are open
// to everyone, guests included; saving needs an account (INVESTOR_LIMITS savedScreens) and exporting
// a signed-in account (rows capped by INVESTOR_LIMITS exportRows).

/** GET /api/screener/run?c=&cols=&sort=&page=&pageSize= */
export const screenerRunRoute = defineRoute({
  GET: method({
    query: screenerRunQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => runScreener(getDb(), query),
  }),
});

/** GET /api/screener/options: the industries of the market by ICB level, and the facts' date. */
export const screenerOptionsRoute = defineRoute({
  GET: method({ encrypt: true, cache: true, handler: () => screenerOptions(getDb()) }),
});

/** GET /api/screener/export?c=&cols=&sort=&format=csv|xlsx: the file itself; 401 without an account. */
export const screenerExportRoute = defineRoute({
  GET: method({
    query: screenerExportQuery,
    auth: 'required',
    handler: async ({ res, query, user }) => {
      const cap = investorLimitsOf(user).exportRows;
      const result = await screenAll(getDb(), query.screen, cap);
      const matrix = exportMatrix({
        screen: query.screen,
        columns: result.columns,
        rows: result.rows,
        total: result.total,
        cap,
        asOf: result.facts.asOf,
      });
      const body = query.format === 'csv' ? Buffer.from(toCsv(matrix), 'utf8') : await toXlsx(matrix);
      res.statusCode = 200;
      res.setHeader('Content-Type', EXPORT_MIME[query.format]);
      res.setHeader('Content-Length', body.length);
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="${exportFileName(result.facts.asOf.session, query.format)}"`,
      );
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(body);
    },
  }),
});

/** GET (list) and POST (save) /api/screener/screens: the caller's saved screens. */
export const savedScreensRoute = defineRoute({
  GET: method({ auth: 'required', handler: ({ user }) => listScreens(getDb(), user) }),
  POST: method({
    auth: 'required',
    body: savedScreenBody,
    status: 201,
    handler: ({ user, body }) => createScreen(getDb(), user, body),
  }),
});

/** PUT (rename, change) and DELETE /api/screener/screens/[id]; another owner's id is 404. */
export const savedScreenRoute = defineRoute({
  PUT: method({
    auth: 'required',
    query: savedScreenIdQuery,
    body: savedScreenBody,
    handler: ({ user, query, body }) => updateScreen(getDb(), user, query.id, body),
  }),
  DELETE: method({
    auth: 'required',
    query: savedScreenIdQuery,
    handler: ({ user, query }) => deleteScreen(getDb(), user, query.id),
  }),
});

/** POST /api/screener/screens/[id]/share { enabled }: the share link on or off. */
export const savedScreenShareRoute = defineRoute({
  POST: method({
    auth: 'required',
    query: savedScreenIdQuery,
    body: screenShareBody,
    handler: ({ user, query, body }) => shareScreen(getDb(), user, query.id, body.enabled),
  }),
});

/** GET /api/screener/shared/[token]: a shared screen for anyone, logged out included. */
export const sharedScreenRoute = defineRoute({
  GET: method({
    auth: 'none',
    query: sharedScreenQuery,
    handler: ({ query }) => sharedScreen(getDb(), query.token),
  }),
});
