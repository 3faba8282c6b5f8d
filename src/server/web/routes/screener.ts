import type { NextApiHandler } from 'next';
import {
  savedScreenRoute,
  savedScreenShareRoute,
  savedScreensRoute,
  screenerExportRoute,
  screenerOptionsRoute,
  screenerRunRoute,
  sharedScreenRoute,
} from '../../modules/screener/screener.handlers';

/** The screener routes of issue 32 (the investor's tools), merged into the one registry (apiRoutes.ts). */
export const SCREENER_ROUTES: Readonly<Record<string, NextApiHandler>> = {
  '/api/screener/run': screenerRunRoute,
  '/api/screener/options': screenerOptionsRoute,
  '/api/screener/export': screenerExportRoute,
  '/api/screener/screens': savedScreensRoute,
  '/api/screener/screens/[id]': savedScreenRoute,
  '/api/screener/screens/[id]/share': savedScreenShareRoute,
  '/api/screener/shared/[token]': sharedScreenRoute,
};
