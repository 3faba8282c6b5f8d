import type { NextApiHandler } from 'next';

/** The portfolios routes of issue 32 (the investor's tools), merged into the one registry (apiRoutes.ts). */
export const PORTFOLIOS_ROUTES: Readonly<Record<string, NextApiHandler>> = {};
