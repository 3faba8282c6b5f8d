import type { NextApiHandler } from 'next';
import {
  companyEventsRoute,
  dividendHistoryRoute,
  marketEventsRoute,
} from '../../modules/corporateEvents/corporateEvents.handlers';

/** API routes of the corporate events calendar and dividend history, by path (merged into API_ROUTES). */
export const CORPORATE_EVENTS_ROUTES: Readonly<Record<string, NextApiHandler>> = {
  '/api/market/events': marketEventsRoute,
  '/api/enterprise/events': companyEventsRoute,
  '/api/enterprise/dividends': dividendHistoryRoute,
};
