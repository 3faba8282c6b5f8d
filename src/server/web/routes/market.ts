import type { NextApiHandler } from 'next';

/** API routes of the market overview (indices, breadth, contribution, heatmap), by path (merged into API_ROUTES). */
export const MARKET_ROUTES: Readonly<Record<string, NextApiHandler>> = {};
