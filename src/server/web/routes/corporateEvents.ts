import type { NextApiHandler } from 'next';

/** API routes of the corporate events calendar and dividend history, by path (merged into API_ROUTES). */
export const CORPORATE_EVENTS_ROUTES: Readonly<Record<string, NextApiHandler>> = {};
