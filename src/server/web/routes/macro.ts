import type { NextApiHandler } from 'next';
import {
  commercialBankRoute,
  macroDataRoute,
  macroLabelRoute,
  macroLabelV2Route,
  macroMenuCustomRoute,
  macroMenuRoute,
  macroReleaseCalendarRoute,
  macroSamePeriodRoute,
  metricDataRoute,
} from '../../modules/macro/macro.handlers';

/** The macro API routes by path (merged into API_ROUTES). */
export const MACRO_ROUTES: Readonly<Record<string, NextApiHandler>> = {
  '/api/macro/menu-macro': macroMenuRoute,
  '/api/macro/menu-macro-custom': macroMenuCustomRoute,
  '/api/macro/get-label': macroLabelRoute,
  '/api/macro/get-label-v2': macroLabelV2Route,
  '/api/macro/get-data': macroDataRoute,
  '/api/macro/get-data-same-period': macroSamePeriodRoute,
  '/api/macro/metric-data': metricDataRoute,
  '/api/macro/metric-data-custom-chart': metricDataRoute,
  '/api/macro/ticket/commercial-bank': commercialBankRoute,
  '/api/macro/release-calendar': macroReleaseCalendarRoute,
};
