import type { NextApiHandler } from 'next';

/** API routes of top movers, foreign and proprietary flows, industry performance, by path (merged into API_ROUTES). */
export const MARKET_FLOWS_ROUTES: Readonly<Record<string, NextApiHandler>> = {};
