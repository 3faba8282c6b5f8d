import { z } from 'zod';
import {
  macroDataQuery,
  macroLabelQuery,
  macroLabelV2Query,
  macroMenuQuery,
  macroReleaseCalendarQuery,
  macroSamePeriodQuery,
  metricDataQuery,
} from '@/common/contracts/macro';
import { roleOfUser } from '../../access/accessContext';
import { routeGuard } from '../../access/guards';
import { viewerOf, type CookieRequest } from '../../access/viewer';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { getCommercialBanks } from './commercialBank.service';
import { loadMenu } from './macro.cache';
import { getMacroLabel, getMacroLabelByTable } from './macro.labels.service';
import { ALL_FAMILIES, getMacroMenu, VN_FAMILIES } from './macro.menu.service';
import { getMetricData, getSamePeriodData } from './macro.metric.service';
import { getMacroData } from './macro.table.service';
import { getReleaseCalendar } from './releaseCalendar.service';

// Macro data answer in the hashCode envelope like every market-data route (docs/API.md), cached per
// query and access. The menu and the labels are open (the menu marks what the caller's plan locks);
// the figures of a locked indicator answer 403 PLAN_REQUIRED (its group's MACRO_*_FREE or _ALL code,
// COMMODITY_* for commodities; docs/ACCESS.md).

function menuRoute(families: readonly string[], specOnly: boolean) {
  return defineRoute({
    GET: method({
      query: macroMenuQuery,
      encrypt: true,
      cache: true,
      handler: ({ query, user }) =>
        getMacroMenu(getDb(), roleOfUser(user), { families, specOnly, isSamePeriod: query.isSamePeriod }),
    }),
  });
}

/** The spec's ten Vietnamese groups exactly; the custom chart's menu has every group and line. */
export const macroMenuRoute = menuRoute(VN_FAMILIES, true);
export const macroMenuCustomRoute = menuRoute(ALL_FAMILIES, false);

/**
 * The custom menu as the signed-in reader of a server-rendered page sees it (what the route answers),
 * kept per plan like the route's cached answers.
 */
export function macroMenuCustomSource(req: CookieRequest | undefined) {
  return async () => {
    const role = roleOfUser(await viewerOf(req));
    return loadMenu(`custom:${role}`, () =>
      getMacroMenu(getDb(), role, { families: ALL_FAMILIES, isSamePeriod: false }),
    );
  };
}

export const macroLabelRoute = defineRoute({
  GET: method({
    query: macroLabelQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getMacroLabel(getDb(), query.macroName),
  }),
});

export const macroLabelV2Route = defineRoute({
  GET: method({
    query: macroLabelV2Query,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getMacroLabelByTable(getDb(), query.dimTable),
  }),
});

export const macroDataRoute = defineRoute({
  GET: method({
    query: macroDataQuery,
    encrypt: true,
    cache: true,
    handler: ({ query, user }) => getMacroData(getDb(), user, query),
  }),
});

export const macroSamePeriodRoute = defineRoute({
  GET: method({
    query: macroSamePeriodQuery,
    encrypt: true,
    cache: true,
    handler: ({ query, user }) => getSamePeriodData(getDb(), user, query),
  }),
});

/** metric-data and metric-data-custom-chart: one contract, one handler. */
export const metricDataRoute = defineRoute({
  GET: method({
    query: metricDataQuery,
    encrypt: true,
    cache: true,
    handler: ({ query, user }) => getMetricData(getDb(), user, query),
  }),
});

/** No parameters (unknown ones are dropped, so they cannot multiply the cached answers). */
const noQuery = z.object({});

/** The banks side by side: the bank industry's deep data (DEEP_DATA_BANK, docs/ACCESS.md). */
export const commercialBankRoute = defineRoute({
  GET: method({
    query: noQuery,
    guards: [routeGuard('/api/macro/ticket/commercial-bank')],
    encrypt: true,
    cache: true,
    handler: () => getCommercialBanks(getDb()),
  }),
});

/**
 * The release calendar of /macro (issue 33): open to everyone; a card of an indicator the caller's
 * plan does not open carries no figure (locked), like the menu.
 */
export const macroReleaseCalendarRoute = defineRoute({
  GET: method({
    query: macroReleaseCalendarQuery,
    encrypt: true,
    cache: true,
    handler: ({ user }) => getReleaseCalendar(getDb(), roleOfUser(user)),
  }),
});

/** The release calendar as the reader of the server-rendered /macro sees it (what the route answers). */
export function releaseCalendarSource(req: CookieRequest | undefined) {
  return async () => {
    const role = roleOfUser(await viewerOf(req));
    return loadMenu(`release-calendar:${role}`, () => getReleaseCalendar(getDb(), role));
  };
}
