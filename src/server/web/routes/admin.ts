import type { NextApiHandler } from 'next';

/** The admin API routes by path (merged into API_ROUTES; each also has its file under src/pages/api). */
export const ADMIN_ROUTES: Readonly<Record<string, NextApiHandler>> = {};
