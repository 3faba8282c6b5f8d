import type { NextApiHandler } from 'next';
import {
  chartSectionApplyRoute,
  chartSectionDuplicateRoute,
  chartSectionReorderRoute,
  chartSectionRoute,
  chartSectionShareRoute,
  chartSectionSharedRoute,
  chartTemplateCopyRoute,
  stockTemplateRoute,
} from '../../modules/charts/charts.handlers';
import {
  defaultSectionsRoute,
  financeChartOneRoute,
  financeChartRoute,
  financeChipRoute,
} from '../../modules/charts/chartData.handlers';

/** The chart data and chart section API routes by path (merged into API_ROUTES). */
export const CHARTS_ROUTES: Readonly<Record<string, NextApiHandler>> = {
  '/api/enterprise/chart-section': chartSectionRoute,
  '/api/enterprise/chart-section/duplicate': chartSectionDuplicateRoute,
  '/api/enterprise/chart-section/reorder': chartSectionReorderRoute,
  '/api/enterprise/chart-section/apply': chartSectionApplyRoute,
  '/api/enterprise/chart-section/share': chartSectionShareRoute,
  '/api/enterprise/chart-section/shared/[token]': chartSectionSharedRoute,
  '/api/enterprise/stock-template/[deviceId]': stockTemplateRoute,
  '/api/enterprise/chart-section/default': defaultSectionsRoute,
  '/api/enterprise/chart-section/default/copy': chartTemplateCopyRoute,
  '/api/enterprise/v2/finance-chip': financeChipRoute,
  '/api/enterprise/v2/finance-chart': financeChartOneRoute,
  '/api/enterprise/finance-chart': financeChartRoute,
};
