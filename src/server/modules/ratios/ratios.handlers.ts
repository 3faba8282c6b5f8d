import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import {
  metricSetBody,
  metricSetQuery,
  numeralDataQuery,
  sameIndustryQuery,
  type MetricKind,
  type NumeralDataQuery,
  type SameIndustryQuery,
} from '@/common/contracts/ratios';
import { assertAccess } from '../../access/accessContext';
import { requireAccess } from '../../access/guards';
import { numeralDataFor } from '../../access/ratios';
import { viewerOf } from '../../access/viewer';
import { getDb } from '../../db/client';
import { defineRoute, method, type Guard } from '../../http/handler';
import { getMetricSet, getSameIndustryData, saveMetricSet } from './ratios.service';

export const DEVICE_ID_COOKIE = 'deviceId';
const DEVICE_ID_PATTERN = /^[\w-]{8,128}$/;
/** Browsers cap cookie lifetimes at 400 days. */
const DEVICE_ID_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** An API request or getServerSideProps' request: both carry parsed cookies and the raw header. */
interface CookieSource {
  cookies?: Partial<Record<string, string>>;
  headers: IncomingHttpHeaders;
}

/** The deviceId cookie when it looks like one (Next parses cookies; tests may only send the header). */
export function readDeviceId(req: CookieSource): string | null {
  const parsed = req.cookies?.[DEVICE_ID_COOKIE];
  const fromHeader = /(?:^|;\s*)deviceId=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];
  const value = parsed ?? (fromHeader === undefined ? undefined : decodeURIComponent(fromHeader));
  return value !== undefined && DEVICE_ID_PATTERN.test(value) ? value : null;
}

/**
 * Whose saved ratio sets these are. Until accounts exist it is the device: the `deviceId` cookie,
 * created here (random, readable by the browser's device-id code, which will replace it) when
 * absent. Accounts will switch the key to `user:<id>` for signed-in users.
 */
export function metricOwnerKey(req: NextApiRequest, res: NextApiResponse, create: boolean): string | null {
  let deviceId = readDeviceId(req);
  if (!deviceId && create) {
    deviceId = randomUUID();
    res.setHeader(
      'Set-Cookie',
      `${DEVICE_ID_COOKIE}=${deviceId}; Path=/; Max-Age=${DEVICE_ID_MAX_AGE_SECONDS}; SameSite=Lax`,
    );
  }
  return deviceId ? deviceOwnerKey(deviceId) : null;
}

export function deviceOwnerKey(deviceId: string): string {
  return `device:${deviceId}`;
}

export const numeralDataRoute = defineRoute({
  GET: method({
    query: numeralDataQuery,
    encrypt: true,
    cache: true,
    handler: ({ query, user }) => numeralDataFor(getDb(), user, query),
  }),
});

/** Saved same-industry sets belong to the same-industry screen (ANALYSIS_VALUE_ALL); numeral sets are open. */
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
      handler: ({ req, res, query }) => getMetricSet(getDb(), kind, metricOwnerKey(req, res, true), query),
    }),
    POST: method({
      body: metricSetBody,
      encrypt: true,
      guards: METRIC_SET_GUARDS[kind],
      handler: ({ req, res, body }) => {
        const ownerKey = metricOwnerKey(req, res, true) ?? deviceOwnerKey(randomUUID());
        return saveMetricSet(getDb(), kind, ownerKey, body);
      },
    }),
  });
}

export const numeralMetricRoute = metricSetRoute('numeral');
export const sameIndustryMetricRoute = metricSetRoute('same_industry');

export const sameIndustryDataRoute = defineRoute({
  GET: method({
    query: sameIndustryQuery,
    encrypt: true,
    guards: [requireAccess('ANALYSIS_VALUE_ALL')],
    handler: ({ req, res, query }) => getSameIndustryData(getDb(), query, metricOwnerKey(req, res, false)),
  }),
});

/**
 * What the numeral and same-industry pages preload on the server, as the requesting device sees it
 * and as its user's plan allows (the access-token cookie; the same checks as the API routes).
 */
export function ratiosPreloadSource(req: CookieSource) {
  const deviceId = readDeviceId(req);
  const ownerKey = deviceId ? deviceOwnerKey(deviceId) : null;
  return {
    metricSet: async (kind: MetricKind, ticket: string) => {
      if (kind === 'same_industry') assertAccess(await viewerOf(req), 'ANALYSIS_VALUE_ALL');
      return getMetricSet(getDb(), kind, ownerKey, { ticket });
    },
    numeralData: async (query: NumeralDataQuery) => numeralDataFor(getDb(), await viewerOf(req), query),
    sameIndustryData: async (query: SameIndustryQuery) => {
      assertAccess(await viewerOf(req), 'ANALYSIS_VALUE_ALL');
      return getSameIndustryData(getDb(), query, ownerKey);
    },
  };
}
