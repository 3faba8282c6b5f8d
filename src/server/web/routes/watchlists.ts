import type { NextApiHandler } from 'next';

/** The watchlists routes of issue 32 (the investor's tools), merged into the one registry (apiRoutes.ts). */
export const WATCHLISTS_ROUTES: Readonly<Record<string, NextApiHandler>> = {};
