import type { NextApiHandler } from 'next';
import {
  chartSectionApplyRoute,
  chartSectionDuplicateRoute,
  chartSectionReorderRoute,
  chartSectionRoute,
  chartSectionShareRoute,
  chartSectionSharedRoute,
  stockTemplateRoute,
} from '../../modules/charts/charts.handlers';

/** The chart section API routes by path (merged into API_ROUTES; each also has its file under src/pages/api). */
export const CHARTS_ROUTES: Readonly<Record<string, NextApiHandler>> = {
  '/api/enterprise/chart-section': chartSectionRoute,
  '/api/enterprise/chart-section/duplicate': chartSectionDuplicateRoute,
  '/api/enterprise/chart-section/reorder': chartSectionReorderRoute,
  '/api/enterprise/chart-section/apply': chartSectionApplyRoute,
  '/api/enterprise/chart-section/share': chartSectionShareRoute,
  '/api/enterprise/chart-section/shared/[token]': chartSectionSharedRoute,
  '/api/enterprise/stock-template/[deviceId]': stockTemplateRoute,
};
