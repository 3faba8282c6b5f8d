import type { NextApiHandler } from 'next';

/** The payments API routes by path (merged into API_ROUTES; each also has its file under src/pages/api). */
export const PAYMENTS_ROUTES: Readonly<Record<string, NextApiHandler>> = {};
