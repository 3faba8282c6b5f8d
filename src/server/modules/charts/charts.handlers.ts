import { personalOwnerForRead, personalOwnerForWrite, type PersonalRows } from '../../auth/personalOwner';
import type { NextApiRequest, NextApiResponse } from 'next';
import {
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
import { chartTemplateCopyBody } from '@/common/contracts/chartTemplateCopy';
import { deviceOwnerForRead, deviceOwnerForWrite } from '../../auth/deviceToken';
import { getDb } from '../../db/client';
import type { AuthUser } from '../../core/authUser';
import { AppError } from '../../core/errors';
import { defineRoute, method } from '../../http/handler';
import {
  applyChartSection,
  assertChartWrite,
  createChartSection,
  deleteChartSection,
  duplicateChartSection,
  getSharedChartSection,
  listChartSections,
  reorderChartSections,
  shareChartSection,
  userOwnerKey,
} from './charts.service';
import { updateChartSection } from './sectionUpdate.service';
import {
  addDeviceTemplateSection,
  listDeviceTemplate,
  moveDeviceSectionsToUser,
  replaceDeviceTemplate,
} from './deviceSections.service';
import { copyDefaultSection } from './templateCopy.service';

/** Chart sections are owned per account or per device (src/server/auth/personalOwner.ts). */
const SECTION_ROWS: PersonalRows = { userKey: userOwnerKey, moveDeviceRowsToUser: moveDeviceSectionsToUser };

function ownerForRead(req: NextApiRequest, user: AuthUser | null): Promise<string | null> {
  return personalOwnerForRead(getDb(), SECTION_ROWS, req, user);
}

function ownerForWrite(
  req: NextApiRequest,
  res: NextApiResponse,
  user: AuthUser | null,
  creating: boolean,
): Promise<string | null> {
  return personalOwnerForWrite(getDb(), SECTION_ROWS, req, res, user, creating);
}

async function ownerForCreate(req: NextApiRequest, res: NextApiResponse, user: AuthUser | null) {
  const ownerKey = await ownerForWrite(req, res, user, true);
  if (!ownerKey) throw new AppError('INTERNAL');
  return ownerKey;
}

/** /api/enterprise/chart-section: the caller's sections of a ticker (answers `{ data }`, never cached). */
export const chartSectionRoute = defineRoute({
  GET: method({
    query: chartSectionListQuery,
    handler: async ({ req, user, query }) =>
      listChartSections(getDb(), await ownerForRead(req, user), query.symbol),
  }),
  POST: method({
    body: chartSectionCreateBody,
    status: 201,
    handler: async ({ req, res, user, body }) => {
      assertChartWrite(user, body.config);
      return createChartSection(getDb(), user, await ownerForCreate(req, res, user), body);
    },
  }),
  PUT: method({
    body: chartSectionUpdateBody,
    handler: async ({ req, res, user, body }) =>
      updateChartSection(getDb(), user, await ownerForWrite(req, res, user, false), body),
  }),
  DELETE: method({
    query: chartSectionIdQuery,
    handler: async ({ req, res, user, query }) => {
      await deleteChartSection(getDb(), await ownerForWrite(req, res, user, false), query.sectionId);
      return { sectionId: query.sectionId };
    },
  }),
});

export const chartSectionDuplicateRoute = defineRoute({
  POST: method({
    body: chartSectionDuplicateBody,
    status: 201,
    handler: async ({ req, res, user, body }) =>
      duplicateChartSection(getDb(), user, await ownerForWrite(req, res, user, false), body),
  }),
});

export const chartSectionReorderRoute = defineRoute({
  POST: method({
    body: chartSectionReorderBody,
    handler: async ({ req, res, user, body }) => {
      assertChartWrite(user);
      return reorderChartSections(getDb(), await ownerForWrite(req, res, user, false), body);
    },
  }),
});

export const chartSectionApplyRoute = defineRoute({
  POST: method({
    body: chartSectionApplyBody,
    status: 201,
    handler: async ({ req, res, user, body }) =>
      applyChartSection(getDb(), user, await ownerForWrite(req, res, user, false), body),
  }),
});

export const chartSectionShareRoute = defineRoute({
  POST: method({
    body: chartSectionShareBody,
    handler: async ({ req, res, user, body }) =>
      shareChartSection(getDb(), await ownerForWrite(req, res, user, false), body),
  }),
});

/** Copies a ready-made section to the caller's own (docs/API.md): the answer names what was left out. */
export const chartTemplateCopyRoute = defineRoute({
  POST: method({
    body: chartTemplateCopyBody,
    status: 201,
    handler: async ({ req, res, user, body }) => {
      assertChartWrite(user);
      return copyDefaultSection(getDb(), user, await ownerForCreate(req, res, user), body);
    },
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

/**
 * /api/enterprise/stock-template/[deviceId]?symbol=: the browser's own device sections of a ticker.
 * The path keeps the spec's shape, but its deviceId owns nothing: the device token cookie does.
 */
export const stockTemplateRoute = defineRoute({
  GET: method({
    query: stockTemplateQuery,
    handler: async ({ req, query }) =>
      listDeviceTemplate(getDb(), await deviceOwnerForRead(getDb(), req), query.symbol),
  }),
  PUT: method({
    query: stockTemplateQuery,
    body: stockTemplateReplaceBody,
    handler: async ({ req, res, user, query, body }) => {
      assertChartWrite(user);
      const ownerKey = await deviceOwnerForWrite(getDb(), req, res, { issue: true });
      if (!ownerKey) throw new AppError('INTERNAL');
      return replaceDeviceTemplate(getDb(), user, ownerKey, query.symbol, body);
    },
  }),
  POST: method({
    query: stockTemplateQuery,
    body: stockTemplateSectionBody,
    status: 201,
    handler: async ({ req, res, user, query, body }) => {
      assertChartWrite(user, body.config);
      const ownerKey = await deviceOwnerForWrite(getDb(), req, res, { issue: true });
      if (!ownerKey) throw new AppError('INTERNAL');
      return addDeviceTemplateSection(getDb(), user, ownerKey, query.symbol, body);
    },
  }),
});
