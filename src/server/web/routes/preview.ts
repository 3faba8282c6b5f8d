import type { NextApiHandler } from 'next';
import {
  companyPreviewRoute,
  macroPreviewRoute,
  sitePreviewRoute,
} from '../../modules/preview/preview.handlers';

/**
 * The link-preview images (og:image) by path (merged into API_ROUTES): `[file]` is `FPT.png` or
 * `gdp-nominal.png`, the name of the page's ticker or indicator with the image's extension.
 */
export const PREVIEW_ROUTES: Readonly<Record<string, NextApiHandler>> = {
  '/api/og/site.png': sitePreviewRoute,
  '/api/og/company/[file]': companyPreviewRoute,
  '/api/og/macro/[group]/[file]': macroPreviewRoute,
};
