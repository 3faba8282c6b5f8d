import {
  defaultSectionsQuery,
  financeChartOneQuery,
  financeChartQuery,
  financeChipQuery,
} from '@/common/contracts/financeChart';
import { routeGuard } from '../../access/guards';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { loadChartSeries, loadOneChartSeries } from './metrics/chartData.service';
import { getDefaultSections, getFinanceChips } from './metrics/chips.service';

// Chart data answer in the hashCode envelope like every market-data route (docs/API.md), cached per
// query and access. Rules (docs/ACCESS.md): chips and default sections are open; one metric for the
// financial chart needs FINANCIAL_CHART; the figures of every chart follow the statement and ratio
// period limits (FINANCE_REPORT_ALL, FINANCE_NUMERAL_ALL), as the tables do.

export const financeChipRoute = defineRoute({
  GET: method({
    query: financeChipQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getFinanceChips(getDb(), query.ticker),
  }),
});

export const financeChartOneRoute = defineRoute({
  GET: method({
    query: financeChartOneQuery,
    encrypt: true,
    cache: true,
    guards: [routeGuard('/api/enterprise/v2/finance-chart')],
    handler: ({ query, user }) =>
      loadOneChartSeries(getDb(), user, {
        ticker: query.ticker,
        periodType: query.period,
        key: query.accountId,
      }),
  }),
});

export const financeChartRoute = defineRoute({
  GET: method({
    query: financeChartQuery,
    encrypt: true,
    cache: true,
    handler: ({ query, user }) =>
      loadChartSeries(getDb(), user, {
        ticker: query.ticker,
        periodType: query.period,
        keys: query.metrics,
      }),
  }),
});

export const defaultSectionsRoute = defineRoute({
  GET: method({
    query: defaultSectionsQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getDefaultSections(getDb(), query.symbol),
  }),
});
