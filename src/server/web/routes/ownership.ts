import type { NextApiHandler } from 'next';

/** API routes of ownership (structure, major shareholders, insider deals, foreign room) and the price history, by path (merged into API_ROUTES). */
export const OWNERSHIP_ROUTES: Readonly<Record<string, NextApiHandler>> = {};
