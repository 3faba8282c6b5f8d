import type { NextApiRequest, NextApiResponse } from 'next';
import {
  metricSetBody,
  metricSetQuery,
  ratiosDataQuery,
  sameIndustryQuery,
  type MetricKind,
  type RatiosDataQuery,
  type SameIndustryQuery,
} from '@/common/contracts/ratios';
import { assertAccess } from '../../access/accessContext';
import { requireAccess } from '../../access/guards';
import { ratiosDataFor } from './ratios.access';
import { viewerOf } from '../../access/viewer';
import { deviceOwnerForRead, deviceOwnerForWrite, type CookieSource } from '../../auth/deviceToken';
import { getDb } from '../../db/client';
import { AppError } from '../../core/errors';
import { defineRoute, method, type Guard } from '../../http/handler';
import { getMetricSet, getSameIndustryData, saveMetricSet } from './ratios.service';

/**
 * Saved ratio sets belong to the browser's device token cookie (src/server/auth/deviceToken.ts),
 * signed in or not; a browser without one reads the default set, and gets one on its first save.
 */
async function metricSetOwnerForSave(req: NextApiRequest, res: NextApiResponse): Promise<string> {
  const ownerKey = await deviceOwnerForWrite(getDb(), req, res, { issue: true });
  if (!ownerKey) throw new AppError('INTERNAL');
  return ownerKey;
}

export const ratiosDataRoute = defineRoute({
  GET: method({
    query: ratiosDataQuery,
    encrypt: true,
    cache: true,
    handler: ({ query, user }) => ratiosDataFor(getDb(), user, query),
  }),
});

/** Saved same-industry sets belong to the same-industry screen (ANALYSIS_VALUE_ALL); the ratios screen's ('numeral') are open. */
const METRIC_SET_GUARDS: Record<MetricKind, Guard[]> = {
  numeral: [],
  same_industry: [requireAccess('ANALYSIS_VALUE_ALL')],
};

function metricSetRoute(kind: MetricKind) {
  return defineRoute({
    GET: method({
      query: metricSetQuery,
      encrypt: true,
      guards: METRIC_SET_GUARDS[kind],
      handler: async ({ req, query }) =>
        getMetricSet(getDb(), kind, await deviceOwnerForRead(getDb(), req), query),
    }),
    POST: method({
      body: metricSetBody,
      encrypt: true,
      guards: METRIC_SET_GUARDS[kind],
      handler: async ({ req, res, body }) =>
        saveMetricSet(getDb(), kind, await metricSetOwnerForSave(req, res), body),
    }),
  });
}

export const ratiosMetricRoute = metricSetRoute('numeral');
export const sameIndustryMetricRoute = metricSetRoute('same_industry');

export const sameIndustryDataRoute = defineRoute({
  GET: method({
    query: sameIndustryQuery,
    encrypt: true,
    guards: [requireAccess('ANALYSIS_VALUE_ALL')],
    handler: async ({ req, query }) =>
      getSameIndustryData(getDb(), query, await deviceOwnerForRead(getDb(), req)),
  }),
});

/**
 * What the ratios and same-industry pages preload on the server, as the requesting device sees it
 * and as its user's plan allows (the access-token cookie; the same checks as the API routes).
 */
export function ratiosPreloadSource(req: CookieSource) {
  // Reading through the page counts as the device being seen, as reading through the API does.
  let owner: Promise<string | null> | undefined;
  const ownerKey = () => (owner ??= deviceOwnerForRead(getDb(), req));
  return {
    metricSet: async (kind: MetricKind, ticker: string) => {
      if (kind === 'same_industry') assertAccess(await viewerOf(req), 'ANALYSIS_VALUE_ALL');
      return getMetricSet(getDb(), kind, await ownerKey(), { ticker });
    },
    ratiosData: async (query: RatiosDataQuery) => ratiosDataFor(getDb(), await viewerOf(req), query),
    sameIndustryData: async (query: SameIndustryQuery) => {
      assertAccess(await viewerOf(req), 'ANALYSIS_VALUE_ALL');
      return getSameIndustryData(getDb(), query, await ownerKey());
    },
  };
}
