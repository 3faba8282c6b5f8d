import type { NextApiRequest, NextApiResponse } from 'next';
import {
  CHART_MESSAGES,
  chartSectionApplyBody,
  chartSectionCreateBody,
  chartSectionDuplicateBody,
  chartSectionIdQuery,
  chartSectionListQuery,
  chartSectionReorderBody,
  chartSectionShareBody,
  chartSectionSharedQuery,
  chartSectionUpdateBody,
  stockTemplateQuery,
  stockTemplateReplaceBody,
  stockTemplateSectionBody,
} from '@/common/contracts/charts';
import { getDb } from '../../db/client';
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import { defineRoute, method } from '../../http/handler';
import { metricOwnerKey, readDeviceId } from '../ratios/ratios.handlers';
import {
  addDeviceTemplateSection,
  applyChartSection,
  assertChartWrite,
  createChartSection,
  deleteChartSection,
  deviceSectionOwnerKey,
  duplicateChartSection,
  getSharedChartSection,
  listChartSections,
  listDeviceTemplate,
  reorderChartSections,
  replaceDeviceTemplate,
  shareChartSection,
  updateChartSection,
  userOwnerKey,
} from './charts.service';

/**
 * Whose sections these are: `user:<id>` with a valid bearer token, else `device:<deviceId cookie>`
 * (null without either). Creating one may set a new deviceId cookie for a cookieless browser.
 */
function ownerKeyOf(req: NextApiRequest, user: AuthUser | null): string | null {
  if (user) return userOwnerKey(user.id);
  const deviceId = readDeviceId(req);
  return deviceId ? deviceSectionOwnerKey(deviceId) : null;
}

function ownerKeyForWrite(req: NextApiRequest, res: NextApiResponse, user: AuthUser | null): string {
  const key = ownerKeyOf(req, user) ?? metricOwnerKey(req, res, true);
  if (!key) throw new AppError('INTERNAL');
  return key;
}

/** /api/enterprise/chart-section: the caller's sections of a ticker (answers `{ data }`, never cached). */
export const chartSectionRoute = defineRoute({
  GET: method({
    query: chartSectionListQuery,
    handler: ({ req, user, query }) => listChartSections(getDb(), ownerKeyOf(req, user), query.symbol),
  }),
  POST: method({
    body: chartSectionCreateBody,
    status: 201,
    handler: ({ req, res, user, body }) => {
      assertChartWrite(user, body.config);
      return createChartSection(getDb(), user, ownerKeyForWrite(req, res, user), body);
    },
  }),
  PUT: method({
    body: chartSectionUpdateBody,
    handler: ({ req, user, body }) => updateChartSection(getDb(), user, ownerKeyOf(req, user), body),
  }),
  DELETE: method({
    query: chartSectionIdQuery,
    handler: async ({ req, user, query }) => {
      await deleteChartSection(getDb(), ownerKeyOf(req, user), query.sectionId);
      return { sectionId: query.sectionId };
    },
  }),
});

export const chartSectionDuplicateRoute = defineRoute({
  POST: method({
    body: chartSectionDuplicateBody,
    status: 201,
    handler: ({ req, user, body }) => duplicateChartSection(getDb(), user, ownerKeyOf(req, user), body),
  }),
});

export const chartSectionReorderRoute = defineRoute({
  POST: method({
    body: chartSectionReorderBody,
    handler: ({ req, user, body }) => {
      assertChartWrite(user);
      return reorderChartSections(getDb(), ownerKeyOf(req, user), body);
    },
  }),
});

export const chartSectionApplyRoute = defineRoute({
  POST: method({
    body: chartSectionApplyBody,
    status: 201,
    handler: ({ req, user, body }) => applyChartSection(getDb(), user, ownerKeyOf(req, user), body),
  }),
});

export const chartSectionShareRoute = defineRoute({
  POST: method({
    body: chartSectionShareBody,
    handler: ({ req, user, body }) => shareChartSection(getDb(), ownerKeyOf(req, user), body),
  }),
});

/** A shared section, read-only, for anyone holding the link. */
export const chartSectionSharedRoute = defineRoute({
  GET: method({
    auth: 'none',
    query: chartSectionSharedQuery,
    handler: ({ query }) => getSharedChartSection(getDb(), query.token),
  }),
});

/** The [deviceId] of the path must be the caller's deviceId cookie. */
function assertOwnDevice(req: NextApiRequest, deviceId: string): void {
  if (readDeviceId(req) !== deviceId) throw new AppError('FORBIDDEN', CHART_MESSAGES.deviceMismatch);
}

/** /api/enterprise/stock-template/[deviceId]?symbol=: the device's own sections of a ticker. */
export const stockTemplateRoute = defineRoute({
  GET: method({
    query: stockTemplateQuery,
    handler: ({ req, query }) => {
      assertOwnDevice(req, query.deviceId);
      return listDeviceTemplate(getDb(), query.deviceId, query.symbol);
    },
  }),
  PUT: method({
    query: stockTemplateQuery,
    body: stockTemplateReplaceBody,
    handler: ({ req, user, query, body }) => {
      assertOwnDevice(req, query.deviceId);
      return replaceDeviceTemplate(getDb(), user, query.deviceId, query.symbol, body);
    },
  }),
  POST: method({
    query: stockTemplateQuery,
    body: stockTemplateSectionBody,
    status: 201,
    handler: ({ req, user, query, body }) => {
      assertOwnDevice(req, query.deviceId);
      return addDeviceTemplateSection(getDb(), user, query.deviceId, query.symbol, body);
    },
  }),
});
