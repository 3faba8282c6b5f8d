import {
  defaultSectionsQuery,
  financeChartOneQuery,
  financeChartQuery,
  financeChipQuery,
} from '@/common/contracts/financeChart';
import { requireAccess } from '../../access/guards';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { loadChartSeries, loadOneChartSeries } from './metrics/chartData.service';
import { getDefaultSections, getFinanceChips } from './metrics/chips.service';

// Chart data answer in the hashCode envelope like every market-data route (docs/API.md), cached per
// query and access. Rules (docs/ACCESS.md): chips and default sections are open; one metric for the
// financial chart needs FINANCIAL_CHART; the figures of a dashboard chart follow the statement and
// ratio period limits (FINANCE_REPORT_ALL, FINANCE_NUMERAL_ALL).

export const financeChipRoute = defineRoute({
  GET: method({
    query: financeChipQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getFinanceChips(getDb(), query.ticket),
  }),
});

export const financeChartOneRoute = defineRoute({
  GET: method({
    query: financeChartOneQuery,
    encrypt: true,
    cache: true,
    guards: [requireAccess('FINANCIAL_CHART')],
    handler: ({ query, user }) =>
      loadOneChartSeries(getDb(), user, {
        ticker: query.ticket,
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
        ticker: query.ticket,
        periodType: query.period,
        keys: query.metrics,
        clampPeriods: true,
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
