import type { NextApiHandler } from 'next';

/** The alerts routes of issue 32 (the investor's tools), merged into the one registry (apiRoutes.ts). */
export const ALERTS_ROUTES: Readonly<Record<string, NextApiHandler>> = {};
