import type { NextApiHandler } from 'next';

/** The screener routes of issue 32 (the investor's tools), merged into the one registry (apiRoutes.ts). */
export const SCREENER_ROUTES: Readonly<Record<string, NextApiHandler>> = {};
