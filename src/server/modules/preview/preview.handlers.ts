import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { getDb } from '../../db/client';
import { notFound } from '../../core/errors';
import { defineRoute, method } from '../../http/handler';
import { companyCard, macroCard, siteCard, type CardNode } from './preview.cards';
import { getCompanySnapshot, getMacroSnapshot, indicatorOfAddress } from './preview.data';
import { renderPreview } from './preview.render';

/**
 * GET /api/og/... : the link previews (og:image) of the site, a company and a macro indicator, as
 * 1200x630 PNGs. Public (crawlers of Facebook and Zalo send no token). Browsers and the previewers'
 * caches keep an image a few minutes and revalidate by ETag; figures change only with imports.
 */

export const PREVIEW_MAX_AGE_SECONDS = 600;

const pngFile = (pattern: RegExp) =>
  z
    .string()
    .regex(pattern, 'Tên ảnh không hợp lệ.')
    .transform((file) => file.slice(0, -'.png'.length));

const companyQuery = z.object({ file: pngFile(/^[A-Za-z0-9]{1,10}\.png$/) });
const macroQuery = z.object({
  group: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Nhóm chỉ tiêu không hợp lệ.'),
  file: pngFile(/^[a-z0-9-]{1,80}\.png$/),
});

async function sendCard(req: NextApiRequest, res: NextApiResponse, card: CardNode): Promise<void> {
  const { png, etag } = await renderPreview(card);
  res.setHeader(
    'Cache-Control',
    `public, max-age=${String(PREVIEW_MAX_AGE_SECONDS)}, stale-while-revalidate=86400`,
  );
  res.setHeader('ETag', etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'image/png');
  res.setHeader('Content-Length', png.length);
  res.end(png);
}

export const sitePreviewRoute = defineRoute({
  GET: method({
    auth: 'none',
    handler: ({ req, res }) => sendCard(req, res, siteCard()),
  }),
});

export const companyPreviewRoute = defineRoute({
  GET: method({
    auth: 'none',
    query: companyQuery,
    handler: async ({ req, res, query }) => {
      const ticker = query.file.toUpperCase();
      const company = await getCompanySnapshot(getDb(), ticker);
      if (!company) throw notFound(`Không tìm thấy mã chứng khoán ${ticker}.`);
      await sendCard(req, res, companyCard(company));
    },
  }),
});

export const macroPreviewRoute = defineRoute({
  GET: method({
    auth: 'none',
    query: macroQuery,
    handler: async ({ req, res, query }) => {
      const ref = indicatorOfAddress(query.group, query.file);
      const macro = ref ? await getMacroSnapshot(getDb(), ref) : null;
      if (!macro) throw notFound('Không tìm thấy chỉ tiêu vĩ mô.');
      await sendCard(req, res, macroCard(macro));
    },
  }),
});
